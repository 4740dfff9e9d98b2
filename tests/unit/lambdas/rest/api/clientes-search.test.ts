import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { clientListDbKey } from '@lambdas/store/client-db/client-db-objects';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { writeClientListDb, type EmpresaRow } from '@lambdas/services/client-db/write-client-list-db';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import { clientesSearchRoute } from '@lambdas/rest/api/clientes-search';
import type { RestDeps } from '@lambdas/rest/types';
import { anaIdentity } from '@tests/support/identity-factory';
import { systemScope } from '@lambdas/access/system-scope';

const FACTORING = '76389992-6';
const OTHER_FACTORING = '77360390-1';

function empresa(rut: string, razonsocial: string, estado: string | null): EmpresaRow {
  return { rut, razonsocial, ejecutivo: '', estado, tamano: 1, correo: null, telefono: null };
}

describe('GET api/clientes-search (core-platform §7, §8)', () => {
  let SQL: SqlJsStatic;
  let stored: Map<string, Uint8Array>;
  let deps: RestDeps;
  const ana = (flags: Record<string, string> = { radarClientes: '1' }) => anaIdentity(flags);
  const search = (identity = ana(), query: Record<string, string> = { factoring: FACTORING }) =>
    clientesSearchRoute.handle({ identity, query, params: {}, body: null }, deps);

  beforeAll(async () => {
    SQL = await loadSqlJs();
    const list = writeClientListDb(
      SQL,
      [
        empresa('11111111-1', 'ZETA LIMITADA', 'Error Password'),
        empresa('76354771-K', 'ALFA SPA', 'Activo'),
        empresa('9999999-3', 'BETA', null),
      ],
      [],
      FACTORING,
      new Date('2026-11-24T12:00:00Z'),
    );
    stored = new Map([[clientListDbKey(systemScope(FACTORING)), list]]);
    deps = {
      clientDbs: { get: async (key: string) => stored.get(key) ?? null },
      loadSql: async () => SQL,
    } as unknown as RestDeps;
  });

  it("answers the factoring's clients by name with passwordValida from the SII login state", async () => {
    const reply = await search();
    expect(reply.body).toEqual({
      success: true,
      message: '',
      data: [
        { rut: '76354771-K', razonsocial: 'ALFA SPA', passwordValida: true },
        { rut: '9999999-3', razonsocial: 'BETA', passwordValida: false },
        { rut: '11111111-1', razonsocial: 'ZETA LIMITADA', passwordValida: false },
      ],
    });
  });

  it('accepts the factoring written with dots', async () => {
    const reply = await search(ana(), { factoring: '76.389.992-6' });
    expect((reply.body as { data: unknown[] }).data).toHaveLength(3);
  });

  it('refuses a user without radarClientes', async () => {
    await expect(search(ana({ radarClientes: '0' }))).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('refuses a factoring the user does not act for', async () => {
    await expect(search(ana(), { factoring: OTHER_FACTORING })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("says 'No se ha seleccionado un factoring' without one", async () => {
    await expect(search(ana(), {})).rejects.toThrow(new BadRequestError('No se ha seleccionado un factoring'));
    await expect(search(ana(), { factoring: '  ' })).rejects.toThrow('No se ha seleccionado un factoring');
  });

  it('answers success false while the client list is not built', async () => {
    stored.delete(clientListDbKey(systemScope(FACTORING)));
    const reply = await search();
    expect(reply.body).toEqual({
      success: false,
      data: [],
      message: 'La base de datos de clientes aún no está disponible',
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { cessionResolvers } from '@lambdas/graphql/cessions/resolvers';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import type { Identity } from '@lambdas/access/identity';
import type { FilasSiiNoLeidas } from '@domain/wire/schema-types';
import type { RejectedRow } from '@lambdas/store/refresh-run-repository';
import { anaIdentity } from '@tests/support/identity-factory';

const FACTORING = '76389992-6';

/** The service as the entry handler calls it: the factoring and the screen's flag checked first. */
function filasSiiNoLeidas(args: Record<string, unknown>, identity: Identity, deps: unknown) {
  const resolve = cessionResolvers['Query.filasSiiNoLeidas']!;
  return resolve({ args, identity, deps: deps as GraphqlDeps }) as Promise<FilasSiiNoLeidas>;
}
const ROWS: RejectedRow[] = [
  {
    archivo: 'CESIONES_76389992-6_2_01112026_30112026.txt',
    linea: 7,
    campo: 'DEUDOR',
    motivo: "DEUDOR inválido: '96874030-1'",
    tipo: '33',
    folio: '99001',
    cedente: 'COMERCIALIZADORA INNOVA MOBEL SPA (76399752-9)',
    role: 'cesionario',
  },
  {
    archivo: 'CESIONES_76389992-6_1_01112026_30112026.txt',
    linea: 3,
    campo: null,
    motivo: 'se esperaban 18 columnas y hay 17',
    role: 'cedente',
  },
  {
    archivo: 'CESIONES_76389992-6_2_01112026_30112026.txt',
    linea: 9,
    campo: 'MNT_CESION',
    motivo: "MNT_CESION inválido: 'N/D'",
    role: 'cesionario',
  },
];

function deps(rows = ROWS) {
  const latestRejectedRows = vi.fn(async () => ({ total: rows.length, rows, startedAt: '2026-11-24T12:00:00.000Z' }));
  return { deps: { refreshRuns: { lastSuccess: vi.fn(), latestRejectedRows } }, latestRejectedRows };
}

describe('filasSiiNoLeidas (the unread rows of a cession screen)', () => {
  it("gives the rows of the screen's own role with the document they show, without the role, with the refresh's instant", async () => {
    const { deps: d, latestRejectedRows } = deps();
    const answer = await filasSiiNoLeidas({ rutFactoring: FACTORING, lista: 'adquiridas' }, anaIdentity(), d);
    expect(latestRejectedRows).toHaveBeenCalledWith(expect.objectContaining({ rutFactoring: FACTORING }));
    expect(answer).toEqual({
      total: 2,
      fecha: '2026-11-24T12:00:00.000Z',
      filas: [
        {
          archivo: ROWS[0]!.archivo,
          linea: 7,
          campo: 'DEUDOR',
          motivo: "DEUDOR inválido: '96874030-1'",
          tipo: '33',
          folio: '99001',
          cedente: 'COMERCIALIZADORA INNOVA MOBEL SPA (76399752-9)',
        },
        // A row stored before the document was kept with it.
        {
          archivo: ROWS[2]!.archivo,
          linea: 9,
          campo: 'MNT_CESION',
          motivo: "MNT_CESION inválido: 'N/D'",
          tipo: null,
          folio: null,
          cedente: null,
        },
      ],
    });
    expect(
      (await filasSiiNoLeidas({ rutFactoring: FACTORING, lista: 'cedidas' }, anaIdentity(), d)).filas.map(
        (f) => f.linea,
      ),
    ).toEqual([3]);
  });

  it('refuses another factoring, a screen the user may not open, and an unknown list, reading nothing', async () => {
    const { deps: d, latestRejectedRows } = deps();
    await expect(
      filasSiiNoLeidas({ rutFactoring: '77360390-1', lista: 'adquiridas' }, anaIdentity(), d),
    ).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(
      filasSiiNoLeidas({ rutFactoring: FACTORING, lista: 'adquiridas' }, anaIdentity({ cesionesAdquiridas: '0' }), d),
    ).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(filasSiiNoLeidas({ rutFactoring: FACTORING, lista: 'otras' }, anaIdentity(), d)).rejects.toMatchObject(
      { code: 'BadRequest' },
    );
    expect(latestRejectedRows).not.toHaveBeenCalled();
  });
});

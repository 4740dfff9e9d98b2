import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import type { Identity } from '@lambdas/access/identity';
import { NOT_PLATFORM_ADMIN_MESSAGE } from '@lambdas/access/platform-admin-scopes';
import { systemScope } from '@lambdas/access/system-scope';
import { ForbiddenError } from '@lambdas/platform/errors';
import { usoMensualFactoringsRoute, usoMensualRoute } from '@lambdas/rest/api/usage-routes';
import type { RestDeps, RestRoute } from '@lambdas/rest/types';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { writeClientListDb } from '@lambdas/services/client-db/write-client-list-db';
import { ClientDbObjects, clientListDbKey } from '@lambdas/store/client-db/client-db-objects';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { UNUSED_CLIENT_RADAR } from '../../support/unused-client-radar';
import { UNUSED_STORES } from '../../support/store-stubs';

const A = '76389992-6';
const B = '77360390-1';
const ENROLLED = '76354771-K';
const ALSO_ENROLLED = '76127123-7';
/** A seller A bought from without enrolling it: its cessions are not A's usage. */
const NOT_ENROLLED = '76873274-4';
/** 2026-11-20 12:00 in Santiago. */
const NOW = new Date('2026-11-20T15:00:00Z');

function user(companies: { rut: string; cuentas: string }[], userType?: string): Identity {
  return {
    username: 'ana',
    email: 'ana@factoring-a.cl',
    rutCesionario: A,
    razonSocial: 'FACTORING A',
    ...(userType ? { userType } : {}),
    companies: companies.map(({ rut, cuentas }) => ({
      rut,
      razonSocial: `FACTORING ${rut}`,
      flags: readFlags({ cuentas }),
    })),
  };
}

/** The client-list KPI row that says a client ceded to `n` factorings in `date` ('yyyy-MM'). */
const cededTo = (rut: string, date: string, n: number) => ({ rut, kpi: 'cantidad-factorings', date, value: n });

describe('GET api/uso-mensual over dynalite and S3: the factoring’s monitored and operated clients, cuentas, admin', () => {
  let engines: LocalEngines;
  let deps: RestDeps;
  const ask = async (route: RestRoute, identity: Identity, query: Record<string, string> = {}) =>
    (await route.handle({ identity, query, params: {}, body: null }, deps)).body;

  beforeAll(async () => {
    engines = await startLocalEngines();
    const enrol = (rutFactoring: string, rutCliente: string, registradaEn: string, claveGuardada = true) =>
      engines.doc.send(
        new PutCommand({
          TableName: engines.config.tables.credentials,
          Item: {
            rutFactoring,
            sk: `cliente#${rutCliente}`,
            rutCliente,
            estado: 'Activo',
            registradaEn,
            claveGuardada,
          },
        }),
      );
    await enrol(A, ENROLLED, '2026-09-10T15:00:00.000Z');
    // Enrolled on 1 November 00:30 in Santiago (31 October in UTC): a client of November.
    await enrol(A, ALSO_ENROLLED, '2026-11-01T03:30:00.000Z');
    await enrol(B, ENROLLED, '2026-11-02T15:00:00.000Z');
    // Only a refused attempt is recorded: not monitored.
    await enrol(B, ALSO_ENROLLED, '2026-11-02T15:00:00.000Z', false);
    const SQL = await loadSqlJs();
    const dbs = new ClientDbObjects(engines.s3, engines.config.buckets.documents);
    const listOf = (kpis: ReturnType<typeof cededTo>[]) => writeClientListDb(SQL, [], kpis, A, NOW);
    await dbs.put(
      clientListDbKey(systemScope(A)),
      listOf([
        cededTo(ENROLLED, '2026-09', 1),
        cededTo(ENROLLED, '2026-10', 0),
        cededTo(ENROLLED, '2026-11', 2),
        cededTo(ALSO_ENROLLED, '2026-10', 1),
        cededTo(NOT_ENROLLED, '2026-11', 1),
      ]),
      'a',
    );
    await dbs.put(clientListDbKey(systemScope(B)), listOf([cededTo(ALSO_ENROLLED, '2026-11', 1)]), 'b');
    const factorings = new FactoringRepository(engines.doc, engines.config.tables.factorings);
    await factorings.put({ rut: A, razonSocial: 'FACTORING A', features: {} });
    await factorings.put({ rut: B, razonSocial: 'BANCO B', features: {} });
    deps = {
      ...UNUSED_STORES,
      ...UNUSED_CLIENT_RADAR,
      verifier: { verify: () => Promise.reject(new Error('no token in this test')) },
      userCompanies: { listForUser: () => Promise.resolve([]) },
      factorings,
      clientDbs: dbs,
      loadSql: loadSqlJs,
      now: () => NOW,
      credentials: new CredentialRepository(engines.doc, engines.config.tables.credentials, null),
    };
  });

  afterAll(() => engines?.stop());

  it("answers the factoring's months, newest first: its enrolled clients and those of them that ceded", async () => {
    const ana = user([{ rut: A, cuentas: '1' }]);
    expect(await ask(usoMensualRoute, ana, { factoring: A })).toEqual({
      success: true,
      factoring: A,
      uso: [
        { mes: '2026-11', monitoreados: 2, operaron: 1 },
        { mes: '2026-10', monitoreados: 1, operaron: 0 },
        { mes: '2026-09', monitoreados: 1, operaron: 1 },
      ],
    });
  });

  it('refuses another factoring and a user of the factoring without cuentas', async () => {
    await expect(ask(usoMensualRoute, user([{ rut: A, cuentas: '1' }]), { factoring: B })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(ask(usoMensualRoute, user([{ rut: A, cuentas: '0' }]), { factoring: A })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  it("gives the platform's administrator every factoring's usage, and nobody else", async () => {
    const admin = user([{ rut: A, cuentas: '1' }], 'admin');
    expect(await ask(usoMensualFactoringsRoute, admin)).toEqual({
      success: true,
      factorings: [
        { rut: B, razonSocial: 'BANCO B', uso: [{ mes: '2026-11', monitoreados: 1, operaron: 0 }] },
        {
          rut: A,
          razonSocial: 'FACTORING A',
          uso: [
            { mes: '2026-11', monitoreados: 2, operaron: 1 },
            { mes: '2026-10', monitoreados: 1, operaron: 0 },
            { mes: '2026-09', monitoreados: 1, operaron: 1 },
          ],
        },
      ],
    });
    await expect(ask(usoMensualFactoringsRoute, user([{ rut: A, cuentas: '1' }]))).rejects.toThrow(
      NOT_PLATFORM_ADMIN_MESSAGE,
    );
    const seeingAs = { ...admin, impersonatedBy: { username: 'root', email: 'root@radarcesiones.cl' } };
    await expect(ask(usoMensualFactoringsRoute, seeingAs)).rejects.toThrow(NOT_PLATFORM_ADMIN_MESSAGE);
  });
});

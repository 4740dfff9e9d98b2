import { describe, expect, it, vi } from 'vitest';
import { nominaResolvers } from '@lambdas/graphql/nomina/resolvers';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import type { FactoringRecord } from '@lambdas/store/factoring-repository';
import { anaIdentity } from '@tests/support/identity-factory';
import { UNUSED_STORES } from '@tests/support/store-stubs';

const ST_CAPITAL = '76389992-6';
const NOW = new Date('2026-11-22T03:00:00.000Z');
const createNomina = nominaResolvers['Mutation.createNomina']!;

function depsWith(record: FactoringRecord | null, nominas: GraphqlDeps['nominas']): GraphqlDeps {
  return {
    verifier: { verify: vi.fn() },
    userCompanies: { listForUser: vi.fn() },
    ...UNUSED_STORES,
    refreshRuns: { lastSuccess: vi.fn(), latestRejectedRows: vi.fn(), progressSince: vi.fn() },
    factorings: { get: vi.fn(async () => record) },
    now: () => NOW,
    nominas,
  };
}

function store() {
  return { putAll: vi.fn(async () => undefined), listForFactoring: vi.fn(async () => []) };
}

const ENABLED: FactoringRecord = { rut: ST_CAPITAL, razonSocial: 'ST CAPITAL S.A.', features: { estadoDBThor: true } };
const ROW = { rutClient: '76.354.771-k', rutDebtor: '96790240-3', folio: 170, estado: ' VIGENTE ' };

describe('Mutation.createNomina (core-platform §7, §6)', () => {
  it('stores the normalised rows of the factoring with the load instant and answers the success message', async () => {
    const nominas = store();
    const answer = await createNomina({
      args: { Nominas: { empresa: '76.389.992-6', data: [ROW, { ...ROW, folio: 171 }, ROW] } },
      identity: anaIdentity(),
      deps: depsWith(ENABLED, nominas),
    });
    expect(answer).toEqual({ success: true, body: 'Nómina cargada con éxito!', filas: 2 });
    const normalised = { rutClient: '76354771-K', rutDebtor: '96790240-3', folio: 170, estado: 'VIGENTE' };
    expect(nominas.putAll).toHaveBeenCalledWith(
      expect.objectContaining({ rutFactoring: ST_CAPITAL }),
      [normalised, { ...normalised, folio: 171 }, normalised],
      NOW.toISOString(),
    );
  });

  it('refuses a factoring the user does not act for, storing nothing', async () => {
    const nominas = store();
    const call = createNomina({
      args: { Nominas: { empresa: '77360390-1', data: [ROW] } },
      identity: anaIdentity(),
      deps: depsWith({ ...ENABLED, rut: '77360390-1' }, nominas),
    });
    await expect(call).rejects.toBeInstanceOf(ForbiddenError);
    expect(nominas.putAll).not.toHaveBeenCalled();
  });

  it.each([
    ['a record without the setting', { ...ENABLED, features: {} }],
    ['no record at all', null],
  ])('refuses a factoring with %s', async (_, record) => {
    const nominas = store();
    const call = createNomina({
      args: { Nominas: { empresa: ST_CAPITAL, data: [ROW] } },
      identity: anaIdentity(),
      deps: depsWith(record, nominas),
    });
    await expect(call).rejects.toThrow(new ForbiddenError('La carga de nómina no está habilitada para este factoring'));
    expect(nominas.putAll).not.toHaveBeenCalled();
  });

  it('refuses rows the upload screen would refuse, naming the row', async () => {
    const nominas = store();
    const call = (data: unknown[]) =>
      createNomina({
        args: { Nominas: { empresa: ST_CAPITAL, data } },
        identity: anaIdentity(),
        deps: depsWith(ENABLED, nominas),
      });
    await expect(call([ROW, { ...ROW, folio: 12.5 }])).rejects.toThrow(
      new BadRequestError("Fila 2: El folio debe ser un entero positivo: '12.5'"),
    );
    await expect(call([{ ...ROW, rutDebtor: '96790240-1' }])).rejects.toThrow(
      "Fila 1: RUT deudor inválido: '96790240-1'",
    );
    await expect(call([])).rejects.toBeInstanceOf(BadRequestError);
    expect(nominas.putAll).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CessionQuery } from '@lambdas/store/cession-repository';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import type { RestDeps } from '@lambdas/rest/types';
import { EN_NOMINA, FUERA_DE_NOMINA } from '@domain/nomina/estado-nomina';
import type { NominaRow } from '@domain/nomina/nomina-row';
import { cesionesPeriodoRoute } from '@lambdas/rest/v1/jwt/cesiones-periodo';
import {
  EXTENDED_SEARCH_DISABLED,
  MONTO_RANGE_MESSAGE,
  PERIOD_PAGE_READ_ITEMS,
  TIPO_FECHA_DISABLED,
} from '@lambdas/services/cessions/period-search';
import { UNUSED_STORES } from '@tests/support/store-stubs';
import { UNUSED_CLIENT_RADAR } from '@tests/support/unused-client-radar';
import { cessionRecord } from '@tests/support/cession-factory';
import { anaIdentity } from '@tests/support/identity-factory';

const FACTORING = '76389992-6';
/** 2019-06-10 in Santiago. */
const NOW = new Date('2019-06-10T15:00:00Z');

function depsWith(features: Record<string, boolean>) {
  const query = vi.fn(async (_scope: FactoringScope, _q: CessionQuery) => ({
    items: [
      cessionRecord({
        folio: 1,
        fechaEmision: '2019-03-30',
        fechaCesion: '2019-04-02 10:00',
        fechaVencimiento: '2019-05-02',
        montoCedido: 1000,
      }),
      cessionRecord({
        folio: 2,
        fechaEmision: '2019-04-03',
        fechaCesion: '2019-04-05 10:00',
        fechaVencimiento: '2019-06-05',
        montoCedido: 5000,
      }),
    ],
    nextToken: null as string | null,
  }));
  const deps: RestDeps = {
    ...UNUSED_STORES,
    ...UNUSED_CLIENT_RADAR,
    verifier: { verify: vi.fn() },
    userCompanies: { listForUser: vi.fn() },
    cessions: { ...UNUSED_STORES.cessions, query },
    factorings: {
      ...UNUSED_STORES.factorings,
      get: async (rut) => ({ rut, razonSocial: 'ST CAPITAL S.A.', features }),
    },
    now: () => NOW,
  };
  return { deps, query };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  rutCesionario: FACTORING,
  tipoFecha: 'cesion',
  fechaInicio: '2019-04-01',
  fechaTermino: '2019-04-30',
  ...overrides,
});

const run = (deps: RestDeps, request: Record<string, unknown>, who = anaIdentity()) =>
  cesionesPeriodoRoute.handle({ identity: who, params: {}, query: {}, body: request }, deps);
const folios = (reply: { body: unknown }) =>
  (reply.body as { Cesiones: { folio: number }[] }).Cesiones.map((c) => c.folio);

describe('POST /v1/jwt/cesiones-periodo', () => {
  const all = { busquedaExtendida: true, tipoFechaHabilitado: true };

  it('reads exactly the window of fechaCesion for tipoFecha cesion', async () => {
    const { deps, query } = depsWith(all);
    expect(folios(await run(deps, body()))).toEqual([1, 2]);
    expect(query.mock.calls[0]?.[0]).toMatchObject({ rutFactoring: FACTORING });
    expect(query.mock.calls[0]?.[1]).toMatchObject({
      role: 'cesionario',
      desde: '2019-04-01',
      hasta: '2019-04-30',
    });
  });

  it('reads fechaCesion from the window start to today for emision, keeping the emission dates in the window', async () => {
    const { deps, query } = depsWith(all);
    expect(folios(await run(deps, body({ tipoFecha: 'emision' })))).toEqual([2]);
    expect(query.mock.calls[0]?.[1]).toMatchObject({ desde: '2019-04-01', hasta: '2019-06-10' });
  });

  it('reads every cession up to today for vencimiento, keeping the due dates in the window', async () => {
    const { deps, query } = depsWith(all);
    expect(
      folios(
        await run(deps, body({ tipoFecha: 'vencimiento', fechaInicio: '2019-05-01', fechaTermino: '2019-05-31' })),
      ),
    ).toEqual([1]);
    expect(query.mock.calls[0]?.[1]).toMatchObject({ desde: '0000-01-01', hasta: '2019-06-10' });
  });

  it('keeps montoCedido within the bounds and passes rut and folio filters to the store', async () => {
    const { deps, query } = depsWith(all);
    expect(folios(await run(deps, body({ mntCesionInicial: '2000', mntCesionFinal: 5000 })))).toEqual([2]);
    await run(deps, body({ rut: '76.399.752-9', folio: '2' }));
    expect(query.mock.calls[1]?.[1]).toMatchObject({ rut: '76399752-9', folio: 2 });
    await expect(run(deps, body({ mntCesionInicial: 9000, mntCesionFinal: 10 }))).rejects.toThrow(MONTO_RANGE_MESSAGE);
  });

  it('is refused without the features or the acquired permission, before reading cessions', async () => {
    const off = depsWith({});
    await expect(run(off.deps, body())).rejects.toThrow(EXTENDED_SEARCH_DISABLED);
    const cesionOnly = depsWith({ busquedaExtendida: true });
    await expect(run(cesionOnly.deps, body({ tipoFecha: 'vencimiento' }))).rejects.toThrow(TIPO_FECHA_DISABLED);
    await expect(run(cesionOnly.deps, body(), anaIdentity({ cesionesAdquiridas: '0' }))).rejects.toMatchObject({
      code: 'Forbidden',
    });
    expect(off.query).not.toHaveBeenCalled();
    expect(cesionOnly.query).not.toHaveBeenCalled();
  });

  describe('nómina join (core-platform §6 Estado DBThor)', () => {
    const first = cessionRecord({ folio: 1 });
    const row: NominaRow = {
      rutClient: first.cedente.rut,
      rutDebtor: first.deudor.rut,
      folio: 1,
      estado: 'EN COBRANZA',
    };
    const withNominas = (features: Record<string, boolean>) => {
      const { deps, query } = depsWith(features);
      const listForFactoring = vi.fn(async (_scope: FactoringScope) => [row]);
      return { deps: { ...deps, nominas: { listForFactoring } }, query, listForFactoring };
    };
    const nominaFields = (reply: { body: unknown }) =>
      (
        reply.body as { Cesiones: Array<{ folio: number; estadoNomina: string | null; estadoDbThor?: string | null }> }
      ).Cesiones.map(({ folio, estadoNomina, estadoDbThor }) => ({ folio, estadoNomina, estadoDbThor }));

    it('joins the factoring nómina to the found cessions when its features load one', async () => {
      const { deps, listForFactoring } = withNominas({ ...all, estadoDBThor: true });
      expect(nominaFields(await run(deps, body()))).toEqual([
        { folio: 1, estadoNomina: EN_NOMINA, estadoDbThor: 'EN COBRANZA' },
        { folio: 2, estadoNomina: FUERA_DE_NOMINA, estadoDbThor: null },
      ]);
      expect(listForFactoring).toHaveBeenCalledWith(expect.objectContaining({ rutFactoring: FACTORING }));
    });

    it('leaves estadoNomina null and reads no nómina for a factoring without the feature', async () => {
      const { deps, listForFactoring } = withNominas(all);
      expect(nominaFields(await run(deps, body()))).toEqual([
        { folio: 1, estadoNomina: null, estadoDbThor: undefined },
        { folio: 2, estadoNomina: null, estadoDbThor: undefined },
      ]);
      expect(listForFactoring).not.toHaveBeenCalled();
    });
  });

  it("bounds what one request reads and hands back the store's nextToken, which the next request sends", async () => {
    const { deps, query } = depsWith(all);
    query.mockResolvedValueOnce({ items: [], nextToken: 'pagina-2' });
    const first = await run(
      deps,
      body({ tipoFecha: 'vencimiento', fechaInicio: '2019-05-01', fechaTermino: '2019-05-31' }),
    );
    expect(first.body).toEqual({ Cesiones: [], nextToken: 'pagina-2' });
    expect(query.mock.calls[0]?.[1]).toMatchObject({
      desde: '0000-01-01',
      hasta: '2019-06-10',
      maxRead: PERIOD_PAGE_READ_ITEMS,
    });
    const second = await run(
      deps,
      body({ tipoFecha: 'vencimiento', fechaInicio: '2019-05-01', fechaTermino: '2019-05-31', nextToken: 'pagina-2' }),
    );
    expect(query.mock.calls[1]?.[1]).toMatchObject({ nextToken: 'pagina-2' });
    expect(second.body).toEqual({ Cesiones: [expect.objectContaining({ folio: 1 })], nextToken: null });
  });
});

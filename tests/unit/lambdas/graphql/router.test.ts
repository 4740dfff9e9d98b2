import { describe, expect, it, vi } from 'vitest';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { toCesionView } from '@domain/cession-view';
import { readFlags } from '@domain/permissions';
import { WINDOW_TOO_LONG_MESSAGE } from '@domain/date-window';
import { route, type GraphqlEvent } from '@lambdas/graphql/router';
import { UNUSED_NOMINAS, UNUSED_STORES } from '@tests/support/store-stubs';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { UnauthorizedError } from '@lambdas/platform/errors';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import type { CessionPage, CessionQuery } from '@lambdas/store/cession-repository';
import type { UserCompanyRecord } from '@lambdas/store/user-company-repository';
import { cessionRecord } from '@tests/support/cession-factory';
import { captureOutput } from '@tests/support/captured-output';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const FACTORING_C = '96790240-3';
const NOW = new Date('2019-04-08T15:00:00.000Z');
const LAST_REFRESH = '2019-04-08T14:40:00.000Z';

/** Claims of the id tokens the fake verifier accepts, by token text. */
const TOKENS: Record<string, JwtPayload> = {
  'token-a': {
    'cognito:username': 'user-a',
    email: 'ana@stcapital.cl',
    token_use: 'id',
    'custom:rutCesionario': FACTORING_A,
    'custom:rznSocCesionario': 'ST CAPITAL S.A.',
  },
  'token-masiva-sin-grilla': {
    'cognito:username': 'user-c',
    token_use: 'id',
    'custom:rutCesionario': FACTORING_A,
    'custom:cesionMasiva': '1',
    'custom:cederPorGrilla': '0',
  },
  'token-grilla-sin-masiva': {
    'cognito:username': 'user-d',
    token_use: 'id',
    'custom:rutCesionario': FACTORING_A,
    'custom:cesionMasiva': '0',
    'custom:cederPorGrilla': '1',
  },
  'token-sin-adquiridas': {
    'cognito:username': 'user-b',
    email: 'beto@stcapital.cl',
    token_use: 'id',
    'custom:rutCesionario': FACTORING_A,
    'custom:cesionesAdquiridas': '0',
    'custom:cesionesAdeudadas': '1',
  },
};

/**
 * The userCompanies rows of each token's user: its home factoring with the flags its claims name (the server reads
 * them from the rows only), and FACTORING C for user-a with the same flags.
 */
const COMPANY_ROWS: Record<string, UserCompanyRecord[]> = Object.fromEntries(
  Object.values(TOKENS).map((claims) => {
    const username = String(claims['cognito:username']);
    const flags = readFlags(claims as Record<string, string>);
    const home = { username, rutEmpresa: FACTORING_A, razonSocial: 'ST CAPITAL S.A.', flags };
    const other = { username, rutEmpresa: FACTORING_C, razonSocial: 'FACTORING C S.A.', flags };
    return [username, username === 'user-a' ? [other, home] : [home]];
  }),
);

function makeDeps(page: CessionPage = { items: [], nextToken: null }) {
  const query = vi.fn(async (_scope: FactoringScope, _q: CessionQuery) => page);
  const lastSuccess = vi.fn(async (_scope: FactoringScope) => LAST_REFRESH);
  const deps: GraphqlDeps = {
    verifier: {
      verify: async (token) => {
        const claims = TOKENS[token];
        if (!claims) throw new UnauthorizedError();
        return claims;
      },
    },
    userCompanies: { listForUser: async (username) => COMPANY_ROWS[username] ?? [] },
    ...UNUSED_STORES,
    ...UNUSED_NOMINAS,
    factorings: { get: async () => null },
    cessions: { ...UNUSED_STORES.cessions, query },
    envios: { ...UNUSED_STORES.envios, listForFactoring: async () => [] },
    notificaciones: { ...UNUSED_STORES.notificaciones, listNotificaciones: async () => new Map() },
    refreshRuns: { lastSuccess, latestRejectedRows: vi.fn(), progressSince: vi.fn() },
    now: () => NOW,
  };
  return { deps, query, lastSuccess };
}

function event(
  fieldName: string,
  args: Record<string, unknown>,
  headers: Record<string, string> = { authorization: 'token-a' },
): GraphqlEvent {
  return {
    arguments: args,
    identity: null,
    source: null,
    request: { headers, domainName: null },
    info: { fieldName, parentTypeName: 'Query', variables: {}, selectionSetList: [], selectionSetGraphQL: '' },
    prev: null,
    stash: {},
  };
}

const ACQUIRED = 'archivosElectronicoDeCesionRecuperados';
const window = { fechaInicio: '2019-04-01', fechaTermino: '2019-04-30' };

describe('GraphQL router: authentication', () => {
  it('rejects a call without Authorization header as Unauthorized and reads no data', async () => {
    const { deps, query } = makeDeps();
    await expect(route(event(ACQUIRED, { ...window, rutFactoring: FACTORING_A }, {}), deps)).rejects.toMatchObject({
      errorType: 'Unauthorized',
    });
    expect(query).not.toHaveBeenCalled();
  });

  it('rejects a token the verifier refuses', async () => {
    const { deps, query } = makeDeps();
    const call = route(event(ACQUIRED, { ...window, rutFactoring: FACTORING_A }, { authorization: 'forged' }), deps);
    await expect(call).rejects.toMatchObject({ errorType: 'Unauthorized', message: 'Usuario no autenticado' });
    expect(query).not.toHaveBeenCalled();
  });

  it("ignores the event's own identity: without a verified token nobody is signed in", async () => {
    const { deps } = makeDeps();
    const forged = {
      ...event('empresasUsuario', {}, {}),
      identity: { sub: 'x', issuer: 'y', claims: TOKENS['token-a'] },
    };
    await expect(route(forged, deps)).rejects.toMatchObject({ errorType: 'Unauthorized' });
  });

  it("accepts the token raw or in 'Bearer' form, under any header casing", async () => {
    const { deps } = makeDeps();
    const variants: Record<string, string>[] = [{ authorization: 'token-a' }, { Authorization: 'Bearer token-a' }];
    for (const headers of variants) {
      await expect(route(event('empresasUsuario', {}, headers), deps)).resolves.toHaveLength(2);
    }
  });
});

describe('GraphQL router: empresasUsuario', () => {
  it("lists the userCompanies rows, custom:rutCesionario's first", async () => {
    const { deps } = makeDeps();
    await expect(route(event('empresasUsuario', {}), deps)).resolves.toEqual([
      { rut: FACTORING_A, razonSocial: 'ST CAPITAL S.A.' },
      { rut: FACTORING_C, razonSocial: 'FACTORING C S.A.' },
    ]);
  });
});

describe('GraphQL router: cession lists', () => {
  const records = [cessionRecord(), cessionRecord({ folio: 101, recedido: true, fechaCesion: '2019-04-05 10:00' })];

  it('returns the records as CesionViews at the injected clock, with nextToken and ultimaActualizacion', async () => {
    const { deps, query, lastSuccess } = makeDeps({ items: records, nextToken: 'next-1' });
    const page = (await route(event(ACQUIRED, { ...window, rutFactoring: '76.389.992-6' }), deps)) as {
      items: unknown[];
      nextToken: string | null;
      ultimaActualizacion: string | null;
    };
    expect(page.items).toEqual(records.map((record) => ({ ...toCesionView(record, NOW), envio: null })));
    expect(page.items[1]).toMatchObject({ folio: 101, estadoCesion: '' });
    expect(page.nextToken).toBe('next-1');
    expect(page.ultimaActualizacion).toBe(LAST_REFRESH);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ rutFactoring: FACTORING_A }), {
      role: 'cesionario',
      desde: '2019-04-01',
      hasta: '2019-04-30',
      rut: undefined,
      folio: undefined,
      limit: 1000,
      nextToken: undefined,
    });
    expect(lastSuccess).toHaveBeenCalledWith(expect.objectContaining({ rutFactoring: FACTORING_A }));
  });

  it('queries each list in its SII role', async () => {
    const { deps, query } = makeDeps();
    const roles = {
      archivosElectronicoDeCesionRecuperados: 'cesionario',
      archivosElectronicoDeCesionRecuperadosDeCedente: 'cedente',
    };
    for (const [field, role] of Object.entries(roles)) {
      await route(event(field, { ...window, rutFactoring: FACTORING_A }), deps);
      expect(query).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ role }));
    }
  });

  it('serves a company granted through userCompanies', async () => {
    const { deps, query } = makeDeps();
    await route(event(ACQUIRED, { ...window, rutFactoring: FACTORING_C }), deps);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ rutFactoring: FACTORING_C }), expect.anything());
  });

  it('refuses a factoring the user does not act for, and reads nothing', async () => {
    const { deps, query, lastSuccess } = makeDeps({ items: records, nextToken: null });
    await expect(route(event(ACQUIRED, { ...window, rutFactoring: FACTORING_B }), deps)).rejects.toMatchObject({
      errorType: 'Forbidden',
    });
    expect(query).not.toHaveBeenCalled();
    expect(lastSuccess).not.toHaveBeenCalled();
  });

  it('answers BadRequest for a rutFactoring that is not a RUT', async () => {
    const { deps } = makeDeps();
    await expect(route(event(ACQUIRED, { ...window, rutFactoring: 'abc' }), deps)).rejects.toMatchObject({
      errorType: 'BadRequest',
    });
  });

  it('needs cesionesAdquiridas for acquired and cesionesAdeudadas for owed', async () => {
    const { deps, query } = makeDeps();
    const args = { ...window, rutFactoring: FACTORING_A };
    const withoutAcquired = { authorization: 'token-sin-adquiridas' };
    await expect(route(event(ACQUIRED, args, withoutAcquired), deps)).rejects.toMatchObject({ errorType: 'Forbidden' });
    await expect(route(event('archivosElectronicoDeCesionRecuperadosDeDeudor', args), deps)).rejects.toMatchObject({
      errorType: 'Forbidden',
    });
    expect(query).not.toHaveBeenCalled();
    await route(event('archivosElectronicoDeCesionRecuperadosDeDeudor', args, withoutAcquired), deps);
    expect(query).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ role: 'deudor' }));
  });

  it('applies the window rule: 31 days alone, 93 with a rut or folio filter', async () => {
    const { deps, query } = makeDeps();
    const over31 = { fechaInicio: '2019-04-01', fechaTermino: '2019-05-03', rutFactoring: FACTORING_A };
    await expect(route(event(ACQUIRED, over31), deps)).rejects.toMatchObject({
      errorType: 'BadRequest',
      message: WINDOW_TOO_LONG_MESSAGE,
    });
    await expect(route(event(ACQUIRED, { ...over31, rut: '', folio: 0 }), deps)).rejects.toMatchObject({
      message: WINDOW_TOO_LONG_MESSAGE,
    });
    expect(query).not.toHaveBeenCalled();
    await route(event(ACQUIRED, { ...over31, rut: '76.399.752-9' }), deps);
    expect(query).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ rut: '76399752-9', folio: undefined }),
    );
    await route(event(ACQUIRED, { ...over31, folio: 100 }), deps);
    expect(query).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ folio: 100, rut: undefined }));
    const over93 = { fechaInicio: '2019-01-01', fechaTermino: '2019-04-05', rutFactoring: FACTORING_A, folio: 100 };
    await expect(route(event(ACQUIRED, over93), deps)).rejects.toMatchObject({ message: WINDOW_TOO_LONG_MESSAGE });
  });

  it('passes limit and nextToken through, and bounds limit to 1..5000', async () => {
    const { deps, query } = makeDeps();
    const args = { ...window, rutFactoring: FACTORING_A };
    await route(event(ACQUIRED, { ...args, limit: 5000, nextToken: 'abc' }), deps);
    expect(query).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ limit: 5000, nextToken: 'abc' }),
    );
    for (const limit of [0, 5001, 2.5]) {
      await expect(route(event(ACQUIRED, { ...args, limit }), deps)).rejects.toMatchObject({ errorType: 'BadRequest' });
    }
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('keeps only the list of tipoFiltro (aceptados: state si; rechazados: state no)', async () => {
    const accepted = cessionRecord({
      folio: 1,
      eventos: [
        {
          codigo: 'ACD',
          descripcion: 'Acepta Contenido del Documento',
          fecha: '2019-04-05 12:00:00',
          responsable: '96874030-K',
        },
      ],
    });
    const rejected = cessionRecord({
      folio: 2,
      eventos: [
        {
          codigo: 'RCD',
          descripcion: 'Reclamo al Contenido del Documento',
          fecha: '2019-04-05 12:00:00',
          responsable: '96874030-K',
        },
      ],
    });
    const { deps } = makeDeps({ items: [accepted, rejected], nextToken: null });
    const args = { ...window, rutFactoring: FACTORING_A };
    const folios = async (tipoFiltro: string) =>
      ((await route(event(ACQUIRED, { ...args, tipoFiltro }), deps)) as { items: { folio: number }[] }).items.map(
        (i) => i.folio,
      );
    expect(await folios('aceptados')).toEqual([1]);
    expect(await folios('rechazados')).toEqual([2]);
    expect(await folios('cesion')).toEqual([1, 2]);
    await expect(folios('otro')).rejects.toMatchObject({ errorType: 'BadRequest' });
  });
});

describe("GraphQL router: 'Desde grilla'", () => {
  it('refuses the grid mass cession without cederPorGrilla or without cesionMasiva, before any document is claimed', async () => {
    const { deps } = makeDeps();
    const send = vi.fn();
    const claims = vi.fn();
    const guarded: GraphqlDeps = {
      ...deps,
      jobs: { send },
      envios: { ...deps.envios, claim: claims } as GraphqlDeps['envios'],
    };
    const args = {
      rutFactoring: FACTORING_A,
      cesionMasivaData: { rutCesionario: FACTORING_B, data: [{ rutEmisor: '76354771-K', tipo: 33, folio: 101 }] },
    };
    for (const authorization of ['token-masiva-sin-grilla', 'token-grilla-sin-masiva']) {
      const call = event('cesionMasivaGrilla', args, { authorization });
      call.info.parentTypeName = 'Mutation';
      await expect(route(call, guarded)).rejects.toMatchObject({ errorType: 'Forbidden' });
    }
    expect(send).not.toHaveBeenCalled();
    expect(claims).not.toHaveBeenCalled();
  });
});

describe('GraphQL router: the envío of each listed document', () => {
  it('joins the last envío of each document to its acquired and assigned rows, one read of the envíos per request', async () => {
    const record = cessionRecord({ folio: 100 });
    const made = makeDeps({ items: [record, cessionRecord({ folio: 101 })], nextToken: null });
    const envio = {
      rutEmisor: record.emisor.rut,
      tipoDTE: record.tipoDTE,
      folio: 100,
      estado: 'rechazado' as const,
      trackId: '0000000042',
      estadoSii: 'RCS',
      glosa: 'El cedente no es el tenedor vigente',
      tipoAccion: 'cesion' as const,
      rutCesionario: '97151000-5',
      cesionario: { rut: '97151000-5', razonSocial: 'BANCO', direccion: 'AV 1', email: 'a@b.cl' },
      montoCesion: 1,
      ultimoVencimiento: '2019-05-01',
      idSecuencia: 1,
      origenAecKey: 'k',
      aecKey: 'k2',
      enviadoEn: '2019-04-10T10:00:00.000Z',
      actualizadoEn: '2019-04-10T10:01:00.000Z',
      consultas: 2,
    };
    const listForFactoring = vi.fn(async () => [envio]);
    const deps: GraphqlDeps = { ...made.deps, envios: { ...UNUSED_STORES.envios, listForFactoring } };
    for (const field of [ACQUIRED, 'archivosElectronicoDeCesionRecuperadosDeCedente']) {
      const page = (await route(event(field, { ...window, rutFactoring: FACTORING_A }), deps)) as {
        items: Array<{ folio: number; envio: unknown }>;
      };
      expect(page.items.map((item) => [item.folio, item.envio])).toEqual([
        [
          100,
          {
            trackId: '0000000042',
            estado: 'rechazado',
            estadoSii: 'RCS',
            glosa: 'El cedente no es el tenedor vigente',
            etiqueta: 'Rechazado: RCS El cedente no es el tenedor vigente',
            tipoAccion: 'cesion',
            rutCesionario: '97151000-5',
            enviadoEn: '2019-04-10T10:00:00.000Z',
          },
        ],
        [101, null],
      ]);
    }
    expect(listForFactoring).toHaveBeenCalledTimes(2);
  });
});

describe('GraphQL router: nómina status of acquired cessions (core-platform §3, §6)', () => {
  const listed = cessionRecord({ folio: 100 });
  const unlisted = cessionRecord({ folio: 101 });
  const nominaRow = { rutClient: listed.cedente.rut, rutDebtor: listed.deudor.rut, folio: 100, estado: 'VIGENTE' };

  function nominaDeps(features: Record<string, boolean>) {
    const made = makeDeps({ items: [listed, unlisted], nextToken: null });
    const listForFactoring = vi.fn(async (_scope: FactoringScope) => [nominaRow]);
    const deps: GraphqlDeps = {
      ...made.deps,
      factorings: { get: async (rut) => ({ rut, razonSocial: 'ST CAPITAL S.A.', features }) },
      nominas: { ...UNUSED_NOMINAS.nominas, listForFactoring },
    };
    return { deps, listForFactoring };
  }

  it('sets estadoNomina and estadoDbThor for a factoring that loads a nómina, reading it once per request', async () => {
    const { deps, listForFactoring } = nominaDeps({ estadoDBThor: true });
    const page = (await route(event(ACQUIRED, { ...window, rutFactoring: FACTORING_A }), deps)) as { items: unknown[] };
    expect(page.items).toEqual([
      { ...toCesionView(listed, NOW), envio: null, estadoNomina: 'En nómina', estadoDbThor: 'VIGENTE' },
      { ...toCesionView(unlisted, NOW), envio: null, estadoNomina: 'No está en nómina', estadoDbThor: null },
    ]);
    expect(listForFactoring).toHaveBeenCalledTimes(1);
    expect(listForFactoring).toHaveBeenCalledWith(expect.objectContaining({ rutFactoring: FACTORING_A }));
  });

  it('leaves estadoNomina null and reads no nómina for other factorings and for the assigned list', async () => {
    const off = nominaDeps({});
    const page = (await route(event(ACQUIRED, { ...window, rutFactoring: FACTORING_A }), off.deps)) as {
      items: unknown[];
    };
    expect(page.items).toEqual([listed, unlisted].map((record) => ({ ...toCesionView(record, NOW), envio: null })));
    expect(off.listForFactoring).not.toHaveBeenCalled();
    const on = nominaDeps({ estadoDBThor: true });
    await route(
      event('archivosElectronicoDeCesionRecuperadosDeCedente', { ...window, rutFactoring: FACTORING_A }),
      on.deps,
    );
    expect(on.listForFactoring).not.toHaveBeenCalled();
  });
});

describe('GraphQL router: failures', () => {
  it('reports a field without resolver as NotFound', async () => {
    const { deps } = makeDeps();
    await expect(route(event('noExiste', {}), deps)).rejects.toMatchObject({ errorType: 'NotFound' });
  });

  it('hides unexpected errors behind an Internal error', async () => {
    const { deps, query } = makeDeps();
    query.mockRejectedValueOnce(new Error('ProvisionedThroughputExceeded: table cessions'));
    const output = captureOutput();
    const call = route(event(ACQUIRED, { ...window, rutFactoring: FACTORING_A }), deps);
    await expect(call).rejects.toMatchObject({ errorType: 'Internal', message: 'Error interno del servidor' });
    output.restore();
    // Logged as one JSON line that names the operation and the factoring it acted for.
    expect(output.jsonLines()).toMatchObject([
      {
        level: 'ERROR',
        message: `GraphQL Query.${ACQUIRED} failed`,
        operation: `Query.${ACQUIRED}`,
        factoring: FACTORING_A,
      },
    ]);
  });
});

import { systemScope } from '@lambdas/access/system-scope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeRut } from '@domain/rut';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { EnvioRepository } from '@lambdas/store/envio-repository';
import { DEMO_RECESIONARIOS, UNREGISTERED_RECESIONARIO } from '@infra/local/seed-recesionarios';
import { startE2ePlatform } from '../../support/e2e-platform';
import { ACQUIRED_ROWS as ROWS, isUntouchedSelectable, type AcquiredRow as Row } from '../../support/acquired-rows';
import { signIn } from '../../support/local-identity';
import { enrolTotp } from '../../support/totp';
import { postGraphql, type GraphqlAnswer } from '../../support/graphql-request';

/**
 * AEC envíos end to end on the local platform: a cession action claims documents, the envíos job builds and signs
 * each AEC with the factoring's certificate, uploads it to the local SII (RTCAnotEnvio), follows it with getEstEnvio,
 * and the registry's answers then show the new cesión.
 */
const CEDIDAS = `query Cedidas($rut: String!, $desde: String!, $hasta: String!) {
  archivosElectronicoDeCesionRecuperadosDeCedente(fechaInicio: $desde, fechaTermino: $hasta, rutFactoring: $rut, limit: 500) {
    items { folio tipo emisor { rut } cesionario { rut } }
  }
}`;
const MASIVA = `mutation Masiva($rut: String!, $data: CesionMasivaInput!) {
  cesionMasiva(rutFactoring: $rut, cesionMasivaData: $data) {
    statusCode
    AECs { rutEmisor folio tipo error envio { estado etiqueta } }
    AECsError { rutEmisor folio tipo error }
  }
}`;
const DEVOLVER = `mutation Devolver($rut: String!, $dtes: [DteInput!]!) {
  devolverCesiones(rutFactoring: $rut, dtes: $dtes) { statusCode AECsError { folio error } }
}`;
const ENVIOS = `query Envios($rut: String!) {
  enviosAec(rutFactoring: $rut) { rutEmisor tipo folio envio { estado estadoSii glosa etiqueta trackId tipoAccion rutCesionario } }
}`;

interface Envio {
  rutEmisor: string;
  folio: number;
  envio: {
    estado: string;
    estadoSii: string | null;
    glosa: string | null;
    etiqueta: string;
    trackId: string | null;
    tipoAccion: string;
    rutCesionario: string;
  };
}

describe('cession actions through the envíos job and the local SII', () => {
  let platform: Awaited<ReturnType<typeof startE2ePlatform>>;
  let token = '';
  let rutFactoring = '';
  const window = { desde: '', hasta: '' };

  const gql = <T>(query: string, variables: Record<string, unknown>) =>
    postGraphql<GraphqlAnswer<T>>(platform.graphqlUrl, token, query, variables);
  /** The factoring's acquired list over the window, as the screen asks for it. */
  const acquired = () =>
    gql<{ archivosElectronicoDeCesionRecuperados: { items: Row[] } }>(ROWS, {
      rut: rutFactoring,
      limit: 500,
      ...window,
    });
  /** The acquired row of `row`'s document, as the list shows it now. */
  const heldRow = async (row: Row) =>
    (await acquired()).data!.archivosElectronicoDeCesionRecuperados.items.find(
      (r) => r.folio === row.folio && r.emisor.rut === row.emisor.rut,
    );

  const selectable = async (): Promise<Row[]> => {
    const answer = await acquired();
    expect(answer.errors).toBeUndefined();
    return answer.data!.archivosElectronicoDeCesionRecuperados.items.filter(isUntouchedSelectable);
  };

  const waitForEnvio = async (folio: number, done: (envio: Envio['envio']) => boolean): Promise<Envio['envio']> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await gql<{ enviosAec: Envio[] }>(ENVIOS, { rut: rutFactoring });
      const envio = answer.data?.enviosAec.find((e) => e.folio === folio)?.envio;
      if (envio && done(envio)) return envio;
      if (Date.now() > deadline) throw new Error(`el envío del folio ${folio} no terminó: ${JSON.stringify(envio)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };

  beforeAll(async () => {
    platform = await startE2ePlatform({
      demoScale: 0.05,
      siiBehaviour: { faults: { seed: 'envios', errorShare: 0, slowShare: 0, slowMs: 0 }, envioProcessingMs: 500 },
    });
    const user = platform.users.find((u) => u.kind === 'factoring')!;
    rutFactoring = user.factorings[0]!.rut;
    const { endpoints, auth } = platform.config;
    const session = await signIn(endpoints.cognito!, auth.clientId, user.email, user.password);
    // Mass cession and return need a TOTP-verified session: the one that enrols the authenticator app is.
    await enrolTotp(platform.config, { idToken: session.IdToken, accessToken: session.AccessToken });
    token = session.IdToken;
    const today = new Date();
    window.hasta = today.toISOString().slice(0, 10);
    window.desde = new Date(today.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  }, 400_000);

  afterAll(async () => {
    await platform?.stop();
  });

  it('re-cedes a document: one envío in flight per document, accepted by the registry, then shown re-ceded and as assigned', async () => {
    const [row] = await selectable();
    expect(row).toBeDefined();
    const banco = normalizeRut(DEMO_RECESIONARIOS[0]!.rut);
    const data = { rutCesionario: banco, data: [{ rutEmisor: row!.emisor.rut, tipo: row!.tipo, folio: row!.folio }] };
    const first = await gql<{ cesionMasiva: { statusCode: number; AECs: { envio: { estado: string } }[] } }>(MASIVA, {
      rut: rutFactoring,
      data,
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.cesionMasiva).toMatchObject({ statusCode: 200, AECs: [{ envio: { estado: 'en-cola' } }] });

    // A double click: the document already has an envío in flight, so nothing is sent twice.
    const again = await gql<{ cesionMasiva: { statusCode: number; AECsError: { error: string }[] } }>(MASIVA, {
      rut: rutFactoring,
      data,
    });
    expect(again.data!.cesionMasiva).toMatchObject({
      statusCode: 400,
      AECsError: [{ error: 'El documento ya tiene un envío al SII en curso' }],
    });

    const envio = await waitForEnvio(
      row!.folio,
      (e) => e.estado === 'aceptado' || e.estado === 'rechazado' || e.estado === 'fallido',
    );
    expect(envio).toMatchObject({
      estado: 'aceptado',
      estadoSii: 'EOK',
      etiqueta: 'Aceptado',
      tipoAccion: 'cesion',
      rutCesionario: banco,
    });
    expect(envio.trackId).toMatch(/^\d{10}$/);
    expect(platform.sii.control.requests().filter((r) => r.operation === 'RTCAnotEnvio')).toHaveLength(1);

    // The acquired row is re-ceded at once (estadoCesion '' and the envío's label).
    const held = await heldRow(row!);
    expect(held).toMatchObject({ estadoCesion: '', envio: { estado: 'aceptado', etiqueta: 'Aceptado' } });

    // The registry's own answers carry the cesión: after a refresh it is among the factoring's assigned ones.
    await platform.jobs.tick();
    const cedidas = await gql<{
      archivosElectronicoDeCesionRecuperadosDeCedente: { items: { folio: number; cesionario: { rut: string } }[] };
    }>(CEDIDAS, { rut: rutFactoring, ...window });
    expect(cedidas.errors).toBeUndefined();
    expect(cedidas.data!.archivosElectronicoDeCesionRecuperadosDeCedente.items).toContainEqual(
      expect.objectContaining({ folio: row!.folio, cesionario: { rut: banco } }),
    );

    // A return of the re-ceded document is refused whole (core-platform §5).
    const devolver = await gql(DEVOLVER, {
      rut: rutFactoring,
      dtes: [{ rutEmisor: row!.emisor.rut, tipoDTE: row!.tipo, folioDTE: row!.folio }],
    });
    expect(devolver.errors?.[0]?.message).toBe('Uno o mas de lo dtes seleccionado ya se encuentra recedido');
  }, 180_000);

  it('an envío queued on a chain the registry has moved past fails before anything is built or uploaded', async () => {
    const [row] = await selectable();
    const document = { rutEmisor: row!.emisor.rut, tipoDTE: row!.tipo, folio: row!.folio };
    const banco = normalizeRut(DEMO_RECESIONARIOS[0]!.rut);
    const data = {
      rutCesionario: banco,
      data: [{ rutEmisor: document.rutEmisor, tipo: document.tipoDTE, folio: document.folio }],
    };
    expect(
      (await gql<{ cesionMasiva: { statusCode: number } }>(MASIVA, { rut: rutFactoring, data })).data!.cesionMasiva
        .statusCode,
    ).toBe(200);
    expect(
      await waitForEnvio(
        row!.folio,
        (e) => e.estado !== 'en-cola' && e.estado !== 'subiendo' && e.estado !== 'enviado',
      ),
    ).toMatchObject({ estado: 'aceptado' });

    // A second envío claimed on the chain as the factoring held it before (same stored AEC, same sequence): the
    // registry now ends in the bank's cesión, so the job must refuse it.
    const dynamo = createDynamoDocumentClient(platform.config);
    try {
      const envios = new EnvioRepository(dynamo, platform.config.tables.envios);
      const accepted = (await envios.get(systemScope(rutFactoring), document))!;
      const otro = DEMO_RECESIONARIOS[1]!;
      const at = new Date().toISOString();
      const claimed = await envios.claim(systemScope(rutFactoring), {
        ...accepted,
        estado: 'en-cola',
        trackId: null,
        estadoSii: null,
        glosa: null,
        aecKey: null,
        consultas: 0,
        rutCesionario: normalizeRut(otro.rut),
        cesionario: { ...accepted.cesionario, rut: normalizeRut(otro.rut), razonSocial: otro.razonSocial },
        enviadoEn: at,
        actualizadoEn: at,
      });
      expect(claimed).toBe(true);
      const uploads = platform.sii.control.requests().filter((r) => r.operation === 'RTCAnotEnvio').length;
      await platform.jobs.tick();
      const envio = await waitForEnvio(
        row!.folio,
        (e) => e.estado === 'fallido' || e.estado === 'enviado' || e.estado === 'aceptado',
      );
      const glosa = `El documento ya no está en poder del factoring: fue cedido a ${banco} (secuencia ${accepted.idSecuencia + 1}).`;
      expect(envio).toMatchObject({
        estado: 'fallido',
        glosa,
        etiqueta: `Envío fallido: ${glosa}`,
        rutCesionario: normalizeRut(otro.rut),
      });
      expect(platform.sii.control.requests().filter((r) => r.operation === 'RTCAnotEnvio')).toHaveLength(uploads);
    } finally {
      dynamo.destroy();
    }
  }, 180_000);

  it('an AEC to a company that is no current taxpayer is rejected by the registry (RCS) and the document stays held', async () => {
    const [row] = await selectable();
    const data = {
      rutCesionario: normalizeRut(UNREGISTERED_RECESIONARIO.rut),
      data: [{ rutEmisor: row!.emisor.rut, tipo: row!.tipo, folio: row!.folio }],
    };
    const answer = await gql<{ cesionMasiva: { statusCode: number } }>(MASIVA, { rut: rutFactoring, data });
    expect(answer.data!.cesionMasiva.statusCode).toBe(200);
    const envio = await waitForEnvio(
      row!.folio,
      (e) => e.estado === 'rechazado' || e.estado === 'aceptado' || e.estado === 'fallido',
    );
    expect(envio.estado).toBe('rechazado');
    expect(envio.estadoSii).toBe('RCS');
    expect(envio.etiqueta).toMatch(/^Rechazado: RCS Cesionario 77001234-1 no es un contribuyente vigente en el SII/);
    const held = await heldRow(row!);
    expect(held!.estadoCesion).not.toBe('');
  }, 120_000);

  it("refuses another factoring's request and rows that name no cedible document, keeping the good ones", async () => {
    const other = await gql(MASIVA, {
      rut: '77360390-1',
      data: {
        rutCesionario: normalizeRut(DEMO_RECESIONARIOS[0]!.rut),
        data: [{ rutEmisor: '1-9', tipo: 33, folio: 1 }],
      },
    });
    expect(other.errors?.[0]?.errorType).toBe('Forbidden');

    const [row] = await selectable();
    const mixed = await gql<{
      cesionMasiva: { statusCode: number; AECs: { folio: number }[]; AECsError: { folio: number; error: string }[] };
    }>(MASIVA, {
      rut: rutFactoring,
      data: {
        rutCesionario: normalizeRut(DEMO_RECESIONARIOS[1]!.rut),
        data: [
          { rutEmisor: row!.emisor.rut, tipo: row!.tipo, folio: row!.folio },
          { rutEmisor: '76354771-1', tipo: 33, folio: 5 },
          { rutEmisor: row!.emisor.rut, tipo: 61, folio: 5 },
          { rutEmisor: row!.emisor.rut, tipo: 33, folio: 99_999_999 },
        ],
      },
    });
    expect(mixed.data!.cesionMasiva.statusCode).toBe(400);
    expect(mixed.data!.cesionMasiva.AECs.map((a) => a.folio)).toEqual([row!.folio]);
    expect(mixed.data!.cesionMasiva.AECsError.map((e) => e.error)).toEqual([
      'Rut emisor inválido: 76354771-1',
      'El tipo de documento 61 no es cedible (33, 34, 43, 46)',
      'El documento no se encuentra entre sus cesiones adquiridas',
    ]);
  }, 60_000);
});

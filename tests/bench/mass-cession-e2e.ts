import { performance } from 'node:perf_hooks';
import { DEMO_RECESIONARIOS } from '@infra/local/seed-recesionarios';
import { normalizeRut } from '@domain/rut';
import { startE2ePlatform } from '../support/e2e-platform';
import { ACQUIRED_ROWS, isUntouchedSelectable, type AcquiredRow } from '../support/acquired-rows';
import { signIn } from '../support/local-identity';
import { enrolTotp } from '../support/totp';

const MASIVA = `mutation M($rut: String!, $data: CesionMasivaInput!) { cesionMasiva(rutFactoring: $rut, cesionMasivaData: $data) { statusCode AECs { folio } } }`;
const ENVIOS = `query E($rut: String!) { enviosAec(rutFactoring: $rut) { folio envio { estado estadoSii glosa } } }`;

/**
 * A mass cession of `count` documents end to end against the local SII: the demo world at full
 * scale, the first factoring's selectable acquired documents of the last 93 days, one cesionMasiva request to a
 * registered recessionary, then the envíos job builds, signs, uploads and follows every AEC until the registry
 * answered each (getEstEnvio EOK or a rejection). Reports the request's time and the time until the last envío
 * ended, and how they ended.
 */
export async function benchMassCessionEndToEnd(count = 500): Promise<Record<string, number>> {
  const platform = await startE2ePlatform({
    siiBehaviour: { faults: { seed: 'bench', errorShare: 0, slowShare: 0, slowMs: 0 } },
  });
  try {
    const user = platform.users.find((u) => u.kind === 'factoring')!;
    const rut = user.factorings[0]!.rut;
    const session = await signIn(
      platform.config.endpoints.cognito!,
      platform.config.auth.clientId,
      user.email,
      user.password,
    );
    // A mass cession needs a TOTP-verified session (lambdas/access/second-factor.ts): the one that enrols the app is.
    await enrolTotp(platform.config, { idToken: session.IdToken, accessToken: session.AccessToken });
    const token = session.IdToken;
    const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await fetch(platform.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ query, variables }),
      });
      const answer = (await response.json()) as { data: T; errors?: unknown[] };
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data;
    };
    const rows: AcquiredRow[] = [];
    const today = Date.now();
    for (let back = 0; back < 93 && rows.length < count; back += 31) {
      const hasta = new Date(today - back * 86_400_000).toISOString().slice(0, 10);
      const desde = new Date(today - (back + 30) * 86_400_000).toISOString().slice(0, 10);
      let next: string | null = null;
      do {
        const page: { archivosElectronicoDeCesionRecuperados: { items: AcquiredRow[]; nextToken: string | null } } =
          await gql(ACQUIRED_ROWS, {
            rut,
            desde,
            hasta,
            limit: 5000,
            next,
          });
        rows.push(...page.archivosElectronicoDeCesionRecuperados.items);
        next = page.archivosElectronicoDeCesionRecuperados.nextToken;
      } while (next);
    }
    const selectable = [
      ...new Map(rows.filter(isUntouchedSelectable).map((r) => [`${r.emisor.rut}#${r.tipo}#${r.folio}`, r])).values(),
    ].slice(0, count);
    const data = {
      rutCesionario: normalizeRut(DEMO_RECESIONARIOS[0]!.rut),
      data: selectable.map((r) => ({ rutEmisor: r.emisor.rut, tipo: r.tipo, folio: r.folio })),
    };
    const started = performance.now();
    const answer = await gql<{ cesionMasiva: { statusCode: number; AECs: unknown[] } }>(MASIVA, { rut, data });
    const requestMs = performance.now() - started;
    let envios: { envio: { estado: string; estadoSii: string | null; glosa: string | null } }[] = [];
    for (;;) {
      envios = (await gql<{ enviosAec: typeof envios }>(ENVIOS, { rut })).enviosAec;
      if (envios.every((e) => ['aceptado', 'rechazado', 'fallido'].includes(e.envio.estado))) break;
      if (performance.now() - started > 30 * 60_000) throw new Error('los envíos no terminaron en 30 minutos');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const endToEndSeconds = (performance.now() - started) / 1000;
    const ended = (estado: string) => envios.filter((e) => e.envio.estado === estado).length;
    // Why the registry refused some: printed so a reader can tell the demo world's cases from a fault.
    const reasons = new Map<string, number>();
    for (const { envio } of envios.filter((e) => e.envio.estado !== 'aceptado')) {
      const reason = `${envio.estadoSii ?? ''} ${envio.glosa ?? ''}`.replace(/\d{7,8}-[\dK]/g, '<rut>').trim();
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    if (reasons.size > 0)
      console.log(
        JSON.stringify({ bench: 'mass-cession end to end: not accepted', reasons: Object.fromEntries(reasons) }),
      );
    return {
      documents: selectable.length,
      claimed: answer.cesionMasiva.AECs.length,
      requestMs: Math.round(requestMs),
      endToEndSeconds: Math.round(endToEndSeconds * 10) / 10,
      secondsPer100: Math.round((endToEndSeconds / Math.max(1, selectable.length)) * 1000) / 10,
      aceptados: ended('aceptado'),
      rechazados: ended('rechazado'),
      fallidos: ended('fallido'),
    };
  } finally {
    await platform.stop();
  }
}

import { storeCessions } from '@tests/support/store-cessions';
import { performance } from 'node:perf_hooks';
import { addMinutes, format } from 'date-fns';
import { startLocalAppSync } from '@infra/local/appsync';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route } from '@lambdas/graphql/router';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { CESION_FIELDS } from '@web/lib/cessions/cesion-fields';
import { startLocalIdentity } from '../support/local-identity';
import { cessionRecord } from '../support/cession-factory';
import { p50p95Ms, round } from './stats';

const RUT_FACTORING = '76389992-6';
const QUERY = `query ($desde: String!, $hasta: String!, $rutFactoring: String!, $nextToken: String) {
  archivosElectronicoDeCesionRecuperados(fechaInicio: $desde, fechaTermino: $hasta, rutFactoring: $rutFactoring, limit: 1000, nextToken: $nextToken) {
    items { ${CESION_FIELDS} } nextToken ultimaActualizacion } }`;

/**
 * The acquired-cessions query in local mode (dynalite + cognito-local + graphql-js host + the router):
 * a factoring with `size` cessions spread over a 31-day window, read through GraphQL over HTTP with a real
 * id token. Reports p50/p95 in ms of the first page (1,000 items) and of the whole window (all pages).
 */
export async function benchAcquiredQuery(size = 20_000, runs = 10): Promise<Record<string, number>> {
  const local = await startLocalIdentity();
  try {
    const { config } = local;
    const doc = createDynamoDocumentClient(config);
    const start = new Date(2026, 9, 1, 0, 0);
    const records = Array.from({ length: size }, (_, i) =>
      cessionRecord({
        rutFactoring: RUT_FACTORING,
        folio: 100_000 + i,
        fechaCesion: format(addMinutes(start, Math.floor((i * 31 * 24 * 60) / size)), 'yyyy-MM-dd HH:mm'),
        emisor: { rut: `${76_000_000 + (i % 60)}-0`, razonSocial: `CEDENTE ${i % 60}` },
      }),
    );
    const seedStart = performance.now();
    await storeCessions(new CessionRepository(doc, config.tables.cessions), records);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    doc.destroy();

    // With its userCompanies row, where the server reads the user's factorings and flags.
    const { idToken: token } = await local.addUser({
      email: 'bench@radarcesiones.cl',
      password: 'Bench2026',
      attributes: { rutCesionario: RUT_FACTORING, cesionesAdquiridas: '1' },
    });
    const deps = createGraphqlDeps(config);
    const appsync = await startLocalAppSync((event) => route(event, deps));
    const post = async (nextToken: string | null) => {
      const response = await fetch(appsync.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({
          query: QUERY,
          variables: { desde: '2026-10-01', hasta: '2026-10-31', rutFactoring: RUT_FACTORING, nextToken },
        }),
      });
      const body = (await response.json()) as {
        data: { archivosElectronicoDeCesionRecuperados: { items: unknown[]; nextToken: string | null } };
      };
      return body.data.archivosElectronicoDeCesionRecuperados;
    };
    const firstPage: number[] = [];
    const whole: number[] = [];
    let items = 0;
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      let page = await post(null);
      firstPage.push(performance.now() - t0);
      items = page.items.length;
      while (page.nextToken) {
        page = await post(page.nextToken);
        items += page.items.length;
      }
      whole.push(performance.now() - t0);
    }
    await appsync.stop();
    if (items !== size) throw new Error(`the window returned ${items} cessions, expected ${size}`);
    return {
      cessions: size,
      seedSeconds: round(seedSeconds),
      ...p50p95Ms('firstPage', firstPage),
      ...p50p95Ms('wholeWindow', whole),
    };
  } finally {
    await local.stop();
  }
}

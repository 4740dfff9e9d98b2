/**
 * The 1,000-document AEC zip (core-platform §7 POST /v1/jwt/aecs) over the seeded platform (seeded-platform.ts):
 * the whole request through the local REST host with a real id token (find the held cessions, read 1,000 AECs
 * from s3rver, zip them, store the zip, sign its URL), then its two I/O steps alone, each beside the way it was
 * done before (A/B in the same run): the held-cession look-ups batched per role (findHeldCessions) and one
 * findHeldCession per document (byDocument index, 3 roles, 8 documents at a time); the 1,000 reads at the
 * route's concurrency and 8 at a time; and the zip builder alone over the same 1,000 files in memory. Reading the
 * objects at the route's concurrency plus building the zip is the request's floor: the ratio of the request to it
 * does not depend on the machine (target at most 1.3).
 */
import { systemScope } from '@lambdas/access/system-scope';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { buildZip } from '@lambdas/services/documents/aec-zip';
import { findHeldCession, findHeldCessions } from '@lambdas/services/documents/held-document';
import { AEC_READ_CONCURRENCY } from '@lambdas/services/documents/aec-zip-download';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { DocumentStore } from '@lambdas/store/document-store';
import { signIn } from '../support/local-identity';
import { siiFixture } from '../support/fixtures';
import type { SeededPlatform } from './seeded-platform';
import { percentile, round } from './stats';

/**
 * @param seeded the started platform; its first `documents` cessions have a stored AEC.
 * @param runs requests (and in-memory builds) timed; the median is reported.
 * @returns ms per request, for one pass of the look-ups and of the reads (each both ways), per in-memory build,
 *   and the zip's size in MB.
 * @throws Error when a request is not answered 200 or lists errores (some AEC was not zipped).
 */
export async function benchAecZipRequest(
  seeded: SeededPlatform,
  documents = 1_000,
  runs = 3,
): Promise<Record<string, number>> {
  const { platform, user, records } = seeded;
  const { config } = platform;
  const token = (await signIn(config.endpoints.cognito!, config.auth.clientId, user.email, user.password)).IdToken;
  const chosen = records.slice(0, documents);
  const rutFactoring = user.factorings[0]!.rut;
  const refs = chosen.map((r) => ({
    rutEmisor: r.emisor.rut,
    tipoDTE: r.tipoDTE,
    folio: r.folio,
    idSecuencia: r.idSecuencia,
  }));
  const body = JSON.stringify({
    aecs: refs.map((ref) => ({
      rut: ref.rutEmisor,
      tipo: ref.tipoDTE,
      folio: ref.folio,
      idSecuencia: ref.idSecuencia,
    })),
    formato: 'zip',
    rutFactoring,
  });
  const requests: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const response = await fetch(`${platform.restUrl}/v1/jwt/aecs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const answer = (await response.json()) as { urls?: string[]; errores?: unknown[] };
    requests.push(performance.now() - t0);
    if (response.status !== 200 || answer.errores?.length) {
      throw new Error(`POST /v1/jwt/aecs answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    }
  }

  const doc = createDynamoDocumentClient(config);
  const deps = { cessions: new CessionRepository(doc, config.tables.cessions) };
  const lookupMs = await timed(() => findHeldCessions(deps, systemScope(rutFactoring), refs));
  const perDocument = pLimit(8);
  const lookupPerDocumentMs = await timed(() =>
    Promise.all(refs.map((ref) => perDocument(() => findHeldCession(deps, systemScope(rutFactoring), ref)))),
  );
  doc.destroy();

  const s3 = createS3Client(config);
  const store = new DocumentStore(s3, config.buckets.documents);
  const readAll = (concurrency: number) => {
    const limit = pLimit(concurrency);
    return timed(() => Promise.all(chosen.map((r) => limit(() => store.getAec(r.aecKey!)))));
  };
  const s3ReadMs = await readAll(AEC_READ_CONCURRENCY);
  const s3Read8Ms = await readAll(8);
  s3.destroy();

  const bytes = new Uint8Array(
    fs.readFileSync(siiFixture('cordada__lib-cl-sii-python/sii-rtc/AEC--76354771-K--33--170--SEQ-2.xml')),
  );
  const entries = chosen.map((r) => ({ name: `${r.emisor.rut}_${r.tipoDTE}_${r.folio}.xml`, bytes }));
  const builds: number[] = [];
  let zipBytes = 0;
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    zipBytes = (await buildZip(entries)).length;
    builds.push(performance.now() - t0);
  }
  const floorMs = s3ReadMs + percentile(builds, 50);
  return {
    documents,
    requestP50Ms: round(percentile(requests, 50), 0),
    readAndZipFloorMs: round(floorMs, 0),
    requestToFloorRatio: round(percentile(requests, 50) / floorMs, 2),
    requestMaxMs: round(Math.max(...requests), 0),
    lookupAllMs: round(lookupMs, 0),
    lookupPerDocumentMs: round(lookupPerDocumentMs, 0),
    s3ReadAllMs: round(s3ReadMs, 0),
    s3ReadAll8Ms: round(s3Read8Ms, 0),
    zipBuildP50Ms: round(percentile(builds, 50), 0),
    zipMB: round(zipBytes / 1_048_576, 2),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

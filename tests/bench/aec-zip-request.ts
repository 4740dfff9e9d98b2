/**
 * The 1,000-document AEC zip (core-platform §7 POST /v1/jwt/aecs) over the seeded platform (seeded-platform.ts):
 * the whole request through the local REST host with a real id token (find the held cessions, read 1,000 AECs
 * from s3rver, zip them, store the zip, sign its URL), and its floor: reading the same 1,000 objects at the route's
 * concurrency plus building the zip of the same files in memory. The ratio of the request to its floor does not
 * depend on the machine (target at most 1.3); each run times the request, then the floor, so both are measured warm
 * and in the same conditions (the first, cold request is reported apart). Then, once each, the steps beside the ways
 * they could be done (A/B in the same run): the held-cession look-ups batched per role reading back only what serves
 * the AECs (as the route does), the same reading whole records, and one findHeldCession per document (byDocument
 * index, 3 roles, 8 documents at a time); the reads 8 at a time.
 */
import { systemScope } from '@lambdas/access/system-scope';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { buildZip } from '@lambdas/services/documents/aec-zip';
import {
  ALL_ROLES,
  findHeldCession,
  findHeldCessions,
  HELD_LINK_FIELDS,
} from '@lambdas/services/documents/held-document';
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
 * @param runs requests and floors timed after the first request; the medians are reported.
 * @returns ms of the first request, per request and per floor part (reads, in-memory build), for one pass of each
 *   look-up and of the reads 8 at a time, and the zip's size in MB.
 * @throws Error when a request is not answered 200 or lists errores (some AEC was not zipped).
 */
export async function benchAecZipRequest(
  seeded: SeededPlatform,
  documents = 1_000,
  runs = 5,
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
  const request = () =>
    timed(async () => {
      const response = await fetch(`${platform.restUrl}/v1/jwt/aecs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const answer = (await response.json()) as { urls?: string[]; errores?: unknown[] };
      if (response.status !== 200 || answer.errores?.length) {
        throw new Error(`POST /v1/jwt/aecs answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      }
    });

  const s3 = createS3Client(config);
  const store = new DocumentStore(s3, config.buckets.documents);
  const readAll = (concurrency: number) => {
    const limit = pLimit(concurrency);
    return timed(() => Promise.all(chosen.map((r) => limit(() => store.getAec(r.aecKey!)))));
  };
  const bytes = new Uint8Array(
    fs.readFileSync(siiFixture('cordada__lib-cl-sii-python/sii-rtc/AEC--76354771-K--33--170--SEQ-2.xml')),
  );
  const entries = chosen.map((r) => ({ name: `${r.emisor.rut}_${r.tipoDTE}_${r.folio}.xml`, bytes }));
  let zipBytes = 0;
  const build = () => timed(async () => (zipBytes = (await buildZip(entries)).length));

  // The first request pays for compiling the route's code and opening the platform's sockets; it is reported
  // apart, and the runs then time the request and its floor one after the other, in the same conditions.
  const firstRequestMs = await request();
  const requests: number[] = [];
  const reads: number[] = [];
  const builds: number[] = [];
  for (let run = 0; run < runs; run++) {
    requests.push(await request());
    reads.push(await readAll(AEC_READ_CONCURRENCY));
    builds.push(await build());
  }
  const s3Read8Ms = await readAll(8);
  s3.destroy();

  const doc = createDynamoDocumentClient(config);
  const deps = { cessions: new CessionRepository(doc, config.tables.cessions) };
  const scope = systemScope(rutFactoring);
  const lookupMs = await timed(() => findHeldCessions(deps, scope, refs, ALL_ROLES, HELD_LINK_FIELDS));
  const lookupWholeMs = await timed(() => findHeldCessions(deps, scope, refs));
  const perDocument = pLimit(8);
  const lookupPerDocumentMs = await timed(() =>
    Promise.all(refs.map((ref) => perDocument(() => findHeldCession(deps, scope, ref)))),
  );
  doc.destroy();

  const floorMs = percentile(reads, 50) + percentile(builds, 50);
  return {
    documents,
    firstRequestMs: round(firstRequestMs, 0),
    requestP50Ms: round(percentile(requests, 50), 0),
    readAndZipFloorMs: round(floorMs, 0),
    requestToFloorRatio: round(percentile(requests, 50) / floorMs, 2),
    requestMaxMs: round(Math.max(...requests), 0),
    lookupAllMs: round(lookupMs, 0),
    lookupWholeRecordsMs: round(lookupWholeMs, 0),
    lookupPerDocumentMs: round(lookupPerDocumentMs, 0),
    s3ReadAllMs: round(percentile(reads, 50), 0),
    s3ReadAll8Ms: round(s3Read8Ms, 0),
    zipBuildP50Ms: round(percentile(builds, 50), 0),
    zipMB: round(zipBytes / 1_048_576, 2),
  };
}

/** Wall ms of one call of `run`. */
async function timed(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

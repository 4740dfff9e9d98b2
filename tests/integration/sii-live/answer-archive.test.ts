/**
 * The answer archive of a live run (every raw answer archived byte for byte, per factoring
 * and day, so any run can be replayed): a refresh-like sequence of the real SII web client against the local SII
 * (period answers, then AEC, events and reception date of each held DTE) archived by S3AnswerArchive into s3rver;
 * the tar.gz parts, extracted into a directory, replay through FileSiiGateway with the same bytes the run received,
 * and hold none of the claves, passwords or certificates.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChile } from '@domain/chile-time';
import { parseEventList } from '@domain/sii-soap';
import type { DocumentKey } from '@domain/document-key';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import type { PeriodQuery, SiiFile } from '@lambdas/platform/sii-port';
import { S3AnswerArchive } from '@lambdas/sii/web/s3-answer-archive';
import { removeDirs } from '../../support/local-sii-world';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { startSiiLive, withClave, type SiiLive } from '../../support/sii-live-harness';
import { itLeavesNoSecrets } from '../../support/sii-live-secrets';
import { dtesWithAec, worldDtes } from '../../support/sii-live-world';
import { extractTarGz, filesUnder } from '../../support/sii-web-tar';

let live: SiiLive;
let engines: LocalEngines;
let replayDir: string;

/** The DTEs the run asks about: 12 the factoring acquired, and one the SII keeps no events list of. */
let dtes: DocumentKey[];
let unlisted: DocumentKey;
/** What the run received, by kind, to compare with the replay. */
const received = { period: [] as SiiFile[], aec: [] as SiiFile[], events: [] as SiiFile[], reception: [] as SiiFile[] };
const RUN_ID = 'run-en-vivo';

beforeAll(async () => {
  [live, engines] = await Promise.all([startSiiLive(), startLocalEngines()]);
  replayDir = mkdtempSync(path.join(tmpdir(), 'sii-live-replay-'));
  dtes = (await dtesWithAec(live.files, query())).slice(0, 12);
  for (const dte of worldDtes(live.world)) {
    if (await live.files.fetchEvents(dte)) continue;
    unlisted = dte;
    break;
  }
});

afterAll(async () => {
  await Promise.all([live?.stop(), engines?.stop()]);
  removeDirs(replayDir);
});

const query = (): PeriodQuery => ({
  rut: live.sii.credentials.factorings[0]!.rutEmpresa,
  role: 'cesionario',
  desde: '2025-05-01',
  hasta: '2025-06-30',
});

describe('a run archived to S3', () => {
  it('writes its answers as tar.gz parts under sii-raw/{factoring}/{Chile day}/{runId}-NNN.tar.gz', async () => {
    const f = live.sii.credentials.factorings[0]!;
    const now = new Date();
    const archive = new S3AnswerArchive(engines.s3, engines.config.buckets.documents, {
      scope: f.rutEmpresa,
      runId: RUN_ID,
      now,
      logger: live.capture.logger,
    });
    const gateway = live.client.factoringGateway(withClave(f), archive);
    received.period = await gateway.fetchPeriodAnswers(query());
    for (const dte of dtes) received.aec.push((await gateway.fetchAec(dte))!);
    for (const dte of [...dtes, unlisted]) {
      received.events.push((await gateway.fetchEvents(dte))!);
      received.reception.push((await gateway.fetchReceptionDate(dte))!);
    }
    await gateway.close();
    await archive.close();

    const prefix = `sii-raw/${f.rutEmpresa}/${todayInChile(now)}/`;
    const listed = await engines.s3.send(
      new ListObjectsV2Command({ Bucket: engines.config.buckets.documents, Prefix: prefix }),
    );
    const keys = (listed.Contents ?? []).map((o) => o.Key!).sort();
    expect(keys).toEqual([`${prefix}${RUN_ID}-001.tar.gz`]);
    for (const key of keys) {
      const object = await engines.s3.send(
        new GetObjectCommand({ Bucket: engines.config.buckets.documents, Key: key }),
      );
      extractTarGz(await object.Body!.transformToByteArray(), replayDir);
    }
    const names = filesUnder(replayDir);
    for (const name of names)
      live.capture.archivedFiles.push({ name, bytes: readFileSync(path.join(replayDir, name)) });
    expect(names).toContain('manifest-001.jsonl');
    expect(names.filter((n) => n.startsWith('otros/')).map((n) => n.replace(/^otros\/\d{5}-/, ''))).toEqual(
      expect.arrayContaining([
        'CAutInicio.html',
        'admRPDOBuild.html',
        'admRepresentar.html',
        'getSeed.xml',
        'getToken.xml',
        'autTermino.html',
      ]),
    );
  });
});

describe('the extracted archive replayed through FileSiiGateway', () => {
  const same = (got: SiiFile | null, want: SiiFile) => {
    expect(got?.name).toBe(want.name);
    expect(Buffer.from(got!.bytes).equals(Buffer.from(want.bytes))).toBe(true);
  };

  it('gives the period answers the run received, byte for byte', async () => {
    expect(received.period).toHaveLength(2);
    const replayed = await new FileSiiGateway(replayDir).fetchPeriodAnswers(query());
    expect(replayed.map((file) => file.name)).toEqual(received.period.map((file) => file.name));
    received.period.forEach((file, i) => same(replayed[i]!, file));
  });

  it('gives the AECs, events and reception dates the run received, byte for byte (a SOAP Fault included)', async () => {
    expect(received.aec).toHaveLength(12);
    expect(parseEventList(received.events.at(-1)!.bytes)).toBeNull();
    const replay = new FileSiiGateway(replayDir);
    for (const [i, dte] of dtes.entries()) same(await replay.fetchAec(dte), received.aec[i]!);
    for (const [i, dte] of [...dtes, unlisted].entries()) {
      same(await replay.fetchEvents(dte), received.events[i]!);
      same(await replay.fetchReceptionDate(dte), received.reception[i]!);
    }
  });
});

itLeavesNoSecrets(() => live);

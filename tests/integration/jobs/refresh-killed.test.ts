import { systemScope } from '@lambdas/access/system-scope';
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import { UNDELIVERED_CLAIM_AFTER_MS } from '@lambdas/services/events/publish-platform-events';
import { refreshFactoring, type RefreshDeps } from '@lambdas/services/refresh/refresh-factoring';
import { REPO_ROOT, siiFixture } from '../../support/fixtures';
import { recordedEvents } from '../../support/recorded-events';
import { engineRefreshDeps } from '../../support/refresh-deps';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { periodTxt } from './sii-files';

const FACTORING = '76389992-6';
const PERIOD_DIR = siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt');
const PERIOD_NAME = 'CESIONES_76389992-6_2_04042019_08042019.txt';
/** 2019-04-10 11:00 in Santiago: the baseline run; the killed run comes 20 minutes later. */
const NOW = new Date('2019-04-10T15:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
/** New acquired cessions the second run finds: enough for a dozen BatchWriteItem calls. */
const NEW_ROWS = 300;

/**
 * The fault test: a refresh process killed in the middle of its work (SIGKILL, as a Lambda timeout or a
 * lost host ends it) leaves a store the next run completes, with nothing lost or duplicated, neither cessions nor
 * platform events.
 */
describe('a refresh killed in the middle of its work', () => {
  let engines: LocalEngines;
  let workDir: string;
  let recorded: ReturnType<typeof recordedEvents>;
  /** The instant of the in-process run under way: the publisher's ledger is stamped with it, as in production. */
  let clock = NOW;

  beforeEach(async () => {
    engines = await startLocalEngines();
    recorded = recordedEvents(engines.doc, engines.config.tables.platformEvents, () => clock);
    workDir = await mkdtemp(path.join(os.tmpdir(), 'radar-killed-'));
    await copyFile(path.join(PERIOD_DIR, PERIOD_NAME), path.join(workDir, PERIOD_NAME));
  });

  afterEach(async () => {
    await engines?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  /** One in-process refresh at `now`. */
  function run(now: Date) {
    clock = now;
    return refreshFactoring(deps(), { scope: systemScope(FACTORING), now });
  }

  function deps(): RefreshDeps {
    return engineRefreshDeps(engines, workDir, { events: recorded.publisher });
  }

  /**
   * A second answer with NEW_ROWS rows of the real file under new folios (900000 + folio): new cessions. Returns their
   * folios (fewer than NEW_ROWS: the file repeats some folios under other emisores).
   */
  async function addNewCessions(): Promise<Set<number>> {
    const lines = (await readFile(path.join(PERIOD_DIR, PERIOD_NAME), 'utf8'))
      .split(/\r?\n/)
      .slice(2)
      .filter((line) => line.trim() !== '');
    const rows = lines.slice(0, NEW_ROWS).map((line) => {
      const columns = line.split(';');
      columns[6] = String(900000 + Number(columns[6]));
      return columns.join(';');
    });
    await writeFile(
      path.join(workDir, 'CESIONES_76389992-6_2_05042019_07042019.txt'),
      periodTxt(FACTORING, 'CESIONARIO', '05042019', '07042019', rows),
    );
    return new Set(rows.map((row) => Number(row.split(';')[6])));
  }

  /**
   * Runs the refresh in a child process killed at `kill` (tests/support/refresh-child.ts); resolves with its signal.
   */
  async function killedRun(kill: string, now: Date, sinkFile: string): Promise<NodeJS.Signals | null> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'tests/support/refresh-child.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        RC_CONFIG: JSON.stringify(engines.config),
        RC_KILL: kill,
        RC_NOW: now.toISOString(),
        RC_FACTORING: FACTORING,
        RC_SII_DIR: workDir,
        RC_SINK_FILE: sinkFile,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('exit', (c, s) => resolve([c, s])),
    );
    if (signal === null) throw new Error(`the refresh process ended by itself (code ${code}): ${stderr}`);
    return signal;
  }

  async function handedInChild(sinkFile: string): Promise<PlatformEvent[]> {
    const text = await readFile(sinkFile, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as PlatformEvent);
  }

  /** Every stored acquired cession's folio, one per item. */
  async function storedFolios(): Promise<number[]> {
    const page = await engines.doc.send(
      new QueryCommand({
        TableName: engines.config.tables.cessions,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `${FACTORING}#cesionario` },
      }),
    );
    return (page.Items ?? []).map((item) => Number(item.folio));
  }

  async function ledgerIds(): Promise<string[]> {
    return (
      (await engines.doc.send(new ScanCommand({ TableName: engines.config.tables.platformEvents }))).Items ?? []
    ).map((item) => String(item.id));
  }

  it('killed between two cession writes: the next run stores the rest, once each, and raises each new cession once', async () => {
    const baseline = await run(NOW);
    expect(baseline.status).toBe('ok');
    const before = await storedFolios();
    const added = await addNewCessions();
    const sinkFile = path.join(workDir, 'sink.jsonl');

    expect(await killedRun('batch:4', later(20), sinkFile)).toBe('SIGKILL');
    const afterKill = await storedFolios();
    // Killed mid-write: some of the new cessions are stored, not all.
    const storedNew = afterKill.filter((folio) => added.has(folio));
    expect(storedNew.length).toBeGreaterThan(0);
    expect(storedNew.length).toBeLessThan(added.size);

    const recovery = await run(later(40));
    expect(recovery.status).toBe('ok');
    const folios = await storedFolios();
    expect(folios).toHaveLength(before.length + NEW_ROWS);
    expect(folios.filter((folio) => added.has(folio))).toHaveLength(NEW_ROWS);

    // The killed run handed its events on before writing; the recovery raised them again and the ledger kept them once.
    const handed = [...(await handedInChild(sinkFile)), ...recorded.published];
    const nuevas = handed.filter((event) => event.tipo === 'cesion.nueva');
    expect(new Set(nuevas.map((event) => event.documento.folio))).toEqual(added);
    expect(new Set(handed.map((event) => event.id)).size).toBe(handed.length);
    expect((await ledgerIds()).sort()).toEqual(handed.map((event) => event.id).sort());

    // Before the hourly retry of the AECs the SII did not have, a further run finds nothing to write or raise.
    const third = await run(later(45));
    expect(third.counts.written).toBe(0);
    expect(recorded.published).toHaveLength(handed.length - (await handedInChild(sinkFile)).length);
  });

  it('killed after recording its events and before its sinks had them: the next scheduled run hands each on once', async () => {
    await run(NOW);
    const added = await addNewCessions();
    const sinkFile = path.join(workDir, 'sink.jsonl');
    expect(await killedRun('sinks', later(20), sinkFile)).toBe('SIGKILL');
    expect(await handedInChild(sinkFile)).toEqual([]);
    expect((await ledgerIds()).length).toBeGreaterThanOrEqual(added.size);

    // Within the claim lapse the dead run might still be handing them on: nothing is handed twice.
    expect((await run(later(21))).status).toBe('ok');
    expect(recorded.published).toEqual([]);

    // That run wrote the cessions, so nothing raises these events again: the next run hands on the pending records.
    expect((await run(new Date(later(20).getTime() + UNDELIVERED_CLAIM_AFTER_MS + 60_000))).status).toBe('ok');
    const nuevas = recorded.published.filter((event) => event.tipo === 'cesion.nueva');
    expect(new Set(nuevas.map((event) => event.documento.folio))).toEqual(added);
    expect(new Set(recorded.published.map((event) => event.id)).size).toBe(recorded.published.length);
    expect(recorded.published.map((event) => event.id).sort()).toEqual((await ledgerIds()).sort());
    expect((await run(later(30))).counts.written).toBe(0);
    expect(new Set(recorded.published.map((event) => event.id)).size).toBe(recorded.published.length);
  });
});

import { performance } from 'node:perf_hooks';
import type { CessionRepository } from '../../store/cession-repository';
import type { DocumentStore } from '../../store/document-store';
import type { RefreshRun, RefreshRunRepository } from '../../store/refresh-run-repository';
import type { SiiGateway } from '../../sii/port';
import { recededInPeriod } from './build-cession-record';
import { buildRecords } from './document-records';
import { collectPeriodRows } from './period-rows';
import { refreshWindow } from './refresh-window';
import { messageOf, RunReport } from './run-report';
import { bySourceHash } from './source-hash';
import { readStored, writeChanges } from './write-changes';

/** Where the refresh writes its progress lines (console satisfies it). */
export interface RefreshLogger {
  info(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** What a refresh needs, injected by the handler (or a test). */
export interface RefreshDeps {
  gateway: SiiGateway;
  cessions: CessionRepository;
  documents: DocumentStore;
  refreshRuns: RefreshRunRepository;
  logger: RefreshLogger;
}

/**
 * Refreshes the cessions of one factoring from the SII (ARCHITECTURE.md data flow: SII gateway -> domain
 * parsers -> repositories) and records the run in refreshRuns.
 * For the roles cesionario, cedente and deudor it reads the period answers of the window (`windowDays` Chile
 * calendar days up to the day of `now`, 93 by default), keeps the rows inside it once each, fetches and stores
 * each document's AEC (byte-identical), event list and reception date, builds the CessionRecords and writes
 * only what changed, so a repeated run changes nothing. An AEC whose bytes (and rows) are those a stored
 * record was built from is not parsed or stored again (document-records.ts, source-hash.ts). Bad files and rows
 * are reported in the run and skipped. Any other failure (the gateway or a store throws) ends the run as
 * 'failed' without deleting anything. `now` also stamps startedAt and updatedAt (ISO).
 * @returns the recorded run.
 * @throws RangeError when windowDays is not a positive integer; the store's error when the run itself
 *   cannot be recorded.
 */
export async function refreshFactoring(
  deps: RefreshDeps,
  input: { rutFactoring: string; now: Date; windowDays?: number },
): Promise<RefreshRun> {
  const started = performance.now();
  const { rutFactoring, now } = input;
  const window = refreshWindow(now, input.windowDays);
  const report = new RunReport();
  let status: RefreshRun['status'] = 'ok';
  try {
    const rows = await collectPeriodRows(deps.gateway, rutFactoring, window, report);
    const stored = await readStored(deps.cessions, rutFactoring, window);
    const previous = bySourceHash([...stored.values()].flat());
    const context = { rutFactoring, updatedAt: now.toISOString(), recededByPeriod: recededInPeriod(rows) };
    const records = await buildRecords(deps, rows, previous, context, report);
    await writeChanges(deps.cessions, stored, records, report);
  } catch (error) {
    status = 'failed';
    report.problem({ source: 'refresh', message: messageOf(error) });
    deps.logger.error('refresh failed', { rutFactoring, error: messageOf(error) });
  }
  const run: RefreshRun = {
    rutFactoring,
    startedAt: now.toISOString(),
    durationMs: Math.round(performance.now() - started),
    status,
    ...window,
    counts: report.counts,
    errors: report.errors,
  };
  await deps.refreshRuns.record(run);
  deps.logger.info('refresh run', { rutFactoring, status, durationMs: run.durationMs, ...run.counts });
  return run;
}

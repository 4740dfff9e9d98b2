import { performance } from 'node:perf_hooks';
import type { CessionRepository } from '../../store/cession-repository';
import type { FactoringRepository } from '../../store/factoring-repository';
import { withRedFlags } from '@domain/red-flags/evaluate-red-flags';
import { readRedFlagSettings } from '@domain/red-flags/settings';
import type { DocumentStore } from '../../store/document-store';
import type { RefreshProgress, RefreshRun, RefreshRunRepository } from '../../store/refresh-run-repository';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { SiiGateway } from '../../platform/sii-port';
import type { RefreshEventPort } from '../events/publish-platform-events';
import { recededInPeriod } from './build-cession-record';
import { buildRecords } from './document-records';
import { detectCessionEvents } from './detect-events';
import { recordAcquiredCessions, type AcquiredCessionDeps } from '../invoice-changes/record-acquired-cessions';
import { collectPeriodRows } from './period-rows';
import { refreshWindow } from './refresh-window';
import { ThrottledProgress } from '../progress/throttled-progress';
import { messageOf, RunReport } from './run-report';
import { updateCartera, type CarteraUpdateDeps } from './update-cartera';
import { updateReportCells, type ReportCellUpdateDeps } from './update-report-cells';
import { byIdentity, readStored, writeChanges } from './write-changes';

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
  /** The factoring records, for the red-flag settings in their features (domain/red-flags/settings.ts). */
  factorings: Pick<FactoringRepository, 'get'>;
  /** The 'Cartera' aggregates the run keeps in step with what it writes (update-cartera.ts). */
  carteras: CarteraUpdateDeps['carteras'];
  /** The 'Reportes' cells the run keeps in step with what it writes (update-report-cells.ts). */
  reportCells: ReportCellUpdateDeps['reportCells'];
  /** Where the events the run detects go, and the pending ones of a dead run come from (publish-platform-events.ts). */
  events: RefreshEventPort;
  /**
   * The sales-ledger radar's stores: the run records the cessions of enrolled clients' documents it newly acquired
   * (invoice-changes/record-acquired-cessions.ts); null without enrolled clients (the SII read from files).
   */
  radar: AcquiredCessionDeps | null;
  logger: RefreshLogger;
}

/**
 * Refreshes the cessions of the scope's factoring from the SII (ARCHITECTURE.md data flow: SII gateway -> domain
 * parsers -> repositories) and records the run in refreshRuns.
 * For the roles cesionario, cedente and deudor it reads the period answers of the window (`windowDays` Chile
 * calendar days up to the day of `now`, 93 by default), keeps the rows inside it once each, asks the SII per
 * document only for what may have changed (document-plan.ts: the AEC of new or changed rows, stored
 * byte-identical; the events and reception date while they can change), builds the CessionRecords with their red
 * flags (domain/red-flags/evaluate-red-flags.ts, with the settings of the factoring record) and writes only what
 * changed, so a repeated run changes nothing. Before writing, it publishes the platform events of the changes
 * (detect-events.ts: stored records judged at the previous successful run, new ones at `now`; nothing on a factoring's
 * first run), so a run whose writes fail raises them again next time (the publisher delivers an id once); before
 * anything else it hands on the events a dead run recorded and never delivered (the ledger is an outbox). What it wrote
 * then updates the 'Cartera' aggregates (update-cartera.ts) and the 'Reportes' cells (update-report-cells.ts) and
 * records the sales-ledger radar's acquired cessions (invoice-changes/record-acquired-cessions.ts); a failure there
 * ends the run 'partial'. Bad or missing
 * answers and rejected rows are reported in the run, never replace stored data, and end the run 'partial'. A failure of
 * the whole SII session (wrong clave, no permission, the SII down: fetch-guard.ts) or of a store ends the run 'failed'
 * without writing or deleting anything. `now` also stamps startedAt and updatedAt (ISO). A factoring's first run (no
 * earlier run read the SII) records its progress as it goes (progress/throttled-progress.ts), replaced by the run's
 * record.
 * @returns the recorded run.
 * @throws RangeError when windowDays is not a positive integer; the store's error when the run itself
 *   cannot be recorded.
 */
export async function refreshFactoring(
  deps: RefreshDeps,
  input: { scope: FactoringScope; now: Date; windowDays?: number },
): Promise<RefreshRun> {
  const started = performance.now();
  const { scope, now } = input;
  const { rutFactoring } = scope;
  const window = refreshWindow(now, input.windowDays);
  const report = new RunReport();
  let status: RefreshRun['status'] = 'ok';
  let progress: ThrottledProgress<RefreshProgress> | null = null;
  try {
    const previousRun = await deps.refreshRuns.lastSuccess(scope);
    const previousRunAt = previousRun ? new Date(previousRun) : null;
    if (!previousRunAt) {
      progress = new ThrottledProgress<RefreshProgress>((progreso, at) =>
        deps.refreshRuns.recordProgress(scope, now.toISOString(), progreso, at),
      );
      progress.report({ documentos: 0, total: null }, true);
    }
    await deps.events.deliverPending(scope);
    const rows = await collectPeriodRows(deps.gateway, rutFactoring, window, report);
    const stored = await readStored(deps.cessions, scope, window);
    const context = { rutFactoring, now, recededByPeriod: recededInPeriod(rows) };
    const storedByIdentity = byIdentity(stored);
    const factoring = await deps.factorings.get(rutFactoring);
    const built = await buildRecords(deps, rows, storedByIdentity, context, report, (documentos, total) =>
      progress?.report({ documentos, total }),
    );
    const records = withRedFlags(built, { rutFactoring, settings: readRedFlagSettings(factoring?.features) });
    await deps.events.publish(
      scope,
      detectCessionEvents({ rutFactoring, stored: storedByIdentity, refreshed: records, previousRunAt, now }),
    );
    const changes = await writeChanges(deps.cessions, scope, stored, records, report);
    await updateCartera(deps, scope, changes, now).catch((error: unknown) =>
      report.problem({ source: 'cartera', message: messageOf(error) }),
    );
    await updateReportCells(deps, scope, changes, now).catch((error: unknown) =>
      report.problem({ source: 'reportes', message: messageOf(error) }),
    );
    if (deps.radar)
      await recordAcquiredCessions(deps.radar, scope, changes, now).catch((error: unknown) =>
        report.problem({ source: 'radar', message: messageOf(error) }),
      );
    if (report.counts.errors > 0) status = 'partial';
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
    rejectedRows: report.rejectedRows,
  };
  await progress?.settled();
  await deps.refreshRuns.record(run);
  deps.logger.info('refresh run', { rutFactoring, status, durationMs: run.durationMs, ...run.counts });
  return run;
}

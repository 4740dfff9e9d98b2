import pLimit from 'p-limit';
import type { CessionRecord } from '../../../domain/cession';
import type { DocumentStore } from '../../store/document-store';
import type { DteKey, SiiGateway } from '../../sii/port';
import { buildCessionRecord } from './build-cession-record';
import { fetchDocumentFiles, readDocumentDetails } from './document-details';
import { dteId, type SourcedRow } from './period-rows';
import type { RunReport } from './run-report';
import { sourceHash } from './source-hash';

/** Per-DTE requests to the SII in flight at once. */
export const DTE_CONCURRENCY = 16;

/** What every record of a run shares. */
export interface RecordContext {
  rutFactoring: string;
  /** ISO instant stamped on every record built or refreshed. */
  updatedAt: string;
  /** Whether the period answers show the factoring re-ceding the row's document (recededInPeriod). */
  recededByPeriod: (source: SourcedRow) => boolean;
}

/**
 * Builds the stored cession of every period row (buildCessionRecord), fetching each DTE's AEC, event list and
 * reception date once, at most {@link DTE_CONCURRENCY} DTEs at a time. A DTE whose rows all have a stored
 * record in `previous` built from the same inputs ({@link sourceHash}: same row, same AEC bytes) and with a
 * stored AEC reuses those records with the fresh event list and reception date: its AEC is not parsed or
 * stored again. Every other DTE is read as readDocumentDetails says (bad files reported, AEC stored
 * byte-identical when absent). Every record carries its sourceHash.
 * @param previous the stored records of the run's window, by sourceHash (bySourceHash).
 * @returns one record per row, in the order of `rows`.
 * @throws the first error of the gateway or the bucket; no new DTE is started after it and the call returns
 *   only once the DTEs in flight have finished.
 */
export async function buildRecords(
  deps: { gateway: SiiGateway; documents: DocumentStore },
  rows: readonly SourcedRow[],
  previous: ReadonlyMap<string, CessionRecord>,
  context: RecordContext,
  report: RunReport,
): Promise<CessionRecord[]> {
  const byDte = new Map<string, { dte: DteKey; sources: SourcedRow[] }>();
  for (const source of rows) {
    const id = dteId(source.dte);
    const group = byDte.get(id);
    if (group) group.sources.push(source);
    else byDte.set(id, { dte: source.dte, sources: [source] });
  }
  const built = new Map<SourcedRow, CessionRecord>();
  const limit = pLimit(DTE_CONCURRENCY);
  let failed = false;
  const settled = await Promise.allSettled(
    [...byDte.values()].map(({ dte, sources }) =>
      limit(async () => {
        if (failed) return;
        try {
          const records = await documentRecords(deps, dte, sources, previous, context, report);
          sources.forEach((source, i) => built.set(source, records[i]!));
        } catch (error) {
          failed = true;
          throw error;
        }
      }),
    ),
  );
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return rows.map((source) => built.get(source)!);
}

/** The records of the rows of one DTE (see {@link buildRecords}), in the order of `sources`. */
async function documentRecords(
  deps: { gateway: SiiGateway; documents: DocumentStore },
  dte: DteKey,
  sources: SourcedRow[],
  previous: ReadonlyMap<string, CessionRecord>,
  context: RecordContext,
  report: RunReport,
): Promise<CessionRecord[]> {
  const files = await fetchDocumentFiles(deps.gateway, dte);
  const { rutFactoring, updatedAt } = context;
  const hashes = sources.map((source) =>
    sourceHash(source, files.aec?.bytes ?? null, { rutFactoring, recededByPeriod: context.recededByPeriod(source) }),
  );
  const kept = hashes.map((hash) => previous.get(hash));
  const storedAecKey = files.aec && kept.every((record) => record?.aecKey) ? kept[0]!.aecKey : null;
  const details = await readDocumentDetails(deps.documents, dte, files, report, storedAecKey);
  return sources.map((source, i) => {
    const record = kept[i];
    if (storedAecKey && record) return { ...record, eventos: details.eventos, fechaRecepcion: details.fechaRecepcion, updatedAt };
    const recededByPeriod = context.recededByPeriod(source);
    return { ...buildCessionRecord(source, details, { rutFactoring, recededByPeriod, updatedAt }), sourceHash: hashes[i]! };
  });
}

import pLimit from 'p-limit';
import type { CessionRecord } from '@domain/cession';
import type { DocumentKey } from '@domain/document-key';
import { seqOfAecKey, type DocumentStore } from '../../store/document-store';
import type { SiiGateway } from '../../platform/sii-port';
import { buildCessionRecord } from './build-cession-record';
import { rowIdentity } from './cesion-identity';
import { fetchDocumentFiles, readDocumentDetails, type DocumentDetails } from './document-details';
import { inClaimWindow, missingDue, planDocument, type DocumentPlan } from './document-plan';
import { FetchGuard } from './fetch-guard';
import { dteId } from './period-rows';
import type { SourcedRow } from './sourced-row';
import type { RunReport } from './run-report';
import { sourceHash } from './source-hash';

/** Per-DTE requests to the SII in flight at once (the SII web client paces each host below this). */
export const DTE_CONCURRENCY = 16;

/** What every record of a run shares. */
export interface RecordContext {
  rutFactoring: string;
  /** The run's clock: stamps updatedAt and eventosLeidosEn, and decides which events are due. */
  now: Date;
  /** Whether the period answers show the factoring re-ceding the row's document (recededInPeriod). */
  recededByPeriod: (source: SourcedRow) => boolean;
}

/**
 * Builds the stored cession of every period row, asking the SII per DTE only for what may have changed
 * (document-plan.ts): the AEC of new or changed rows, the reception date while unknown, the events while the
 * claim window is open and about daily after. A DTE's answers are read as readDocumentDetails says, at most
 * {@link DTE_CONCURRENCY} DTEs at a time, and merged with what is stored: a missing, failed or unreadable answer
 * never replaces a stored AEC, event list or reception date (the problem is reported; the run ends 'partial').
 * @param stored the stored records of the run's window, by rowIdentity (cesion-identity.ts).
 * @param onProgress told the DTEs built so far and their total: once before the first, then after each.
 * @returns one record per row, in the order of `rows`.
 * @throws a session-wide SiiError or the outage error (fetch-guard.ts), or the bucket's error; no new DTE is
 *   started after it and the call returns only once the DTEs in flight have finished.
 */
export async function buildRecords(
  deps: { gateway: SiiGateway; documents: DocumentStore },
  rows: readonly SourcedRow[],
  stored: ReadonlyMap<string, CessionRecord>,
  context: RecordContext,
  report: RunReport,
  onProgress: (built: number, total: number) => void = () => undefined,
): Promise<CessionRecord[]> {
  const byDte = new Map<string, { dte: DocumentKey; sources: SourcedRow[] }>();
  for (const source of rows) {
    const id = dteId(source.dte);
    const group = byDte.get(id);
    if (group) group.sources.push(source);
    else byDte.set(id, { dte: source.dte, sources: [source] });
  }
  const guard = new FetchGuard(report);
  const built = new Map<SourcedRow, CessionRecord>();
  const limit = pLimit(DTE_CONCURRENCY);
  let failed = false;
  let done = 0;
  onProgress(done, byDte.size);
  const settled = await Promise.allSettled(
    [...byDte.values()].map(({ dte, sources }) =>
      limit(async () => {
        if (failed) return;
        try {
          const records = await documentRecords(deps, dte, sources, stored, context, report, guard);
          sources.forEach((source, i) => built.set(source, records[i]!));
          onProgress((done += 1), byDte.size);
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
  dte: DocumentKey,
  sources: SourcedRow[],
  stored: ReadonlyMap<string, CessionRecord>,
  context: RecordContext,
  report: RunReport,
  guard: FetchGuard,
): Promise<CessionRecord[]> {
  const { rutFactoring, now } = context;
  const hashes = sources.map((source) =>
    sourceHash(source, { rutFactoring, recededByPeriod: context.recededByPeriod(source) }),
  );
  const previous = sources.map((source) => stored.get(rowIdentity(source)));
  const plan = planDocument(
    previous,
    previous.map((record, i) => record?.sourceHash === hashes[i]),
    now,
  );
  const files = await fetchDocumentFiles(deps.gateway, dte, plan, guard);
  const details = withoutOlderAec(await readDocumentDetails(deps.documents, dte, files, report), previous, dte, report);
  const known = previous.find((record) => record !== undefined);
  const eventos = details.eventos ?? known?.eventos ?? null;
  const fechaRecepcion = details.fechaRecepcion ?? known?.fechaRecepcion ?? null;
  // The read time of a settled document's events schedules its next read; inside the claim window they are read on
  // every run anyway, so the record is not rewritten just to note the time.
  const settled = !inClaimWindow({ fechaRecepcion, fechaEmision: sources[0]!.row.fchEmisDte }, now);
  const readAt = details.eventos !== undefined && settled ? now.toISOString() : undefined;
  const updatedAt = now.toISOString();
  const built = sources.map((source, i) => {
    const record = previous[i];
    if (record && keepsStoredAec(details, record, hashes[i]!)) return { ...record, eventos, fechaRecepcion, updatedAt };
    const aec = details.aec.status === 'fresh' ? details.aec : null;
    const recededByPeriod = context.recededByPeriod(source);
    const fresh = buildCessionRecord(
      source,
      { aec: aec?.aec ?? null, aecKey: aec?.key ?? null, eventos, fechaRecepcion },
      { rutFactoring, recededByPeriod, updatedAt },
    );
    return { ...fresh, sourceHash: hashes[i]! };
  });
  const missingAsked = missingStamp(built, previous, plan, now);
  const records = built.map((record, i) =>
    withSchedule(record, {
      eventosLeidosEn: readAt ?? previous[i]?.eventosLeidosEn,
      faltantesConsultadosEn: missingAsked,
    }),
  );
  if (details.aec.status === 'absent' && previous.some((record) => record?.aecKey)) {
    report.problem({ source: dteId(dte), message: 'el SII no entregó el AEC; se conserva el almacenado' });
  }
  report.counts[records.some((record) => record.aecKey) ? 'aecs' : 'aecsMissing'] += 1;
  return records;
}

/**
 * The details with a fresh AEC that ends before the newest one the stored records already name (aec/.../SEQ-{n}.xml)
 * read as "nothing new" and reported: an older chain from the SII never replaces a longer one already stored.
 */
function withoutOlderAec(
  details: DocumentDetails,
  previous: readonly (CessionRecord | undefined)[],
  dte: DocumentKey,
  report: RunReport,
): DocumentDetails {
  if (details.aec.status !== 'fresh') return details;
  const stored = Math.max(0, ...previous.map((record) => (record?.aecKey ? (seqOfAecKey(record.aecKey) ?? 0) : 0)));
  const seq = details.aec.aec.current.seq;
  if (seq >= stored) return details;
  report.problem({
    source: dteId(dte),
    message: `el SII entregó el AEC de la cesión ${seq}, anterior al almacenado (cesión ${stored}); se conserva el almacenado`,
  });
  return { ...details, aec: { status: 'unknown' } };
}

/**
 * True when the stored record stands for its row: its row is unchanged and the AEC was not asked again, or the AEC
 * was asked and could not be had (failed, unreadable or said absent) while the record holds one. The kept record
 * keeps its own sourceHash, so a changed row is retried on the next run.
 */
function keepsStoredAec(details: DocumentDetails, record: CessionRecord, hash: string): boolean {
  if (details.aec.status === 'fresh') return false;
  return record.sourceHash === hash ? !!record.aecKey || details.aec.status === 'unknown' : !!record.aecKey;
}

/**
 * The faltantesConsultadosEn of a DTE's records: none when the SII gave everything (AEC, event list, reception date);
 * otherwise the instant the missing answers were last asked on schedule: now when this run's ask was due
 * (document-plan.ts missingDue), else the stored one, so asking inside the claim window does not rewrite the record.
 */
function missingStamp(
  built: readonly CessionRecord[],
  previous: readonly (CessionRecord | undefined)[],
  plan: DocumentPlan,
  now: Date,
): string | undefined {
  const missing = built.some((record) => !record.aecKey || record.eventos === null || record.fechaRecepcion === null);
  if (!missing) return undefined;
  const stamp = previous.find((record) => record?.faltantesConsultadosEn)?.faltantesConsultadosEn;
  const asked = plan.aec || plan.events || plan.reception;
  return asked && missingDue({ faltantesConsultadosEn: stamp }, now) ? now.toISOString() : stamp;
}

/** The record with its optional schedule instants set when known (DynamoDB items carry no undefined attributes). */
function withSchedule(
  record: CessionRecord,
  schedule: Pick<CessionRecord, 'eventosLeidosEn' | 'faltantesConsultadosEn'>,
): CessionRecord {
  const { eventosLeidosEn: _read, faltantesConsultadosEn: _missing, ...rest } = record;
  return {
    ...rest,
    ...(schedule.eventosLeidosEn ? { eventosLeidosEn: schedule.eventosLeidosEn } : {}),
    ...(schedule.faltantesConsultadosEn ? { faltantesConsultadosEn: schedule.faltantesConsultadosEn } : {}),
  };
}

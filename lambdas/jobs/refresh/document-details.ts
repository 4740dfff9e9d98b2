import pLimit from 'p-limit';
import { parseAec } from '../../../domain/aec/parse';
import type { Aec } from '../../../domain/aec/types';
import type { DteEvent } from '../../../domain/event-types';
import { parseEventList, parseReceptionDate } from '../../../domain/sii-soap';
import type { DocumentStore } from '../../store/document-store';
import { aecKey } from '../../store/document-store';
import type { DteKey, SiiFile, SiiGateway } from '../../sii/port';
import { dteId } from './period-rows';
import { messageOf, type RunReport } from './run-report';

/** Per-DTE requests to the SII in flight at once. */
export const DTE_CONCURRENCY = 16;

/** What the SII says about one DTE beyond the period answer. */
export interface DocumentDetails {
  /** The parsed current AEC, null when the SII has none or it failed to parse. */
  aec: Aec | null;
  /** S3 key where that AEC is stored, null with it. */
  aecKey: string | null;
  /** null when the SII gave no event list (or a bad one). */
  eventos: DteEvent[] | null;
  /** 'yyyy-MM-dd HH:mm:ss' Chile time, null when unknown. */
  fechaRecepcion: string | null;
}

/**
 * Fetches, for every DTE, the current AEC (stored byte-identical in the documents bucket under
 * aec/{rutEmisor}/{tipoDTE}/{folio}/SEQ-{n}.xml, written only when absent: an AEC of a given SEQ never
 * changes), the event list and the SII reception date, at most {@link DTE_CONCURRENCY} DTEs at a time.
 * A file that fails to parse, or an AEC of another DTE, is reported and treated as absent.
 * @returns details keyed by {@link dteId}.
 * @throws the first error of the gateway or the bucket; no new DTE is started after it and the call
 *   returns only once the DTEs in flight have finished.
 */
export async function fetchDocumentDetails(
  deps: { gateway: SiiGateway; documents: DocumentStore },
  dtes: DteKey[],
  report: RunReport,
): Promise<Map<string, DocumentDetails>> {
  const limit = pLimit(DTE_CONCURRENCY);
  const details = new Map<string, DocumentDetails>();
  let failed = false;
  const settled = await Promise.allSettled(
    dtes.map((dte) =>
      limit(async () => {
        if (failed) return;
        try {
          details.set(dteId(dte), await fetchOne(deps, dte, report));
        } catch (error) {
          failed = true;
          throw error;
        }
      }),
    ),
  );
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return details;
}

async function fetchOne(deps: { gateway: SiiGateway; documents: DocumentStore }, dte: DteKey, report: RunReport): Promise<DocumentDetails> {
  const [aecFile, eventsFile, receptionFile] = await Promise.all([
    deps.gateway.fetchAec(dte),
    deps.gateway.fetchEvents(dte),
    deps.gateway.fetchReceptionDate(dte),
  ]);
  const aec = aecFile && readAec(aecFile, dte, report);
  let key: string | null = null;
  if (aecFile && aec) {
    key = aecKey(dte, aec.current.seq);
    if (!(await deps.documents.hasObject(key))) await deps.documents.putAec(key, aecFile.bytes);
    report.counts.aecs += 1;
  } else {
    report.counts.aecsMissing += 1;
  }
  return {
    aec: aec ?? null,
    aecKey: key,
    eventos: (eventsFile && readFile(eventsFile, parseEventList, report)) ?? null,
    fechaRecepcion: (receptionFile && readFile(receptionFile, parseReceptionDate, report)) ?? null,
  };
}

/** The parsed AEC when it reads and speaks of the requested DTE; otherwise reported and null. */
function readAec(file: SiiFile, dte: DteKey, report: RunReport): Aec | null {
  const aec = readFile(file, parseAec, report);
  if (aec && dteId(aec.dte) !== dteId(dte)) {
    report.problem({ source: file.name, message: `el AEC corresponde al DTE ${dteId(aec.dte)}, no a ${dteId(dte)}` });
    return null;
  }
  return aec;
}

/** Parses one SII file; a file that fails is reported (name and reason) and read as null. */
function readFile<T>(file: SiiFile, parse: (bytes: Uint8Array) => T, report: RunReport): T | null {
  try {
    return parse(file.bytes);
  } catch (error) {
    report.problem({ source: file.name, message: messageOf(error) });
    return null;
  }
}

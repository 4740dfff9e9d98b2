import { parseAec } from '../../../domain/aec/parse';
import type { Aec } from '../../../domain/aec/types';
import type { DteEvent } from '../../../domain/event-types';
import { parseEventList, parseReceptionDate } from '../../../domain/sii-soap';
import type { DocumentStore } from '../../store/document-store';
import { aecKey } from '../../store/document-store';
import type { DteKey, SiiFile, SiiGateway } from '../../sii/port';
import { dteId } from './period-rows';
import { messageOf, type RunReport } from './run-report';

/** What the SII says about one DTE beyond the period answer. */
export interface DocumentDetails {
  /** The parsed current AEC; null when the SII has none, it failed to parse, or it was not parsed again (readDocumentDetails). */
  aec: Aec | null;
  /** S3 key where that AEC is stored, null when there is none. */
  aecKey: string | null;
  /** null when the SII gave no event list (or a bad one). */
  eventos: DteEvent[] | null;
  /** 'yyyy-MM-dd HH:mm:ss' Chile time, null when unknown. */
  fechaRecepcion: string | null;
}

/** The three SII files of one DTE, each null when the SII has none. */
export interface DocumentFiles {
  aec: SiiFile | null;
  events: SiiFile | null;
  reception: SiiFile | null;
}

/** Asks the SII for the current AEC, the event list and the reception date of one DTE, at once. @throws the gateway's errors. */
export async function fetchDocumentFiles(gateway: SiiGateway, dte: DteKey): Promise<DocumentFiles> {
  const [aec, events, reception] = await Promise.all([gateway.fetchAec(dte), gateway.fetchEvents(dte), gateway.fetchReceptionDate(dte)]);
  return { aec, events, reception };
}

/**
 * Reads the files of one DTE: parses the event list and the reception date, and parses the AEC and stores it
 * byte-identical in the documents bucket under aec/{rutEmisor}/{tipoDTE}/{folio}/SEQ-{n}.xml (written only
 * when absent: an AEC of a given SEQ never changes). With `storedAecKey`, the key under which an earlier run
 * parsed and stored these same AEC bytes (source-hash.ts), the AEC is neither parsed nor stored again and
 * `aec` is null. A file that fails to parse, or an AEC of another DTE, is reported and treated as absent.
 * Counts the DTE in report.counts.aecs or aecsMissing.
 * @throws the bucket's errors.
 */
export async function readDocumentDetails(
  documents: DocumentStore,
  dte: DteKey,
  files: DocumentFiles,
  report: RunReport,
  storedAecKey: string | null = null,
): Promise<DocumentDetails> {
  const aec = !storedAecKey && files.aec ? readAec(files.aec, dte, report) : null;
  let key = storedAecKey;
  if (files.aec && aec) {
    key = aecKey(dte, aec.current.seq);
    if (!(await documents.hasObject(key))) await documents.putAec(key, files.aec.bytes);
  }
  if (key) report.counts.aecs += 1;
  else report.counts.aecsMissing += 1;
  return {
    aec,
    aecKey: key,
    eventos: (files.events && readFile(files.events, parseEventList, report)) ?? null,
    fechaRecepcion: (files.reception && readFile(files.reception, parseReceptionDate, report)) ?? null,
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

import { parseAec } from '@domain/aec/parse';
import type { Aec } from '@domain/aec/types';
import type { DteEvent } from '@domain/event-types';
import { parseEventList, parseReceptionDate } from '@domain/sii-soap';
import type { DocumentKey } from '@domain/document-key';
import type { DocumentStore } from '../../store/document-store';
import { aecKey } from '../../store/document-store';
import type { SiiFile, SiiGateway } from '../../platform/sii-port';
import type { DocumentPlan } from './document-plan';
import type { FetchGuard } from './fetch-guard';
import { dteId } from './period-rows';
import { messageOf, type RunReport } from './run-report';

/** What one run learned about the AEC of a DTE. */
export type AecOutcome =
  /** Read and stored (aecKey), parsed when its bytes were new to this run. */
  | { status: 'fresh'; aec: Aec; key: string }
  /** The SII says it has none. */
  | { status: 'absent' }
  /** Not asked this run, or the answer failed or could not be read (reported): what is stored stands. */
  | { status: 'unknown' };

/**
 * What one run learned about a DTE beyond its period rows. `undefined` means nothing new: not asked, or the answer
 * was missing, failed or unreadable (reported), so what is stored stands.
 */
export interface DocumentDetails {
  aec: AecOutcome;
  /** The event list ([] when the SII says there are none). */
  eventos: DteEvent[] | undefined;
  /** SII reception 'yyyy-MM-dd HH:mm:ss' Chile time. */
  fechaRecepcion: string | undefined;
}

/**
 * The answers asked for one DTE: the file, null when the SII has none, 'failed' when asking failed, undefined when not
 * asked.
 */
export interface DocumentFiles {
  aec?: SiiFile | null | 'failed';
  events?: SiiFile | null | 'failed';
  reception?: SiiFile | null | 'failed';
}

/**
 * Asks the SII for the answers `plan` names for one DTE, at once, through `guard` (a failed request is reported
 * for that document and read as 'failed'; a failure of the whole session stops the run).
 * @throws what guard.attempt rethrows: a session-wide SiiError, or the outage error after too many failures.
 */
export async function fetchDocumentFiles(
  gateway: SiiGateway,
  dte: DocumentKey,
  plan: DocumentPlan,
  guard: FetchGuard,
): Promise<DocumentFiles> {
  const source = dteId(dte);
  const [aec, events, reception] = await Promise.all([
    plan.aec ? guard.attempt(source, 'AEC', () => gateway.fetchAec(dte)) : undefined,
    plan.events ? guard.attempt(source, 'eventos', () => gateway.fetchEvents(dte)) : undefined,
    plan.reception ? guard.attempt(source, 'fecha de recepción', () => gateway.fetchReceptionDate(dte)) : undefined,
  ]);
  return { aec, events, reception };
}

/**
 * Reads the answers of one DTE: parses the event list and the reception date, and parses the AEC and stores it
 * byte-identical in the documents bucket under aec/{rutEmisor}/{tipoDTE}/{folio}/SEQ-{n}.xml (written only when
 * absent: an AEC of a given SEQ never changes). An answer that fails to parse, an AEC of another DTE, an event
 * list that is a SOAP Fault or an empty reception date is reported when it is an error and read as "nothing new".
 * Counts the asked answers in report.counts.requested.
 * @throws the bucket's errors.
 */
export async function readDocumentDetails(
  documents: DocumentStore,
  dte: DocumentKey,
  files: DocumentFiles,
  report: RunReport,
): Promise<DocumentDetails> {
  if (files.aec !== undefined) report.counts.requested.aec += 1;
  if (files.events !== undefined) report.counts.requested.events += 1;
  if (files.reception !== undefined) report.counts.requested.reception += 1;
  return {
    aec: await readAecOutcome(documents, dte, files.aec, report),
    eventos: readAnswer(files.events, parseEventList, report) ?? undefined,
    fechaRecepcion: readAnswer(files.reception, parseReceptionDate, report) ?? undefined,
  };
}

async function readAecOutcome(
  documents: DocumentStore,
  dte: DocumentKey,
  file: DocumentFiles['aec'],
  report: RunReport,
): Promise<AecOutcome> {
  if (file === null) return { status: 'absent' };
  if (file === undefined || file === 'failed') return { status: 'unknown' };
  const aec = readFile(file, parseAec, report);
  if (!aec) return { status: 'unknown' };
  if (dteId(aec.dte) !== dteId(dte)) {
    report.problem({ source: file.name, message: `el AEC corresponde al DTE ${dteId(aec.dte)}, no a ${dteId(dte)}` });
    return { status: 'unknown' };
  }
  const key = aecKey(dte, aec.current.seq);
  if (!(await documents.hasObject(key))) await documents.putAec(key, file.bytes);
  return { status: 'fresh', aec, key };
}

/** Parses an answer that was received; not asked, failed or absent answers (and parse failures, reported) give null. */
function readAnswer<T>(
  file: SiiFile | null | 'failed' | undefined,
  parse: (bytes: Uint8Array) => T | null,
  report: RunReport,
): T | null {
  return file && file !== 'failed' ? readFile(file, parse, report) : null;
}

/** Parses one SII file; a file that fails is reported (name and reason) and read as null. */
function readFile<T>(file: SiiFile, parse: (bytes: Uint8Array) => T | null, report: RunReport): T | null {
  try {
    return parse(file.bytes);
  } catch (error) {
    report.problem({ source: file.name, message: messageOf(error) });
    return null;
  }
}

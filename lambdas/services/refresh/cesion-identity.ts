import type { CessionRecord } from '@domain/cession';
import type { SourcedRow } from './sourced-row';

/**
 * Identity of one cesión seen from one role, independent of the idSecuencia it was given and of the file it came
 * from: the role, the document, the minute it happened and both parties. A period row and the record built from it
 * share it, so a run finds what it stored before for each row.
 */
export function rowIdentity(source: Pick<SourcedRow, 'role' | 'dte' | 'row'>): string {
  const { role, dte, row } = source;
  return [role, dte.rutEmisor, dte.tipoDTE, dte.folio, row.fchCesion, row.cedente, row.cesionario].join('|');
}

/** {@link rowIdentity} of a stored record. */
export function recordIdentity(record: CessionRecord): string {
  const { role, emisor, tipoDTE, folio, fechaCesion, cedente, cesionario } = record;
  return [role, emisor.rut, tipoDTE, folio, fechaCesion, cedente.rut, cesionario.rut].join('|');
}

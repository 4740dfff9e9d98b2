/**
 * The debtor's record in the factoring's own data:
 * among the documents the factoring holds as cesionario, how many of this debtor have a known event list and how
 * many of those the debtor claimed.
 */
import type { CessionRecord } from '../cession';
import type { DeudorRecord } from './findings';
import { CLAIM_CODES, firstEvent } from './glosa-cedible';

/**
 * Counts each document (rutEmisor, tipoDTE, folio) once, whatever its idSecuencia rows; documents whose events
 * are unknown (eventos null) are left out of both counts.
 * @param held the factoring's acquired cessions (role cesionario).
 * @param rutDeudor 'NNNNNNNN-D'.
 */
export function deudorRecord(held: readonly CessionRecord[], rutDeudor: string): DeudorRecord {
  const claimed = new Map<string, boolean>();
  for (const record of held) {
    if (record.deudor.rut !== rutDeudor || record.eventos === null) continue;
    const key = `${record.emisor.rut}#${record.tipoDTE}#${record.folio}`;
    claimed.set(key, (claimed.get(key) ?? false) || firstEvent(record.eventos, CLAIM_CODES) !== undefined);
  }
  return { rutDeudor, documentos: claimed.size, reclamados: [...claimed.values()].filter(Boolean).length };
}

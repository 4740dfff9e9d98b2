/**
 * Credit notes (tipo 61) per referenced invoice and the Anulado/Rebajado rule (client-radar.md §4
 * "Anulado/rebajado", §5 "Credit-note lookup works only for invoices of type 33", §9 types 61 and 33).
 */
import type { RcvRow } from '../rcv/types';
import type { CreditNoteState, NcResumenRow } from './row-types';

/** Document type of a credit note (Nota de Crédito Electrónica). */
export const CREDIT_NOTE_TYPE = 61;
/** The only document type whose credit notes are looked up. */
export const INVOICE_TYPE = 33;
/** Tolerance of "equal to the invoice total", CLP. */
const TOTAL_TOLERANCE = 0.01;

/**
 * The state a sum of credit notes gives an invoice.
 * @param ncTotal CLP sum of the credit notes referencing the invoice (> 0 means there are some).
 * @param invoiceTotal CLP total of the invoice.
 * @returns 'Anulado' when the sum reaches the total (within 0.01) or the total is 0; 'Rebajado' when
 *   0 < sum < total; null when there is no credit-note amount (and the total is not 0).
 */
export function creditNoteState(ncTotal: number, invoiceTotal: number): CreditNoteState | null {
  if (invoiceTotal === 0) return 'Anulado';
  if (ncTotal >= invoiceTotal - TOTAL_TOLERANCE) return 'Anulado';
  return ncTotal > 0 ? 'Rebajado' : null;
}

/**
 * Sums the credit notes of a sales book per referenced invoice of the same issuer.
 * @param ventas sales rows of one client (every month); credit notes are the tipo 61 rows, each of their
 *   referencias to a tipo 33 folio counts (a note referencing two invoices counts in both, with its whole total).
 * @returns one row per referenced invoice present in `ventas`, sorted by folio; notes whose invoice is not in the
 *   book are left out (nothing to compare with).
 */
export function summarizeCreditNotes(ventas: readonly RcvRow[]): NcResumenRow[] {
  const invoices = new Map<number, RcvRow>();
  for (const row of ventas) if (row.tipoDTE === INVOICE_TYPE) invoices.set(row.folio, row);
  const sums = new Map<number, { ncCount: number; ncTotal: number }>();
  for (const note of ventas) {
    if (note.tipoDTE !== CREDIT_NOTE_TYPE) continue;
    for (const ref of note.referencias) {
      if (ref.tipoReferencia !== INVOICE_TYPE || !invoices.has(ref.folioReferencia)) continue;
      const sum = sums.get(ref.folioReferencia) ?? { ncCount: 0, ncTotal: 0 };
      sum.ncCount++;
      sum.ncTotal += note.total;
      sums.set(ref.folioReferencia, sum);
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([folio, sum]) => {
      const invoice = invoices.get(folio)!;
      const estado = creditNoteState(sum.ncTotal, invoice.total);
      return estado ? [{ rutEmisor: invoice.rutEmisor, tipoDTE: INVOICE_TYPE, folio, ...sum, estado }] : [];
    });
}

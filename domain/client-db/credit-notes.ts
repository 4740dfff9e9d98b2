/**
 * Credit notes (tipos 60, 61 and 112) per referenced invoice and the Anulado/Rebajado rule (client-radar.md §4
 * "Anulado/rebajado", §5 "Credit-note lookup works only for invoices of type 33"; client-detail.md §9 "Credit notes
 * and claims").
 */
import type { RcvRow } from '../rcv/types';
import type { CreditNoteState, NcResumenRow } from './row-types';

/**
 * Document types of a credit note (client-detail.md §9), ascending: 60 Nota de Crédito (paper), 61 Nota de Crédito
 * Electrónica, 112 Nota de Crédito de Exportación Electrónica.
 */
export const CREDIT_NOTE_TYPES = [60, 61, 112] as const;
/** Document types of a debit note (56 Nota de Débito Electrónica, 111 de Exportación), excluded from sales (§9). */
export const DEBIT_NOTE_TYPES = [56, 111] as const;

/** Whether a tipoDTE is a credit note (60, 61 or 112). */
export function isCreditNote(tipoDTE: number): boolean {
  return (CREDIT_NOTE_TYPES as readonly number[]).includes(tipoDTE);
}
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
 * @param ventas sales rows of one client (every month); credit notes are the tipo 60, 61 and 112 rows, each of their
 *   referencias to a tipo 33 folio counts (a note referencing two invoices counts in both, with its whole total).
 * @returns one row per referenced invoice present in `ventas`, sorted by folio; notes whose invoice is not in the
 *   book are left out (nothing to compare with).
 */
export function summarizeCreditNotes(ventas: readonly RcvRow[]): NcResumenRow[] {
  const invoices = new Map<number, RcvRow>();
  for (const row of ventas) if (row.tipoDTE === INVOICE_TYPE) invoices.set(row.folio, row);
  const sums = new Map<number, { ncCount: number; ncTotal: number }>();
  for (const note of ventas) {
    if (!isCreditNote(note.tipoDTE)) continue;
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

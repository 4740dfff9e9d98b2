/**
 * The credit-note impact of client-detail.md §4 ("Credit-note impact badge", "Footer summary"; threshold 50 % of §9
 * "Credit notes and claims"): how much of a document's amount its credit notes take away. Amounts CLP; a note
 * total within 0.01 of the amount counts as the whole amount, as the Anulado cell's rule
 * (domain/client-db/document-sql.ts).
 */

/** Bootstrap colour of a badge or summary. */
export type ImpactVariant = 'danger' | 'warning' | 'info';

/** A text and its colour. */
export interface ImpactText {
  text: string;
  variant: ImpactVariant;
}

/** Share (§9) from which a reduction is shown as a warning rather than as information. */
export const IMPACT_THRESHOLD_PERCENT = 50;

/** What the summary speaks of: a ceded document (Cesiones tab) or an issued invoice (Ventas). */
export type ImpactSubject = 'cesion' | 'factura';

/** Whole percentage of `amount` the notes take, rounded down so a shown 'n%' is never more than the real share. */
function reducedPercent(notesTotal: number, amount: number): number {
  return Math.floor((notesTotal * 100) / amount);
}

function coversWhole(notesTotal: number, amount: number): boolean {
  return notesTotal >= amount - 0.01;
}

/** The text of a note that takes the whole amount: in the cesiones list, and in the Intención de Pago view (§4). */
export const WHOLE_NOTE_TEXT = { cesiones: 'Anula cesión completa', intencionPago: 'Anula' } as const;

/**
 * The badge of one credit note against the document it references: 'Anula cesión completa' (danger; `wholeText`
 * in another view) when the note is the whole amount, else 'Rebaja n%' (warning from 50 %, info below).
 * @param noteTotal the note's total CLP; amount the document's total CLP.
 * @returns null when the document amount is unknown or not positive (no share can be computed).
 */
export function creditNoteImpact(
  noteTotal: number,
  amount: number | null,
  wholeText: string = WHOLE_NOTE_TEXT.cesiones,
): ImpactText | null {
  if (amount === null || amount <= 0) return null;
  if (coversWhole(noteTotal, amount)) return { text: wholeText, variant: 'danger' };
  const percent = reducedPercent(noteTotal, amount);
  return {
    text: `Rebaja ${percent}%`,
    variant: (noteTotal * 100) / amount >= IMPACT_THRESHOLD_PERCENT ? 'warning' : 'info',
  };
}

const SUMMARY_TEXTS: Record<ImpactSubject, { whole: string; reduced: string; partly: string }> = {
  cesion: { whole: 'Cesión completamente anulada', reduced: 'Cesión rebajada', partly: 'Cesión parcialmente rebajada' },
  factura: {
    whole: 'Factura completamente anulada',
    reduced: 'Factura rebajada',
    partly: 'Factura parcialmente rebajada',
  },
};

/**
 * The footer under a document's credit notes: '{Cesión|Factura} completamente anulada' (danger) when the notes sum
 * at least the amount, '… rebajada n%' (warning) from 50 %, '… parcialmente rebajada n%' (info) below.
 * @param notesTotal the sum of the notes CLP; amount the document's total CLP; subject which words to use.
 * @returns null when the amount is unknown or not positive, or there is nothing credited.
 */
export function creditNotesSummary(
  notesTotal: number,
  amount: number | null,
  subject: ImpactSubject,
): ImpactText | null {
  if (amount === null || amount <= 0 || notesTotal <= 0) return null;
  const texts = SUMMARY_TEXTS[subject];
  if (coversWhole(notesTotal, amount)) return { text: texts.whole, variant: 'danger' };
  const percent = reducedPercent(notesTotal, amount);
  return (notesTotal * 100) / amount >= IMPACT_THRESHOLD_PERCENT
    ? { text: `${texts.reduced} ${percent}%`, variant: 'warning' }
    : { text: `${texts.partly} ${percent}%`, variant: 'info' };
}

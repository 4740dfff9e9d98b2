/**
 * Badges of the Intención de Pago panel (client-detail.md §4): the cesión status badge by priority (Reclamado
 * danger, then Anulado dark, then Rebajado warning, else '-') and the impact badge of each credit note on the
 * document ('Anula' when it covers the whole amount, else 'Rebaja n%', warning from the 50% threshold of §9, info
 * below it).
 */

/** Bootstrap colour of a badge. */
export type BadgeTone = 'danger' | 'dark' | 'warning' | 'info';

/** A badge: its text and colour. */
export interface Badge {
  label: string;
  tone: BadgeTone;
}

/** The impact threshold of client-detail.md §9 "Credit notes and claims", in percent. */
const IMPACT_THRESHOLD_PCT = 50;

/**
 * The status badge of a problematic cesión: Reclamado (the document's estado or reclamado flag), then Anulado, then
 * Rebajado; null when none applies (shown as '-').
 */
export function cesionStatusBadge(row: { estado: string; reclamado: boolean; anulado: boolean; rebajado: boolean }): Badge | null {
  if (row.estado === 'reclamado' || row.reclamado) return { label: 'Reclamado', tone: 'danger' };
  if (row.anulado) return { label: 'Anulado', tone: 'dark' };
  if (row.rebajado) return { label: 'Rebajado', tone: 'warning' };
  return null;
}

/**
 * The impact of one credit note of `total` CLP on a document of `monto` CLP: 'Anula' (dark) when it reaches the
 * amount (or the amount is 0 or unknown), else 'Rebaja n%' with n the percentage rounded down (never reading 50% below the threshold) of the amount, warning at
 * 50% or more, info below.
 */
export function creditNoteImpactBadge(total: number, monto: number | null): Badge {
  if (monto === null || monto <= 0 || total >= monto) return { label: 'Anula', tone: 'dark' };
  const percent = (total * 100) / monto;
  return { label: `Rebaja ${Math.floor(percent)}%`, tone: percent >= IMPACT_THRESHOLD_PCT ? 'warning' : 'info' };
}

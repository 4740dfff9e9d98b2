/**
 * The cesión status badge of the Intención de Pago panel (client-detail.md §4 "Cesion status badge priority"):
 * Reclamado (danger), then Anulado (dark), then Rebajado (warning), else '-'. The credit notes' impact badges are
 * model/credit-note-impact.ts with WHOLE_NOTE_TEXT.intencionPago.
 */

/** Bootstrap colour of a badge. */
export type BadgeTone = 'danger' | 'dark' | 'warning';

/** A badge: its text and colour. */
export interface Badge {
  label: string;
  tone: BadgeTone;
}

/**
 * The status badge of a problematic cesión: Reclamado (the document's estado or reclamado flag), then Anulado, then
 * Rebajado; null when none applies (shown as '-'), as for a flag that is not known (null).
 */
export function cesionStatusBadge(row: {
  estado: string | null;
  reclamado: boolean | null;
  anulado: boolean | null;
  rebajado: boolean | null;
}): Badge | null {
  if (row.estado === 'reclamado' || row.reclamado) return { label: 'Reclamado', tone: 'danger' };
  if (row.anulado) return { label: 'Anulado', tone: 'dark' };
  if (row.rebajado) return { label: 'Rebajado', tone: 'warning' };
  return null;
}

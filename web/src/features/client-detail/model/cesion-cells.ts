/**
 * Display texts of the cells of the Cesiones list (client-detail.md §2 "Cesiones list", §4 "Document status
 * display" and "Anulado and rebajado cells"). Pure functions over the localdb CesionRow.
 */
import type { CesionRow } from '@domain/client-db/views/cesiones-view';

/** Credit notes (61) and electronic export credit notes (112) have no acceptance state (client-detail.md §4). */
const NO_STATUS_TYPES: ReadonlySet<number> = new Set([61, 112]);

const ESTADO_LABELS: Record<NonNullable<CesionRow['estado']>, string> = {
  aceptado: 'Aceptado',
  reclamado: 'Reclamado',
  pendiente: 'Pendiente',
};

/** The text of a row without estado that is neither pending, accepted nor claimed, per table (§4). */
export type NoEstadoText = 'Pendiente' | 'No Aceptado';

/**
 * 'Aceptado/Reclamado' cell (client-detail.md §4 "Document status display"): '-' for tipos 61 and 112; else the
 * estado as Aceptado, Reclamado or Pendiente; without estado, a null aceptado flag is Pendiente, true Aceptado, a
 * reclamado flag Reclamado, and any other case `otherwise` ('Pendiente' in the Cesiones list, 'No Aceptado' in the
 * issued-documents table).
 */
export function estadoLabel(
  row: Pick<CesionRow, 'tipo' | 'estado' | 'aceptado' | 'reclamado'>,
  otherwise: NoEstadoText = 'Pendiente',
): string {
  if (NO_STATUS_TYPES.has(row.tipo)) return '-';
  if (row.estado !== null) return ESTADO_LABELS[row.estado];
  if (row.aceptado === null) return 'Pendiente';
  if (row.aceptado) return 'Aceptado';
  return row.reclamado ? 'Reclamado' : otherwise;
}

/** 'Anulado' cell: 'Sí' when the credit notes cover the whole document amount, 'No' when not, 'Pendiente' unknown. */
export function anuladoLabel(row: Pick<CesionRow, 'anulado'>): string {
  if (row.anulado === null) return 'Pendiente';
  return row.anulado ? 'Sí' : 'No';
}

/**
 * 'Rebajado' cell: 'Rebajado (n NC)' when reduced and n credit notes reference the document, 'Sí' when reduced
 * without a counted note, 'No' otherwise, 'Pendiente' when unknown (the document is not in the book).
 */
export function rebajadoLabel(row: Pick<CesionRow, 'rebajado' | 'ncReferenceCount'>): string {
  if (row.rebajado === null) return 'Pendiente';
  if (!row.rebajado) return 'No';
  return row.ncReferenceCount > 0 ? `Rebajado (${row.ncReferenceCount} NC)` : 'Sí';
}

/**
 * Summary line of the list: 'Mostrando X de Y cesiones, Página n de m' (X rows on this page, Y matching rows,
 * m at least 1 so an empty list reads 'Página 1 de 1').
 */
export function cesionesSummary(shown: number, total: number, page: number, totalPages: number): string {
  return `Mostrando ${shown} de ${total} cesiones, Página ${page} de ${Math.max(1, totalPages)}`;
}

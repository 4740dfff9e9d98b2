/**
 * Display texts of the cells of the Cesiones list (client-detail.md §2 "Cesiones list", §4 "Document status
 * display" and "Anulado and rebajado cells"). Pure functions over the localdb CesionRow.
 */
import type { CesionRow } from '@web/localdb/views/cesiones-view';

/** Credit notes (61) and electronic export credit notes (112) have no acceptance state (client-detail.md §4). */
const NO_STATUS_TYPES: ReadonlySet<number> = new Set([61, 112]);

const ESTADO_LABELS: Record<CesionRow['estado'], string> = {
  aceptado: 'Aceptado',
  reclamado: 'Reclamado',
  pendiente: 'Pendiente',
};

/** 'Aceptado/Reclamado' cell: '-' for tipos 61 and 112, else Aceptado, Reclamado or Pendiente from `estado`. */
export function estadoLabel(row: Pick<CesionRow, 'tipo' | 'estado'>): string {
  return NO_STATUS_TYPES.has(row.tipo) ? '-' : ESTADO_LABELS[row.estado];
}

/** 'Anulado' cell: 'Sí' when the credit notes cover the whole document amount, else 'No'. */
export function anuladoLabel(row: Pick<CesionRow, 'anulado'>): string {
  return row.anulado ? 'Sí' : 'No';
}

/**
 * 'Rebajado' cell: 'Rebajado (n NC)' when reduced and n credit notes reference the document, 'Sí' when reduced
 * without a counted note, 'No' otherwise.
 */
export function rebajadoLabel(row: Pick<CesionRow, 'rebajado' | 'ncReferenceCount'>): string {
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

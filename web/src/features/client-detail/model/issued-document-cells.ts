/**
 * Cells of the issued-documents table (client-detail.md §2 Ventas tab, §3 document types, §4 "Document status
 * display" and "Anulado and rebajado cells"): the status reuses the Cesiones list's rules (cesion-cells.ts).
 */
import type { DocumentRow } from '../../../localdb/views/documents-view';
import { anuladoLabel, estadoLabel, rebajadoLabel } from './cesion-cells';

/** The document types of the Tipo filter, in the order of client-detail.md §3 "Document type codes". */
export const ISSUED_DOCUMENT_TYPES: readonly number[] = [33, 34, 43, 46, 52, 56, 61, 110, 111, 112];

/** 'Aceptado/Reclamado', 'Anulado' and 'Rebajado' texts of a document, and the tooltip listing its credit notes. */
export function issuedDocumentCells(row: DocumentRow, formatAmount: (amount: number) => string) {
  return {
    estado: estadoLabel(row),
    anulado: anuladoLabel(row),
    rebajado: rebajadoLabel({ rebajado: row.rebajado, ncReferenceCount: row.notasCreditoCount }),
    notasTooltip:
      row.notasCreditoCount === 0
        ? null
        : [...row.notasCreditoList.map((nc) => `NC ${nc.folio}: ${formatAmount(nc.total)}`), `Total: ${formatAmount(row.notasCreditoTotal)}`].join('\n'),
  };
}

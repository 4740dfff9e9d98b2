/**
 * Cells of the issued- and received-documents tables (client-detail.md §2 Ventas and Compras tabs, §3 document
 * types, §4 "Document status display" and "Anulado and rebajado cells"): the status reuses the Cesiones list's rules
 * (cesion-cells.ts); Anulado and Rebajado are Sí/No badges, 'Rebajado (n NC)' when credit notes reference the
 * document, with a tooltip listing each NC and the total.
 */
import type { DocumentRow } from '@web/localdb/views/documents-view';
import { anuladoLabel, estadoLabel } from './cesion-cells';

/** The document types of the Tipo filter, in the order of client-detail.md §3 "Document type codes". */
export const DOCUMENT_TYPES: readonly number[] = [33, 34, 43, 46, 52, 56, 61, 110, 111, 112];

/** A badge: its text and Bootstrap tone (text-bg-{tone}). */
export interface CellBadge {
  text: string;
  tone: 'dark' | 'warning' | 'secondary';
}

/** The texts and badges of a document's status cells and the tooltip of its credit notes (null without notes). */
export interface DocumentCells {
  estado: string;
  anulado: CellBadge;
  rebajado: CellBadge;
  notasTooltip: string | null;
}

const NO: CellBadge = { text: 'No', tone: 'secondary' };

/**
 * - estado: '-' for tipos 61 and 112, else Aceptado, Reclamado or Pendiente;
 * - anulado: 'Sí' (dark) when the credit notes cover the whole amount, else 'No';
 * - rebajado: 'Rebajado (n NC)' (warning) when n credit notes reference the document, 'Sí' (warning) when reduced
 *   without a listed note, else 'No';
 * - notasTooltip: one line 'NC {folio}: {amount}' per note and 'Total: {amount}'.
 * @param formatAmount the page's amount formatter (Completo or M$).
 */
export function documentCells(row: DocumentRow, formatAmount: (amount: number) => string): DocumentCells {
  const notes = row.notasCreditoCount;
  return {
    estado: estadoLabel(row),
    anulado: { text: anuladoLabel(row), tone: row.anulado ? 'dark' : 'secondary' },
    rebajado:
      notes > 0
        ? { text: `Rebajado (${notes} NC)`, tone: 'warning' }
        : row.rebajado
          ? { text: 'Sí', tone: 'warning' }
          : NO,
    notasTooltip:
      notes === 0
        ? null
        : [
            ...row.notasCreditoList.map((nc) => `NC ${nc.folio}: ${formatAmount(nc.total)}`),
            `Total: ${formatAmount(row.notasCreditoTotal)}`,
          ].join('\n'),
  };
}

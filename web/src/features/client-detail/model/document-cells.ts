/**
 * Cells of the issued- and received-documents tables (client-detail.md §2 Ventas and Compras tabs, §3 document
 * types, §4 "Document status display" and "Anulado and rebajado cells"): the status reuses the Cesiones list's rules
 * (cesion-cells.ts); Anulado and Rebajado are Sí/No badges, 'Rebajado (n NC)' when credit notes reference the
 * document, with a tooltip listing each NC and the total.
 */
import type { DocumentRow } from '@domain/client-db/views/documents-view';
import { anuladoLabel, estadoLabel, rebajadoLabel, type NoEstadoText } from './cesion-cells';

/** The document types of the Tipo filter, in the order of client-detail.md §3 "Document type codes". */
export const DOCUMENT_TYPES: readonly number[] = [33, 34, 43, 46, 52, 56, 61, 110, 111, 112];

/** A badge: its text and Bootstrap tone (text-bg-{tone}). */
export interface CellBadge {
  text: string;
  tone: 'dark' | 'warning' | 'secondary' | 'light';
}

/** The texts and badges of a document's status cells and the tooltip of its credit notes (null without notes). */
export interface DocumentCells {
  estado: string;
  anulado: CellBadge;
  rebajado: CellBadge;
  notasTooltip: string | null;
}

/**
 * - estado: '-' for tipos 61 and 112, else Aceptado, Reclamado or Pendiente, `noEstado` in the fallback of
 *   cesion-cells.ts estadoLabel;
 * - anulado, rebajado and notasTooltip: see {@link noteCells}.
 * @param formatAmount the page's amount formatter (Completo or M$).
 */
export function documentCells(
  row: DocumentRow,
  formatAmount: (amount: number) => string,
  noEstado: NoEstadoText,
): DocumentCells {
  return {
    estado: estadoLabel(row, noEstado),
    ...noteCells(
      row,
      { count: row.notasCreditoCount, list: row.notasCreditoList, total: row.notasCreditoTotal },
      formatAmount,
    ),
  };
}

/**
 * The Anulado and Rebajado cells of a document or cession (client-detail.md §4 "Anulado and rebajado cells"):
 * - anulado: 'Sí' (dark) when the credit notes cover the whole amount, else 'No';
 * - rebajado: 'Rebajado (n NC)' (warning) when n credit notes reference the document, 'Sí' (warning) when reduced
 *   without a listed note, else 'No';
 * - either: 'Pendiente' (light) when its flag is null (the document is not in the book);
 * - notasTooltip: one line 'NC {folio}: {amount}' per listed note and 'Total: {amount}' (null without notes).
 * @param notes the count of referencing notes, those listed (folio, total CLP) and their total CLP.
 */
export function noteCells(
  flags: { anulado: boolean | null; rebajado: boolean | null },
  notes: { count: number; list: readonly { folio: number; total: number }[]; total: number },
  formatAmount: (amount: number) => string,
): Omit<DocumentCells, 'estado'> {
  return {
    anulado: { text: anuladoLabel(flags), tone: flagTone(flags.anulado, 'dark') },
    rebajado:
      notes.count > 0
        ? { text: `Rebajado (${notes.count} NC)`, tone: 'warning' }
        : {
            text: rebajadoLabel({ rebajado: flags.rebajado, ncReferenceCount: 0 }),
            tone: flagTone(flags.rebajado, 'warning'),
          },
    notasTooltip:
      notes.count === 0
        ? null
        : [
            ...notes.list.map((nc) => `NC ${nc.folio}: ${formatAmount(nc.total)}`),
            `Total: ${formatAmount(notes.total)}`,
          ].join('\n'),
  };
}

function flagTone(value: boolean | null, yes: CellBadge['tone']): CellBadge['tone'] {
  if (value === null) return 'light';
  return value ? yes : 'secondary';
}

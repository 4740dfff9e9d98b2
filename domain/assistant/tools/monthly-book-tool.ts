import { countText, formatClp } from '../../es-cl-format';
import type { Book } from '../../client-db/views/credit-notes-for-invoices';
import { monthlySummaryView } from '../../client-db/views/monthly-summary-view';
import type { Fact } from '../assistant-port';
import { toolLink } from '../tool-link';
import { periodFact, type ToolContext, type ToolOutput } from './tool-context';

const WORDS: Record<Book, { name: string; tab: 'ventas' | 'compras' }> = {
  venta: { name: 'Ventas', tab: 'ventas' },
  compra: { name: 'Compras', tab: 'compras' },
};

/**
 * 'Ventas mensuales' / 'Compras mensuales': the book's total and document count of each month of the window and of
 * the whole window (monthlySummaryView, the Ventas and Compras tabs' monthly summary; notes are not documents).
 */
export function monthlyBookTool(book: Book, { reader, window }: ToolContext): ToolOutput {
  const months = monthlySummaryView(reader, book, window);
  const { name, tab } = WORDS[book];
  const monthFacts = months.map((month): Fact => ({
    label: month.mesDisplay,
    text: `${formatClp(month.total)} (${countText(month.cantidad, 'documento', 'documentos')})`,
  }));
  const total = formatClp(months.reduce((sum, month) => sum + month.total, 0));
  const documents = countText(
    months.reduce((sum, month) => sum + month.cantidad, 0),
    'documento',
    'documentos',
  );
  const facts = [periodFact(window), { label: `${name} del período`, text: `${total} (${documents})` }, ...monthFacts];
  const summary =
    months.length === 0
      ? `Del ${window.texto} el cliente no registra ${name.toLowerCase()}.`
      : `${name} del ${window.texto}: ${total} (${documents}). Por mes: ` +
        `${monthFacts.map((fact) => `${fact.label} ${fact.text}`).join('; ')}.`;
  return { summary, facts, link: toolLink(reader.clientRut, tab, window) };
}

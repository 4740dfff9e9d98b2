import { countText, formatClp } from '../../es-cl-format';
import { crossSalesView } from '../../client-db/views/cross-sales-view';
import type { Fact } from '../assistant-port';
import { toolLink } from '../tool-link';
import { periodFact, type ToolContext, type ToolOutput } from './tool-context';

/** Counterparties listed by name in the answer. */
const LISTED = 5;

/**
 * 'Ventas cruzadas': counterparties the client both sold to and bought from in the window, largest sales first
 * (crossSalesView, the Ventas tab's 'Ventas Cruzadas').
 */
export function crossSalesTool({ reader, window }: ToolContext): ToolOutput {
  const page = crossSalesView(reader, { ...window, limit: LISTED });
  const count = countText(page.total, 'contraparte', 'contrapartes');
  const listed = page.items.map((row): Fact => ({
    label: row.nombreCliente,
    text: `ventas ${formatClp(row.ventaTotal)}, compras ${formatClp(row.compraTotal)}`,
  }));
  const facts = [periodFact(window), { label: 'Contrapartes con ventas cruzadas', text: count }, ...listed];
  const summary =
    page.total === 0
      ? `Del ${window.texto} el cliente no tiene ventas cruzadas (contrapartes a las que venda y compre).`
      : `Del ${window.texto} el cliente tiene ventas cruzadas con ${count}. Las principales: ` +
        `${listed.map((fact) => `${fact.label} (${fact.text})`).join('; ')}.`;
  return { summary, facts, link: toolLink(reader.clientRut, 'ventas', window) };
}

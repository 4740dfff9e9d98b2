import { countText, formatClp } from '../../es-cl-format';
import { claimsByCounterpartyView } from '../../client-db/views/claims-by-counterparty-view';
import { monthlySummaryView } from '../../client-db/views/monthly-summary-view';
import type { Fact } from '../assistant-port';
import { toolLink } from '../tool-link';
import { periodFact, type ToolContext, type ToolOutput } from './tool-context';

/** Debtors listed by name in the answer. */
const LISTED = 3;

/**
 * Claims and credit notes of the client's sales in the window: credit notes and claimed documents summed from the
 * Ventas tab's monthly summary (monthlySummaryView), and the debtors with the largest claimed amount
 * (claimsByCounterpartyView, 'Reclamos por deudor').
 */
export function claimsTool({ reader, window }: ToolContext): ToolOutput {
  const months = monthlySummaryView(reader, 'venta', window);
  const sum = (pick: (month: (typeof months)[number]) => number) => months.reduce((total, m) => total + pick(m), 0);
  const debtors = claimsByCounterpartyView(reader, 'venta', window).slice(0, LISTED);
  const listed = debtors.map((row): Fact => ({
    label: row.contraparte,
    text: `${formatClp(row.montoReclamado)} reclamados (${countText(row.documentosReclamados, 'documento', 'documentos')})`,
  }));
  const facts = [
    periodFact(window),
    {
      label: 'Notas de crédito',
      text: `${formatClp(sum((m) => m.notasCredito))} (${countText(
        sum((m) => m.ncCount),
        'nota',
        'notas',
      )})`,
    },
    {
      label: 'Documentos reclamados',
      text: countText(
        sum((m) => m.reclamosCount),
        'documento',
        'documentos',
      ),
    },
    ...listed,
  ];
  const [, notes, claimed] = facts.map((fact) => fact.text);
  const summary =
    `Del ${window.texto} las ventas del cliente tienen notas de crédito por ${notes} y ${claimed} reclamados.` +
    (listed.length === 0
      ? ''
      : ` Deudores con más reclamos: ${listed.map((fact) => `${fact.label} ${fact.text}`).join('; ')}.`);
  return { summary, facts, link: toolLink(reader.clientRut, 'ventas', window) };
}

import { formatClp, formatPercentOne } from '../../es-cl-format';
import { monthlyChartView } from '../../client-db/views/monthly-chart-view';
import { percentOf } from '../../client-db/views/view-filters';
import type { Fact } from '../assistant-port';
import { toolLink } from '../tool-link';
import { periodFact, type ToolContext, type ToolOutput } from './tool-context';

/**
 * Cessions: the client's sales and the part ceded per month of the window, and the share ceded (monthlyChartView,
 * the Cesiones tab's 'Cesiones Mensuales').
 */
export function cessionsTool({ reader, window }: ToolContext): ToolOutput {
  const months = monthlyChartView(reader, window);
  const ventas = months.reduce((sum, month) => sum + month.ventas, 0);
  const cedido = months.reduce((sum, month) => sum + month.cedido, 0);
  const monthFacts = months.map((month): Fact => ({
    label: month.mesDisplay,
    text: `cedido ${formatClp(month.cedido)} de ${formatClp(month.ventas)}`,
  }));
  const facts = [
    periodFact(window),
    { label: 'Monto cedido', text: formatClp(cedido) },
    { label: 'Ventas', text: formatClp(ventas) },
    { label: 'Porcentaje cedido', text: formatPercentOne(percentOf(cedido, ventas)) },
    ...monthFacts,
  ];
  const [, ceded, sales, share] = facts.map((fact) => fact.text);
  const summary =
    `Del ${window.texto} el cliente cedió ${ceded} de ${sales} vendidos (${share}). Por mes: ` +
    (monthFacts.length === 0 ? 'sin ventas.' : `${monthFacts.map((fact) => `${fact.label} ${fact.text}`).join('; ')}.`);
  return { summary, facts, link: toolLink(reader.clientRut, 'cesiones', window) };
}

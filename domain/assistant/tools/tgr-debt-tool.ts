import { countText, formatClp } from '../../es-cl-format';
import { agreementsView } from '../../client-db/views/tgr/agreements-view';
import { fiscalDebtView } from '../../client-db/views/tgr/fiscal-debt-view';
import type { Fact } from '../assistant-port';
import { toolLink } from '../tool-link';
import type { ToolContext, ToolOutput } from './tool-context';

/**
 * 'TGR': the client's fiscal debt and payment agreements as the TGR tab shows them (client-radar.md §7 fiscal debt and
 * agreements rules, through fiscalDebtView and agreementsView; no simulated payments). Not ranged: the debt is today's.
 */
export function tgrDebtTool({ reader, today }: ToolContext): ToolOutput {
  const debt = fiscalDebtView(reader, { today });
  const { convenios } = agreementsView(reader, { today });
  const facts: Fact[] = [
    { label: 'Deuda fiscal total', text: formatClp(debt.montoTotal) },
    { label: 'Pagos vencidos', text: debt.hasOverduePayments ? 'Sí' : 'No' },
    { label: 'Convenios de pago vigentes', text: countText(convenios.length, 'convenio', 'convenios') },
    { label: 'Monto en convenios', text: formatClp(convenios.reduce((sum, convenio) => sum + convenio.montoTotal, 0)) },
  ];
  const [total, overdue, agreements, agreed] = facts.map((fact) => fact.text);
  const summary =
    `Deuda fiscal en TGR: ${total}` +
    (overdue === 'Sí' ? ', con pagos vencidos' : ', sin pagos vencidos') +
    (convenios.length === 0
      ? '. Sin convenios de pago vigentes.'
      : `. Convenios de pago vigentes: ${agreements}, por ${agreed}.`);
  return { summary, facts, link: toolLink(reader.clientRut, 'tgr') };
}

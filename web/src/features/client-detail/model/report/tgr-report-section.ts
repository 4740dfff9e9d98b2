import { countText } from '@domain/es-cl-format';
import { formatInChile } from '@web/lib/chile-time';
import { agreementsView } from '@domain/client-db/views/tgr/agreements-view';
import { fiscalDebtView } from '@domain/client-db/views/tgr/fiscal-debt-view';
import { TGR_TEXTS } from '../tgr-texts';
import type { ReportContext, ReportSection, ReportSource } from './report-types';
import { missingSourceBlock } from './missing-source';

const TITLE = 'TGR: Cartola Fiscal';

/**
 * The TGR part of the report (client-detail.md §2 "TGR tab", §4 "TGR flow"; client-radar.md §7 fiscal debt and
 * agreements): with the statement ready, its last update (dd-MM-yyyy HH:mm, America/Santiago, as the tab's banner)
 * and the fiscal debt's key figures from the client's database (total debt, forms owed, overdue payments, agreements
 * in force, collection proceedings) with the debt per form; while the TGR processes it, or when the session or the
 * request failed, the state as the tab writes it and 'Sin información de la TGR al dd/MM/yyyy'.
 */
export function tgrReportSection(source: ReportSource, { today, formatAmount, sources }: ReportContext): ReportSection {
  const outcome = sources.tgr;
  if (!outcome?.ok) return { title: TITLE, blocks: [missingSourceBlock('la TGR', today)] };
  const status = outcome.data;
  if (status.status === 'processing')
    return { title: TITLE, blocks: [missingSourceBlock('la TGR', today, TGR_TEXTS.processing)] };
  if (status.status === 'session-failed')
    return { title: TITLE, blocks: [missingSourceBlock('la TGR', today, TGR_TEXTS.sessionFailed)] };
  const debt = source.view('tgr:fiscalDebt', { today }, fiscalDebtView);
  const { convenios, cobranza } = source.view('tgr:agreements', { today }, agreementsView);
  return {
    title: TITLE,
    blocks: [
      {
        kind: 'figures',
        items: [
          { label: TGR_TEXTS.lastUpdate, value: formatInChile(status.lastUpdate, 'dd-MM-yyyy HH:mm') },
          { label: 'Deuda fiscal total', value: formatAmount(debt.montoTotal) },
          { label: 'Formularios adeudados', value: countText(debt.resumen.length, 'formulario', 'formularios') },
          {
            label: 'Pagos vencidos',
            value: debt.hasOverduePayments ? 'Sí' : 'No',
            ...(debt.hasOverduePayments ? { color: '#dc3545' } : {}),
          },
          {
            label: 'Convenios vigentes',
            value: `${countText(convenios.length, 'convenio', 'convenios')}, ${formatAmount(convenios.reduce((sum, row) => sum + row.montoTotal, 0))}`,
          },
          { label: 'Cobranzas', value: countText(cobranza.length, 'expediente', 'expedientes') },
        ],
      },
      {
        kind: 'table',
        title: 'Deuda fiscal por formulario',
        columns: [
          { header: 'Formulario', width: 2.6, align: 'left' },
          { header: 'Girador', width: 2.4, align: 'left' },
          { header: 'Resolución', width: 1, align: 'right' },
          { header: 'Pagos', width: 0.7, align: 'right' },
          { header: 'Monto', width: 1.4, align: 'right' },
          { header: 'Estado', width: 1.2, align: 'left' },
        ],
        rows: debt.resumen.map((row) => [
          `${row.formTipo} ${row.nombreFormulario}`,
          row.nombreGirador,
          row.numeroResolucion === 0 ? '-' : String(row.numeroResolucion),
          String(row.cantidad),
          formatAmount(row.montoTotal),
          row.estado,
        ]),
        empty: 'Sin deuda fiscal',
      },
    ],
  };
}

import { countText } from '@domain/es-cl-format';
import { vatHistoryView } from '@domain/client-db/views/vat-history-view';
import { COMPANY_FILE_MESSAGES } from '../company-file-messages';
import type { ReportSection, ReportSource } from './report-types';

/** Declarations listed in the report, newest first. */
export const REPORT_VAT_PERIODS = 12;

/**
 * The Carpeta Tributaria part of the report (client-detail.md §2 Carpeta Tributaria tab): the IVA (F29) history
 * summary from the client's database, i.e. how many declarations there are in each estado and the latest
 * {@link REPORT_VAT_PERIODS} declarations (Periodo, Folio, Estado, last event). Same view and cache key as
 * carpeta-tributaria-tab.tsx; the tax folder PDF itself is a server file and is not part of the report.
 */
export function carpetaReportSection(source: ReportSource): ReportSection {
  const history = source.view('carpeta:ivaHistory', null, vatHistoryView);
  const byEstado = new Map<string, number>();
  for (const row of history) byEstado.set(row.estado, (byEstado.get(row.estado) ?? 0) + 1);
  return {
    title: 'Carpeta Tributaria',
    blocks: [
      {
        kind: 'figures',
        items: [
          { label: 'Declaraciones', value: countText(history.length, 'declaración', 'declaraciones') },
          ...[...byEstado.entries()]
            .sort(([, a], [, b]) => b - a)
            .map(([estado, count]) => ({ label: estado, value: String(count) })),
        ],
      },
      {
        kind: 'table',
        title: COMPANY_FILE_MESSAGES.historyTitle,
        columns: [
          { header: 'Periodo', width: 1, align: 'left' },
          { header: 'Folio', width: 1.2, align: 'left' },
          { header: 'Estado', width: 1.8, align: 'left' },
          { header: 'Último evento', width: 3.5, align: 'left' },
        ],
        rows: history.slice(0, REPORT_VAT_PERIODS).map((row) => {
          const last = row.eventos.at(-1);
          return [row.periodo, row.folio, row.estado, last ? `${last.fecha} ${last.descripcion}` : ''];
        }),
        empty: 'Sin declaraciones registradas',
      },
    ],
  };
}

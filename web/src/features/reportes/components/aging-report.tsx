import type { AgingBucket } from '@domain/cartera/aging';
import type { AgingFigures } from '@domain/reportes/open-aging';
import { amountBarChart } from '@web/components/charts/amount-bar-chart';
import { ChartCard } from '@web/components/charts/chart-card';
import { formatAmount } from '@web/lib/format';
import { agingSheet } from '@domain/reportes/report-sheets';
import { FigureTable, type FigureColumn } from './figure-table';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';

const COLUMNS: ReadonlyArray<FigureColumn<AgingFigures>> = [
  { label: 'Documentos', value: (t) => t.documentos.toLocaleString('es-CL') },
  { label: 'Monto cedido', value: (t) => formatAmount(t.montoCedido) },
];

interface AgingReportProps {
  vencimientos: readonly AgingFigures[];
  desde: string;
  hasta: string;
  onDrill: (tramo: AgingBucket) => void;
}

/**
 * 'Vencimientos de documentos abiertos': the open documents of the period (held, not annulled) by tramo of their due
 * date, as bars and a table; a bar or a row's button opens the tramo's documents.
 */
export function AgingReport({ vencimientos, desde, hasta, onDrill }: AgingReportProps) {
  const data = vencimientos.map((t) => ({ ...t, monto: t.montoCedido }));
  return (
    <ChartCard
      title="Vencimientos de documentos abiertos"
      height={220}
      chart={amountBarChart({
        data,
        layout: 'columns',
        color: '#dc6b1d',
        slanted: true,
        onSelect: (t) => onDrill(t.tramo),
      })}
    >
      <div className="d-flex justify-content-end mb-2">
        <SheetExportButton build={() => agingSheet(vencimientos, desde, hasta)} disabled={vencimientos.length === 0} />
      </div>
      <FigureTable
        caption="Documentos abiertos por tramo de vencimiento"
        heading="Tramo"
        rowHeading={(t) => t.etiqueta}
        columns={COLUMNS}
        rows={vencimientos}
        rowKey={(t) => t.tramo}
        rowAttributes={(t) => ({ 'data-tramo': t.tramo })}
        drill={{ open: (t) => onDrill(t.tramo), name: (t) => t.etiqueta, empty: (t) => t.documentos === 0 }}
        testId="aging-table"
      />
    </ChartCard>
  );
}

import type { ColumnDefinition } from '@domain/dashboard-columns/types';
import { ExcelButton } from '@web/components/ui/excel-button';
import { useToastedExport } from '@web/components/exports/use-toasted-export';
import type { RadarScales } from '@web/lib/kpi-radar/kpi-class-of';
import { clientExportSheet } from '../model/client-export-sheet';
import type { ClientRow } from '../model/client-row';
import { CLIENT_LIST_MESSAGES } from '../model/messages';

interface ExportClientsButtonProps {
  /** Every filtered row (all pages). */
  rows: readonly ClientRow[];
  columns: readonly ColumnDefinition[];
  withEjecutivos: boolean;
  /** The radar scales (a class column follows each enabled KPI); null while they load. */
  radar: RadarScales | null;
}

/**
 * The Export button (client-radar.md §2, §9): 'clientes_{date}.xlsx' of the filtered list, written in the browser;
 * exceljs loads on the first click. A failure shows 'Error al exportar a Excel. Por favor, intente nuevamente.'
 */
export function ExportClientsButton({ rows, columns, withEjecutivos, radar }: ExportClientsButtonProps) {
  const [busy, exportSheet] = useToastedExport(CLIENT_LIST_MESSAGES.exportError);
  return (
    <ExcelButton
      busy={busy}
      disabled={rows.length === 0}
      onClick={() => void exportSheet(() => clientExportSheet(rows, columns, withEjecutivos, new Date(), radar))}
    >
      Exportar Excel
    </ExcelButton>
  );
}

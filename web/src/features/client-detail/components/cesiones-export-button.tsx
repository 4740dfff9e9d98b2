import { ExcelButton } from '@web/components/ui/excel-button';
import type { CesionRow } from '@domain/client-db/views/cesiones-view';
import { useToastedExport } from '@web/components/exports/use-toasted-export';
import { cesionesExportSheet } from '../model/cesiones-export-sheet';

/** The alert of a failed export (client-detail.md §8). */
export const EXPORT_ERROR = 'Error al exportar los datos. Por favor, intente nuevamente.';

interface CesionesExportButtonProps {
  /** Every cession under the list's filters, read only when clicked (the list shows one page). */
  rows: () => readonly CesionRow[];
  /** Cessions under the filters: the button is disabled at 0 (client-detail.md §5). */
  total: number;
  rutCliente: string;
}

/**
 * 'Exportar' (client-detail.md §2, §9): 'cesiones_{client}_{date}.xlsx', sheet Cesiones, written in the browser
 * (exceljs, loaded on the first click); a failure shows 'Error al exportar los datos. Por favor, intente nuevamente.'
 */
export function CesionesExportButton({ rows, total, rutCliente }: CesionesExportButtonProps) {
  const [busy, exportSheet] = useToastedExport(EXPORT_ERROR);
  return (
    <ExcelButton
      busy={busy}
      disabled={total === 0}
      onClick={() => void exportSheet(() => cesionesExportSheet(rows(), rutCliente, new Date()))}
    >
      Exportar
    </ExcelButton>
  );
}

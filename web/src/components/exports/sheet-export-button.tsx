import type { ExportSheet } from '@domain/exports/export-sheet';
import { useDownloadAction } from '@web/lib/downloads/use-download-action';
import { saveXlsx } from '@web/lib/exports/save-xlsx';
import { ExcelButton } from '../ui/excel-button';

interface SheetExportButtonProps {
  /** Builds the sheet, or reads what it holds first (the spinner shows meanwhile). */
  build: () => ExportSheet | Promise<ExportSheet>;
  /** Nothing to export. */
  disabled: boolean;
}

/**
 * 'Exportar Excel' of a screen's own sheet ('Cartera', 'Reportes'): writes the sheet `build` gives as .xlsx in the
 * browser (typed cells, formula-like texts neutralised; exceljs loaded on the first export, not with the screen).
 */
export function SheetExportButton({ build, disabled }: SheetExportButtonProps) {
  const [busy, run] = useDownloadAction();
  return (
    <ExcelButton busy={busy} disabled={disabled} onClick={() => void run(async () => saveXlsx(await build()))}>
      Exportar Excel
    </ExcelButton>
  );
}

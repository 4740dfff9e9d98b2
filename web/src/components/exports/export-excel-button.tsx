import type { CesionView } from '@domain/cession';
import { useDownloadAction } from '@web/lib/downloads/use-download-action';
import { saveXlsx } from '@web/lib/exports/save-xlsx';
import { ExcelButton } from '../ui/excel-button';
import { useFactoringFeatures } from '@web/lib/factoring/get-factoring-features';
import { buildExportSheet, EXPORT_LABELS, isExportEnabled, type ExportKind } from '../../lib/exports/export-kind';

interface ExportExcelButtonProps {
  kind: ExportKind;
  /** The documents on screen, in screen order. */
  rows: CesionView[];
  rutFactoring: string;
  /** On a search screen, where 'Exportar a excel' needs the factoring's exportarExcel feature (isExportEnabled). */
  searchScreen?: boolean;
}

/**
 * Excel (.xlsx) export of the rows on screen (core-platform §2, §3, §9): 'Cesiones exportadas.xlsx',
 * AnuladosExport.xlsx, RebajadosExport.xlsx or CartaGuia.xlsx, rendered only where isExportEnabled allows it.
 * The workbook is generated in the browser; exceljs is loaded on the first click, not with the screen.
 * Failures are logged and the spinner cleared (core-platform §8).
 */
export function ExportExcelButton({ kind, rows, rutFactoring, searchScreen = false }: ExportExcelButtonProps) {
  const features = useFactoringFeatures(rutFactoring);
  const [busy, run] = useDownloadAction();
  if (!isExportEnabled(kind, features.data ?? null, searchScreen)) return null;

  const exportRows = () => run(() => saveXlsx(buildExportSheet(kind, rows, features.data ?? null, new Date())));

  return (
    <ExcelButton busy={busy} disabled={rows.length === 0} onClick={() => void exportRows()}>
      {EXPORT_LABELS[kind]}
    </ExcelButton>
  );
}

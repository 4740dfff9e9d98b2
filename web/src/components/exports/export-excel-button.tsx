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
}

/**
 * Excel (.xlsx) export of the rows on screen (core-platform §2, §3, §9): 'Cesiones exportadas.xlsx',
 * AnuladosExport.xlsx, RebajadosExport.xlsx or CartaGuia.xlsx (rendered only with features.cartaGuia).
 * The workbook is generated in the browser; exceljs is loaded on the first click, not with the screen.
 * Failures are logged and the spinner cleared (core-platform §8).
 */
export function ExportExcelButton({ kind, rows, rutFactoring }: ExportExcelButtonProps) {
  const features = useFactoringFeatures(rutFactoring);
  const [busy, run] = useDownloadAction();
  if (!isExportEnabled(kind, features.data ?? null)) return null;

  const exportRows = () => run(() => saveXlsx(buildExportSheet(kind, rows, features.data ?? null, new Date())));

  return (
    <ExcelButton busy={busy} disabled={rows.length === 0} onClick={() => void exportRows()}>
      {EXPORT_LABELS[kind]}
    </ExcelButton>
  );
}

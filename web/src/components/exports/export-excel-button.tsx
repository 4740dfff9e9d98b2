import type { CesionView } from '@domain/cession';
import { useDownloadAction } from '@web/lib/downloads/use-download-action';
import { saveBlob } from '@web/lib/downloads/save-file';
import { useFactoringFeatures } from '@web/lib/factoring/get-factoring-features';
import { buildExportSheet, EXPORT_LABELS, isExportEnabled, type ExportKind } from '../../lib/exports/export-kind';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

  const exportRows = () =>
    run(async () => {
      const sheet = buildExportSheet(kind, rows, features.data ?? null, new Date());
      const { writeXlsx } = await import('@domain/exports/write-xlsx');
      saveBlob(new Blob([await writeXlsx(sheet)], { type: XLSX_TYPE }), sheet.fileName);
    });

  return (
    <button
      type="button"
      className="btn btn-outline-success btn-sm"
      onClick={() => void exportRows()}
      disabled={busy || rows.length === 0}
    >
      {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
      {EXPORT_LABELS[kind]}
    </button>
  );
}

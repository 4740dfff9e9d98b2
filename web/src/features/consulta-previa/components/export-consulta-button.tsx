import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import { useDownloadAction } from '@web/lib/downloads/use-download-action';
import { saveBlob } from '@web/lib/downloads/save-file';
import { consultaPreviaSheet } from '@domain/consulta-previa/consulta-previa-sheet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 'Exportar a excel' (core-platform §2): the rows as ConsultaPrevia.xlsx, written in the browser by the exports'
 * writer (exceljs, loaded on the first click). A failure is logged and the spinner cleared (§8).
 */
export function ExportConsultaButton({ rows }: { rows: ConsultaPreviaRow[] }) {
  const [busy, run] = useDownloadAction();
  const exportRows = () =>
    run(async () => {
      const sheet = consultaPreviaSheet(rows);
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
      Exportar a excel
    </button>
  );
}

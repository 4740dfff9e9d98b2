import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import { consultaPreviaSheet } from '@domain/consulta-previa/consulta-previa-sheet';
import { ExcelButton } from '@web/components/ui/excel-button';
import { useDownloadAction } from '@web/lib/downloads/use-download-action';
import { saveXlsx } from '@web/lib/exports/save-xlsx';

/**
 * 'Exportar a excel' (core-platform §2): the rows as ConsultaPrevia.xlsx, written in the browser by the exports'
 * writer (exceljs, loaded on the first click). A failure is logged and the spinner cleared (§8).
 */
export function ExportConsultaButton({ rows }: { rows: ConsultaPreviaRow[] }) {
  const [busy, run] = useDownloadAction();
  return (
    <ExcelButton
      busy={busy}
      disabled={rows.length === 0}
      onClick={() => void run(() => saveXlsx(consultaPreviaSheet(rows)))}
    >
      Exportar a excel
    </ExcelButton>
  );
}

import type { ExportSheet } from '@domain/exports/export-sheet';
import { saveBlob } from '@web/lib/downloads/save-file';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes a sheet as an .xlsx workbook in the browser and saves it under the sheet's file name; exceljs is loaded on
 * the first call, not with the screen.
 */
export async function saveXlsx(sheet: ExportSheet): Promise<void> {
  const { writeXlsx } = await import('@domain/exports/write-xlsx');
  saveBlob(new Blob([await writeXlsx(sheet)], { type: XLSX_TYPE }), sheet.fileName);
}

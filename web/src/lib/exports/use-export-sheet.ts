import type { ExportSheet } from '@domain/exports/export-sheet';
import { useDownloadAction } from '@web/lib/downloads/use-download-action';
import { saveXlsx } from '@web/lib/exports/save-xlsx';

/**
 * Writes a sheet as .xlsx in the browser and saves it (exceljs loaded on the first export, not with the screen).
 * @returns [busy, export(sheet)]: `sheet` builds the sheet, or reads what it holds first (busy meanwhile).
 */
export function useExportSheet(): [boolean, (sheet: () => ExportSheet | Promise<ExportSheet>) => Promise<void>] {
  const [busy, run] = useDownloadAction();
  const exportSheet = (sheet: () => ExportSheet | Promise<ExportSheet>) => run(async () => saveXlsx(await sheet()));
  return [busy, exportSheet];
}

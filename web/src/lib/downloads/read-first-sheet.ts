import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/browser/esm/sync';

/** A cell as read from an uploaded spreadsheet: text, number, date, or null when empty. */
export type SheetCell = string | number | Date | null;

/** The upload formats of core-platform §5: .xls (legacy BIFF), .xlsx and .csv. */
export const ACCEPTED_EXTENSIONS = ['.xls', '.xlsx', '.csv'] as const;

/** Raised when a file is not .xls, .xlsx or .csv, or cannot be read as one. */
export class SheetReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetReadError';
  }
}

/**
 * Reads the FIRST sheet of an uploaded spreadsheet as rows of cells (core-platform §5 "only the first sheet is
 * read"): .xlsx through exceljs, .xls through SheetJS (@e965/xlsx, the CE 0.20 build that fixes the
 * advisories of the registry's xlsx 0.18; loaded only when an .xls arrives), .csv (',' or ';' separated,
 * UTF-8 with or without BOM) through csv-parse.
 * Each row runs from column A to its last non-empty cell, so its length is its column count; blank rows are
 * kept as [] for the row rules to judge. Formula cells give their cached result, rich text its plain text.
 * @throws SheetReadError for another extension or a file that is not a readable .xls / .xlsx / .csv.
 */
export async function readFirstSheet(file: File): Promise<SheetCell[][]> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return readXlsx(await file.arrayBuffer());
  if (name.endsWith('.xls')) return readXls(await file.arrayBuffer());
  if (name.endsWith('.csv')) return readCsv(await file.text());
  throw new SheetReadError('Formato no permitido. Solo se aceptan .xls, .xlsx y .csv');
}

async function readXls(bytes: ArrayBuffer): Promise<SheetCell[][]> {
  const XLSX = await import('@e965/xlsx');
  let workbook: ReturnType<typeof XLSX.read>;
  try {
    workbook = XLSX.read(new Uint8Array(bytes), { type: 'array', cellDates: true });
  } catch (error) {
    throw new SheetReadError(`El archivo no es un Excel .xls válido: ${(error as Error).message}`);
  }
  const sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  return rows.map((row) => trimTrailingEmpty(row.map((value) => toCell(value as ExcelJS.CellValue))));
}

async function readXlsx(bytes: ArrayBuffer): Promise<SheetCell[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch (error) {
    throw new SheetReadError(`El archivo no es un Excel .xlsx válido: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetCell[][] = [];
  for (let index = 1; index <= sheet.rowCount; index++) {
    const values = sheet.getRow(index).values;
    const cells = Array.isArray(values) ? Array.from(values.slice(1), (value) => toCell(value)) : [];
    rows.push(trimTrailingEmpty(cells));
  }
  return rows;
}

function readCsv(text: string): SheetCell[][] {
  try {
    const records = parse(text, {
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
    return records.map((record) =>
      trimTrailingEmpty(record.map((value) => (value.trim() === '' ? null : value.trim()))),
    );
  } catch (error) {
    throw new SheetReadError(`El archivo no es un CSV válido: ${(error as Error).message}`);
  }
}

function toCell(value: ExcelJS.CellValue | undefined): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return toCell(value.richText.map((part) => part.text).join(''));
  if ('result' in value) return toCell(value.result as ExcelJS.CellValue);
  if ('text' in value) return toCell(value.text);
  return null;
}

function trimTrailingEmpty(cells: SheetCell[]): SheetCell[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === null) end--;
  return cells.slice(0, end);
}

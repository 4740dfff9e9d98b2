import { MASS_ASSIGNMENT_HEADERS } from '@domain/spreadsheet-rows';
import type { ColumnFormat, ExportSheet } from '@domain/exports/export-sheet';

const column = (header: string, format: ColumnFormat = 'text') => ({ header, format });

/**
 * The sample files of the mass cession screen (core-platform §2 "download a sample format file"), one per layout
 * that domain/spreadsheet-rows.ts reads: 3-4 columns (rut emisor, tipo, folio, optional due date) and 9 columns.
 * Each holds the header and two example documents; dates are text in yyyy-MM-dd, one of the accepted formats (§5).
 */
export const SAMPLE_SHEETS: Record<'short' | 'full', ExportSheet> = {
  short: {
    fileName: 'formato-cesion-masiva-3-4-columnas.xlsx',
    sheetName: 'Cesion masiva',
    columns: MASS_ASSIGNMENT_HEADERS.short.map((header) =>
      column(header, header === 'Tipo' || header === 'Folio' ? 'integer' : 'text'),
    ),
    rows: [
      ['76.354.771-K', 33, 170, '2019-05-30'],
      ['76354771-K', 34, 171, null],
    ],
    totals: false,
  },
  full: {
    fileName: 'formato-cesion-masiva-9-columnas.xlsx',
    sheetName: 'Cesion masiva',
    columns: MASS_ASSIGNMENT_HEADERS.full.map((header) =>
      column(
        header,
        header === 'Valor Documento' ? 'amount' : header === 'Tipo' || header === 'Folio' ? 'integer' : 'text',
      ),
    ),
    rows: [
      [
        '96.790.240-3',
        'MINERA LOS PELAMBRES',
        33,
        170,
        '2019-04-01',
        2996301,
        '2019-05-30',
        '76.354.771-K',
        'INGENIERIA ENACON SPA',
      ],
      ['96790240-3', 'MINERA LOS PELAMBRES', 33, 172, '2019-04-02', 1500000, '', '76354771-K', 'INGENIERIA ENACON SPA'],
    ],
    totals: false,
  },
};

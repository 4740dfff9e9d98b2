/**
 * What the PDF of 'Reportes' holds (core-platform §6 'Reportes'): the report's title, its filters and headline, and its
 * sections as the text the screen shows (es-CL: '$1.234.567', '1.234', '12,3%', dd/MM/yyyy). The sections are the
 * report's Excel sheets (the same builders), so the committee's file, the spreadsheets and the screen carry one set of
 * figures. renderReportPdf (report-pdf.ts) adds the factoring, the date and the user to every page.
 */
import { countText, formatClp, formatCount, formatFecha, formatPercentOne } from '../es-cl-format';
import { totalsRows, type CellValue, type ExportColumn, type ExportSheet } from '../exports/export-sheet';

/** One table of the report: its title, an optional note, the headers, which columns are figures, and the cells. */
export interface ReportPdfSection {
  titulo: string;
  nota: string | null;
  columnas: string[];
  /** Per column: right-aligned figures (true) or text. */
  numericas: boolean[];
  filas: string[][];
}

/** A filter of the report as the screen names it ('Deudor', 'Todos'). */
export interface ReportPdfFilter {
  nombre: string;
  valor: string;
}

/** The whole report. */
export interface ReportPdfContent {
  /** 'Reportes: Resumen' or 'Reportes: Informe ARC'. */
  titulo: string;
  filtros: ReportPdfFilter[];
  /** The period's headline (documents and 'Total cedido vigente'). */
  resumen: string;
  secciones: ReportPdfSection[];
}

/** A cell as the screen writes it; empty for null. */
function cellText(value: CellValue, column: ExportColumn): string {
  if (value === null) return '';
  if (value instanceof Date) return formatFecha(value.toISOString());
  if (typeof value === 'string')
    return column.format === 'date' || column.format === 'datetime' ? formatFecha(value) : value;
  switch (column.format) {
    case 'amount':
      return formatClp(value);
    case 'percent':
      return formatPercentOne(value * 100);
    case 'millions':
      return `${(value / 1_000_000).toLocaleString('es-CL', { maximumFractionDigits: column.decimals ?? 2 })} M`;
    case 'decimal':
      return value.toLocaleString('es-CL', { maximumFractionDigits: column.decimals ?? 2 });
    default:
      return formatCount(value);
  }
}

/**
 * A report sheet as a PDF section: its rows and totals rows in the screen's text, the figures right-aligned.
 * @param titulo the card's title on the screen.
 */
export function sheetSection(sheet: ExportSheet, titulo: string, nota: string | null = null): ReportPdfSection {
  return {
    titulo,
    nota,
    columnas: sheet.columns.map((column) => column.header),
    numericas: sheet.columns.map((column) => column.format !== 'text'),
    filas: [...sheet.rows, ...totalsRows(sheet)].map((row) =>
      row.map((value, index) => cellText(value, sheet.columns[index]!)),
    ),
  };
}

/** The headline of a period: '1.234 documentos. Total cedido vigente: $5.678.901'. */
export function reportHeadline(documentos: number, montoCedido: number): string {
  return `${countText(documentos, 'documento', 'documentos')}. Total cedido vigente: ${formatClp(montoCedido)}`;
}

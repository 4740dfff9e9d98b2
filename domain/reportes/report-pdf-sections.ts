import { reportHeadline, sheetSection, type ReportPdfContent, type ReportPdfSection } from './report-pdf-content';
import type { Concentration } from './concentration';
import { formatPercentOne } from '../es-cl-format';
import type { Report } from './report';
import type { ReportParams } from './report-selection';
import { agingSheet, monthsSheet, partiesSheet } from './report-sheets';

/** What the screen shows, for its PDF. */
export interface ReportPdfInput {
  params: ReportParams;
  /** Its figures (the documents are not read). */
  report: Omit<Report, 'documentos'>;
  /** The period as the headline writes it ('06/2026 a 11/2026'). */
  periodo: string;
  /** The executive filter applies (carteraEjecutivos). */
  withEjecutivos: boolean;
  /** The tables of the cards that read their own data (exposure, clients), as each drew them; [] while pending. */
  tarjetas: readonly ReportPdfSection[];
}

const concentrationNote = (c: Concentration) =>
  `Top 1: ${formatPercentOne(c.top1 * 100)} · Top 3: ${formatPercentOne(c.top3 * 100)} · HHI: ${Math.round(
    c.hhi,
  ).toLocaleString('es-CL')}`;

/** A party filter as the filters name it: its razón social (or RUT), or 'Todos'. */
const partyName = (rut: string, parties: Report['todosCedentes']) =>
  rut ? parties.find((p) => p.rut === rut)?.razonSocial || rut : 'Todos';

/**
 * The screen's report as the PDF's content: the view's title, the filters, the headline, and each card's table from
 * the same sheet builders as its Excel export ('Resumen': by month, by cedente and debtor with their concentration,
 * the aging, then the exposure's and the clients' tables as those cards drew them; 'Informe ARC': by cedente and by
 * debtor).
 */
export function reportPdfContent(input: ReportPdfInput): ReportPdfContent {
  const { params, report } = input;
  const { desde, hasta } = params;
  const parties = (['cedente', 'deudor'] as const).map((tipo) =>
    sheetSection(
      partiesSheet(tipo, tipo === 'cedente' ? report.cedentes : report.deudores, desde, hasta),
      tipo === 'cedente' ? 'Por cedente' : 'Por deudor',
      params.vista === 'resumen'
        ? concentrationNote(tipo === 'cedente' ? report.concentracionCedentes : report.concentracionDeudores)
        : null,
    ),
  );
  const secciones =
    params.vista === 'arc'
      ? parties
      : [
          sheetSection(monthsSheet(report.meses, desde, hasta), 'Cesiones adquiridas por mes'),
          ...parties,
          sheetSection(agingSheet(report.vencimientos, desde, hasta), 'Vencimientos de documentos abiertos'),
          ...input.tarjetas,
        ];
  return {
    titulo: `Reportes: ${params.vista === 'arc' ? 'Informe ARC' : 'Resumen'}`,
    filtros: [
      { nombre: 'Periodo', valor: input.periodo },
      { nombre: 'Cedente', valor: partyName(params.cedente, report.todosCedentes) },
      { nombre: 'Deudor', valor: partyName(params.deudor, report.todosDeudores) },
      ...(input.withEjecutivos ? [{ nombre: 'Ejecutivo', valor: params.ejecutivo || 'Todos' }] : []),
    ],
    resumen: `${input.periodo}: ${reportHeadline(report.total.documentos, report.total.montoCedido)}`,
    secciones,
  };
}

/** The PDF's file name: 'Reporte Resumen 2026-06 a 2026-11.pdf'. */
export function reportPdfFileName(params: ReportParams): string {
  return `Reporte ${params.vista === 'arc' ? 'Informe ARC' : 'Resumen'} ${params.desde} a ${params.hasta}.pdf`;
}

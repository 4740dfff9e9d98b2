import type { ExportSheet } from '../exports/export-sheet';
import type { LimitUsage } from './limit-usage';
import type { AgingFigures } from './open-aging';
import type { ExecutiveFigures } from './executive-figures';
import type { GroupFigures, MonthFigures, PartyFigures } from './report-figures';

/** The period in a file name: 'yyyy-MM a yyyy-MM'. */
export const reportPeriod = (desde: string, hasta: string) => `${desde} a ${hasta}`;

const FIGURE_COLUMNS = [
  { header: 'Documentos', format: 'integer', total: true },
  { header: 'Monto Cedido Vigente', format: 'amount', total: true },
  { header: 'Aceptados', format: 'integer', total: true },
  { header: 'Reclamados', format: 'integer', total: true },
  { header: 'Anulados', format: 'integer', total: true },
  { header: 'Rebajados', format: 'integer', total: true },
  { header: 'Recedidos', format: 'integer', total: true },
  { header: 'Devueltos', format: 'integer', total: true },
  { header: 'Tasa Aceptación', format: 'percent' },
  { header: 'Tasa Reclamo', format: 'percent' },
] as const satisfies ExportSheet['columns'];

const figureCells = (f: GroupFigures) => [
  f.documentos,
  f.montoCedido,
  f.aceptados,
  f.reclamados,
  f.anulados,
  f.rebajados,
  f.recedidos,
  f.devueltos,
  f.tasaAceptacion,
  f.tasaReclamo,
];

/** 'Cesiones adquiridas por mes': one row per month (first day as a date) with its counts, amount CLP and rates. */
export function monthsSheet(months: readonly MonthFigures[], desde: string, hasta: string): ExportSheet {
  return {
    fileName: `Reporte cesiones por mes ${reportPeriod(desde, hasta)}.xlsx`,
    sheetName: 'Por mes',
    columns: [{ header: 'Mes', format: 'text' }, ...FIGURE_COLUMNS],
    rows: months.map((m) => [m.mes, ...figureCells(m)]),
    totals: true,
  };
}

/** The report by cedente or debtor: rut, razón social, the figures and the share of the amount (0..1). */
export function partiesSheet(
  tipo: 'cedente' | 'deudor',
  parties: readonly PartyFigures[],
  desde: string,
  hasta: string,
): ExportSheet {
  const total = parties.reduce((sum, p) => sum + p.montoCedido, 0);
  const title = tipo === 'cedente' ? 'Cedente' : 'Deudor';
  return {
    fileName: `Reporte por ${tipo} ${reportPeriod(desde, hasta)}.xlsx`,
    sheetName: `Por ${tipo}`,
    columns: [
      { header: `Rut ${title}`, format: 'text' },
      { header: 'Razón Social', format: 'text' },
      ...FIGURE_COLUMNS,
      { header: 'Participación', format: 'percent' },
    ],
    rows: parties.map((p) => [p.rut, p.razonSocial, ...figureCells(p), total === 0 ? 0 : p.montoCedido / total]),
    totals: true,
  };
}

/** The report by executive: e-mail ('Sin ejecutivo' for the unassigned clients), its clients and the figures. */
export function executivesSheet(executives: readonly ExecutiveFigures[], desde: string, hasta: string): ExportSheet {
  return {
    fileName: `Reporte por ejecutivo ${reportPeriod(desde, hasta)}.xlsx`,
    sheetName: 'Por ejecutivo',
    columns: [{ header: 'Ejecutivo', format: 'text' }, { header: 'Clientes', format: 'integer' }, ...FIGURE_COLUMNS],
    rows: executives.map((e) => [executiveName(e.ejecutivo), e.clientes.length, ...figureCells(e)]),
    totals: false,
  };
}

/** An executive as the report writes it: the e-mail, or 'Sin ejecutivo'. */
export const executiveName = (ejecutivo: string) => ejecutivo || 'Sin ejecutivo';

/** The aging of the open documents: one row per tramo with its documents and amount (CLP). */
export function agingSheet(aging: readonly AgingFigures[], desde: string, hasta: string): ExportSheet {
  return {
    fileName: `Reporte vencimientos ${reportPeriod(desde, hasta)}.xlsx`,
    sheetName: 'Vencimientos',
    columns: [
      { header: 'Tramo', format: 'text' },
      { header: 'Documentos', format: 'integer', total: true },
      { header: 'Monto Cedido', format: 'amount', total: true },
    ],
    rows: aging.map((t) => [t.etiqueta, t.documentos, t.montoCedido]),
    totals: true,
  };
}

/**
 * The exposure against the Cartera limits of one kind on `fecha` ('yyyy-MM-dd'): one row per party under a limit with
 * its monto and share, each limit (empty when not set), the use of the tightest, the CLP still available (negative
 * when over) and 'Sí' when it exceeds one.
 */
export function exposureSheet(tipo: 'cedente' | 'deudor', usages: readonly LimitUsage[], fecha: string): ExportSheet {
  const title = tipo === 'cedente' ? 'Cedente' : 'Deudor';
  return {
    fileName: `Reporte exposición por ${tipo} ${fecha}.xlsx`,
    sheetName: `Exposición por ${tipo}`,
    columns: [
      { header: `Rut ${title}`, format: 'text' },
      { header: 'Razón Social', format: 'text' },
      { header: 'Documentos', format: 'integer', total: true },
      { header: 'Monto Cedido Vigente', format: 'amount', total: true },
      { header: 'Participación', format: 'percent' },
      { header: 'Participación Máxima', format: 'percent' },
      { header: 'Monto Máximo', format: 'amount' },
      { header: 'Uso del Límite', format: 'percent' },
      { header: 'Disponible', format: 'amount' },
      { header: 'Excede', format: 'text' },
    ],
    rows: usages.map((u) => [
      u.rut,
      u.razonSocial,
      u.documentos,
      u.monto,
      u.participacion,
      u.participacionMaxima,
      u.montoMaximo,
      u.uso,
      u.disponible,
      u.excesos.length > 0 ? 'Sí' : 'No',
    ]),
    totals: false,
  };
}

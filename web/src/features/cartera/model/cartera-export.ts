import { ACCEPTANCE_LABELS } from '@domain/cartera/acceptance';
import { AGING_LABELS } from '@domain/cartera/aging';
import { chileCellDate } from '@domain/exports/chile-cell-date';
import type { ExportSheet } from '@domain/exports/export-sheet';
import { RED_FLAG_COLUMN, redFlagCell } from '@domain/exports/red-flag-column';
import { PARTY_LABELS, type CarteraDocumento, type CarteraParte, type DrillDown } from './cartera';

/**
 * 'Cartera por deudor.xlsx' / 'Cartera por cedente.xlsx': the ranking as the screen shows it, amounts as CLP numbers,
 * shares as Excel percentages, and the labelled 'Total cartera' of documents and amounts.
 */
export function partiesSheet(tipo: DrillDown['tipo'], parties: readonly CarteraParte[]): ExportSheet {
  const label = PARTY_LABELS[tipo].singular;
  return {
    fileName: `Cartera por ${label.toLowerCase()}.xlsx`,
    sheetName: `Por ${label.toLowerCase()}`,
    columns: [
      { header: 'Ranking', format: 'integer' },
      { header: `RUT ${label}`, format: 'text' },
      { header: 'Razón Social', format: 'text' },
      { header: 'Documentos', format: 'integer', total: true },
      { header: 'Monto Cedido', format: 'amount', total: true },
      { header: 'Participación', format: 'percent', decimals: 1, total: true },
      { header: 'Documentos con alertas', format: 'integer', total: true },
      { header: 'Participación máxima', format: 'percent', decimals: 1 },
      { header: 'Monto máximo', format: 'amount' },
      { header: 'Excede límite', format: 'text' },
    ],
    rows: parties.map((p) => [
      p.ranking,
      p.rut,
      p.razonSocial,
      p.documentos,
      p.monto,
      p.participacion,
      p.documentosConAlertas,
      p.participacionMaxima,
      p.montoMaximo,
      p.excesos.length > 0 ? p.excesos.join(' | ') : null,
    ]),
    totals: true,
    totalsLabel: 'Total cartera',
  };
}

/**
 * 'Documentos cartera {rut}.xlsx': the drill-down's documents with typed dates and amounts, their tramo, estado,
 * days left and red flags, and the labelled total of the list.
 */
export function documentsSheet(drill: DrillDown, documents: readonly CarteraDocumento[]): ExportSheet {
  return {
    fileName: `Documentos cartera ${drill.rut}.xlsx`,
    sheetName: 'Documentos',
    columns: [
      { header: 'Tipo DTE', format: 'integer' },
      { header: 'Folio', format: 'integer' },
      { header: 'RUT Emisor', format: 'text' },
      { header: 'Deudor', format: 'text' },
      { header: 'Cedente', format: 'text' },
      { header: 'Fecha Emisión', format: 'date' },
      { header: 'Fecha Cesión', format: 'datetime' },
      { header: 'Fecha Vencimiento', format: 'date' },
      { header: 'Tramo', format: 'text' },
      { header: 'Aceptación', format: 'text' },
      { header: 'Días para reclamar', format: 'integer' },
      { header: 'Monto Documento', format: 'amount', total: true },
      { header: 'Monto Cedido', format: 'amount', total: true },
      RED_FLAG_COLUMN,
    ],
    rows: documents.map((d) => [
      d.tipoDTE,
      d.folio,
      d.emisor.rut,
      d.deudor.razonSocial || d.deudor.rut,
      d.cedente.razonSocial || d.cedente.rut,
      chileCellDate(d.fechaEmision),
      chileCellDate(d.fechaCesion),
      chileCellDate(d.fechaVencimiento),
      AGING_LABELS[d.tramo],
      ACCEPTANCE_LABELS[d.estado],
      d.diasRestantes,
      d.montoDocumento,
      d.montoCedido,
      redFlagCell(d.alertas),
    ]),
    totals: true,
    totalsLabel: `Total ${drill.razonSocial || drill.rut}`,
  };
}

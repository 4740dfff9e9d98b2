/**
 * The figures of 'Reportes', computed from the acquired list's rows with the monitoring screen's own rules, so a
 * figure equals what '/cesion-adquiridas' shows for the same window: documentos counts every row (its 'N
 * documentos'), montoCedido sums the rows that count toward totals (its 'Total cedido vigente', domain/cession-rules.ts
 * cessionTotals, core-platform §4, §9).
 */
import { cessionTotals } from '../cession-rules';
import { cessionMonth, type ReportDocument } from './report-document';

/** The counts and amount of a group of acquired documents. Amount CLP; rates are fractions 0..1 of documentos. */
export interface GroupFigures {
  documentos: number;
  /** Sum of montoCedido over the rows in 'Cesion Vigente' or 'Documento Asociado en Cobranza'. */
  montoCedido: number;
  /** Accepted by the debtor (aceptado 'si': ACD, ERM or the 8-day lapse, core-platform §4). */
  aceptados: number;
  /** Claimed by the debtor (aceptado 'no': RCD, RFP, RFT). */
  reclamados: number;
  anulados: number;
  rebajados: number;
  /** Re-ceded by the factoring (estadoCesion '', core-platform §3), returns included once the SII shows them. */
  recedidos: number;
  /** Returned to the emisor: the platform's last AEC for it is a devolución the SII accepted (EOK). */
  devueltos: number;
  tasaAceptacion: number;
  tasaReclamo: number;
  tasaAnulacion: number;
  tasaRebaja: number;
}

/** The figures of one group of documents (see {@link GroupFigures}); every rate is 0 for an empty group. */
export function groupFigures(documents: readonly ReportDocument[]): GroupFigures {
  const count = (test: (d: ReportDocument) => boolean) => documents.filter(test).length;
  return withRates({
    documentos: documents.length,
    montoCedido: cessionTotals(documents).montoCedido,
    aceptados: count((d) => d.aceptado.state === 'si'),
    reclamados: count((d) => d.aceptado.state === 'no'),
    anulados: count((d) => d.anulado.state === 'si'),
    rebajados: count((d) => d.rebajado.state === 'si'),
    recedidos: count((d) => d.estadoCesion === ''),
    devueltos: count(isReturned),
  });
}

/** The counts and amount of a group (see {@link GroupFigures}). */
export type GroupCounts = Omit<GroupFigures, 'tasaAceptacion' | 'tasaReclamo' | 'tasaAnulacion' | 'tasaRebaja'>;

/** A group's figures from its counts: each rate a fraction of documentos, 0 for an empty group. */
export function withRates(counts: GroupCounts): GroupFigures {
  const rate = (n: number) => (counts.documentos === 0 ? 0 : n / counts.documentos);
  return {
    ...counts,
    tasaAceptacion: rate(counts.aceptados),
    tasaReclamo: rate(counts.reclamados),
    tasaAnulacion: rate(counts.anulados),
    tasaRebaja: rate(counts.rebajados),
  };
}

/** True when the document went back to its emisor (see {@link GroupFigures.devueltos}). */
export function isReturned(document: Pick<ReportDocument, 'envio'>): boolean {
  return document.envio?.tipoAccion === 'devolucion' && document.envio.estado === 'aceptado';
}

/** The figures of one month 'yyyy-MM'. */
export interface MonthFigures extends GroupFigures {
  mes: string;
}

/**
 * The figures of each month of `meses`, by the month of fechaCesion; a month without documents has zeros, and
 * documents outside `meses` are left out.
 * @param meses the report's months 'yyyy-MM', in the order to return.
 */
export function figuresByMonth(documents: readonly ReportDocument[], meses: readonly string[]): MonthFigures[] {
  const byMonth = groupBy(documents, cessionMonth);
  return meses.map((mes) => ({ mes, ...groupFigures(byMonth.get(mes) ?? []) }));
}

/** The figures of one cedente or debtor. */
export interface PartyFigures extends GroupFigures {
  rut: string;
  razonSocial: string;
}

/**
 * The figures of each cedente or debtor, the largest montoCedido first (ties: more documents, then rut); the
 * razón social is the first non-empty one its documents carry.
 */
export function figuresByParty(documents: readonly ReportDocument[], party: 'cedente' | 'deudor'): PartyFigures[] {
  return partyRanking(documents, party, groupFigures);
}

/**
 * The ranking of {@link figuresByParty} over any rows that name a cedente and a debtor (documents, or report cell
 * groups), each party's figures taken by `figuresOf` from its rows.
 */
export function partyRanking<T extends Pick<ReportDocument, 'cedente' | 'deudor'>>(
  rows: readonly T[],
  party: 'cedente' | 'deudor',
  figuresOf: (rows: T[]) => GroupFigures,
): PartyFigures[] {
  return [...groupBy(rows, (d) => d[party].rut).entries()]
    .map(([rut, partyRows]) => ({
      rut,
      razonSocial: partyRows.find((d) => d[party].razonSocial)?.[party].razonSocial ?? '',
      ...figuresOf(partyRows),
    }))
    .sort(partyOrder);
}

/** The order of party rankings: the largest montoCedido first, then more documents, then rut. */
export function partyOrder(a: PartyFigures, b: PartyFigures): number {
  return b.montoCedido - a.montoCedido || b.documentos - a.documentos || a.rut.localeCompare(b.rut);
}

/** The items grouped by key, each group in input order. */
export function groupBy<T>(documents: readonly T[], key: (d: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const d of documents) {
    const k = key(d);
    const group = groups.get(k);
    if (group) group.push(d);
    else groups.set(k, [d]);
  }
  return groups;
}

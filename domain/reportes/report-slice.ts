/**
 * The documents behind one figure of 'Reportes' (its drill-down): a month, a cedente, a debtor, an aging tramo or an
 * executive's client companies.
 */
import type { AgingBucket } from '../cartera/aging';
import { executiveDocuments } from './executive-figures';
import { documentTramo, isOpen } from './open-aging';
import { cessionMonth, type ReportDocument } from './report-document';

/**
 * A figure of the report: a month 'yyyy-MM', a party by normalised RUT, a tramo of the open documents, or the client
 * companies (RUTs) of an executive.
 */
export type ReportSlice =
  | { kind: 'mes'; mes: string }
  | { kind: 'cedente' | 'deudor'; rut: string }
  | { kind: 'tramo'; tramo: AgingBucket }
  | { kind: 'clientes'; ruts: readonly string[] };

/**
 * The documents a figure counts, in input order: those ceded in the month, of the cedente or debtor, or open and in
 * the tramo at `now`, or ceded by the clients (the same rules as figuresByMonth, figuresByParty, openAging and
 * figuresByExecutive).
 */
export function sliceDocuments<T extends ReportDocument>(documents: readonly T[], slice: ReportSlice, now: Date): T[] {
  switch (slice.kind) {
    case 'mes':
      return documents.filter((d) => cessionMonth(d) === slice.mes);
    case 'cedente':
    case 'deudor':
      return documents.filter((d) => d[slice.kind].rut === slice.rut);
    case 'tramo':
      return documents.filter((d) => isOpen(d) && documentTramo(d, now) === slice.tramo);
    case 'clientes':
      return executiveDocuments(documents, slice.ruts);
  }
}

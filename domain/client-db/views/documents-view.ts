/**
 * Issued ('venta') and received ('compra') documents of the loaded client with their credit notes and cession
 * (client-detail.md §2 "Ventas tab" issued-documents table and "Compras tab" received-documents table, §3).
 * Date range on fechaEmision; `deudores` filters the counterparty (receptor of ventas, emisor of compras).
 * The page's keys come from librocv in its stored order (book, fechaEmision, folio) newest first, or, under a
 * counterparty filter, from the chosen counterparties' index (book-where.ts); only the page's rows are then read with
 * their cession, credit notes and names. The total: of a counterparty filter from the same index, else with only a
 * date range from resumen_dia, else from documento_estado_dia.
 */
import type { LocalDbReader } from '../db-reader';
import { bookWhere, counterpartyIndex } from './book-where';
import { creditNotesForInvoices, type Book, type CreditNote } from './credit-notes-for-invoices';
import {
  AGGREGATE_ESTADO_SQL,
  ANULADO_SQL,
  anyEstadoSql,
  ESTADO_SQL,
  estadoConditions,
  NC_JOIN,
  nameOf,
  REBAJADO_SQL,
  TODAY_JULIANDAY_CTE,
  ULTIMA_CESION_JOIN,
} from './document-sql';
import {
  noneSelected,
  pageWindow,
  SqlWhere,
  toPage,
  type CounterpartyFilter,
  type DateRangeFilter,
  type EstadoFilter,
  type Page,
  type PageFilter,
} from './view-filters';
import { estadoFields, type DocumentEstado, type EstadoFields } from './row-fields';

/** Filters of the documents tables; `today` 'yyyy-MM-dd' (Chile) for the 8-day acceptance rule. */
export interface DocumentsFilters extends PageFilter, DateRangeFilter, CounterpartyFilter {
  today: string;
  tipos?: readonly number[];
  /** true: only ceded documents; false: only not ceded; absent: all. */
  cedido?: boolean;
  /** Factorings (RUTs) of the latest cession; implies ceded documents. */
  factorings?: readonly string[];
  estadoFilters?: readonly EstadoFilter[];
}

/** A document row (client-detail.md §3). Counterparty: deudor of ventas, emisor of compras. Amounts CLP. */
export interface DocumentRow extends EstadoFields {
  id: string;
  folio: number;
  tipo: number;
  fecha: string;
  monto: number;
  emisor: string;
  rutEmisor: string;
  deudor: string;
  rutDeudor: string;
  cedido: boolean;
  montoCedido: number | null;
  factoring: string | null;
  fechaCesion: string | null;
  notasCreditoCount: number;
  notasCreditoTotal: number;
  notasCreditoList: CreditNote[];
  tipoReferencia: number | null;
  folioReferencia: number | null;
}

interface RawDocument {
  folio: number;
  tipoDTE: number;
  fechaEmision: string;
  total: number;
  rutEmisor: string;
  emisor: string;
  rutReceptor: string;
  receptor: string;
  estado: DocumentEstado;
  aceptado: number;
  reclamado: number;
  anulado: number | null;
  rebajado: number | null;
  rutCesionario: string | null;
  factoring: string | null;
  montoCesion: number | null;
  fechaHoraCesion: string | null;
  ncCount: number;
  ncTotal: number;
  tipoReferencia: number | null;
  folioReferencia: number | null;
}

const ESTADO_CONDITIONS = estadoConditions({ anulado: 'anulado', rebajado: 'rebajado' });

/**
 * One page of the client's documents of `book`, newest first (then folio descending), with credit notes (count, total,
 * list) of the type-33 invoices. Query failures give an empty page.
 * @throws RangeError on a date bound that is not 'yyyy-MM-dd'.
 */
export function documentsView(reader: LocalDbReader, book: Book, filters: DocumentsFilters): Page<DocumentRow> {
  const window = pageWindow(filters);
  const estadoCondition = anyEstadoSql(ESTADO_CONDITIONS, filters.estadoFilters);
  const onlyRange =
    estadoCondition === '1' && noneSelected(filters.tipos, filters.factorings) && filters.cedido === undefined;
  const matching = matchingKeys(reader, book, filters, estadoCondition);
  const total = noneSelected(filters.deudores)
    ? onlyRange
      ? countFromAggregate(reader, book, filters)
      : countFromStates(reader, book, filters, estadoCondition)
    : countOfMatching(reader, matching);
  // The count is exact: a page past it has no rows, and walking the book to find none would read all of it.
  const rows: RawDocument[] =
    window.offset >= total
      ? []
      : reader.all<RawDocument>(
          `SELECT d.folio, d.tipoDTE, d.fechaEmision, d.total, d.rutEmisor, d.rutReceptor, d.aceptado, d.reclamado,
            d.tipoReferencia, d.folioReferencia, ${ESTADO_SQL} AS estado,
            COALESCE(${ANULADO_SQL}, 0) AS anulado, COALESCE(${REBAJADO_SQL}, 0) AS rebajado,
            u.rutCesionario, u.montoCesion, u.fechaHoraCesion,
            COALESCE(n.ncCount, 0) AS ncCount, COALESCE(n.ncTotal, 0) AS ncTotal,
            ${nameOf('d.rutEmisor')} AS emisor, ${nameOf('d.rutReceptor')} AS receptor,
            CASE WHEN u.rutCesionario IS NULL THEN NULL ELSE ${nameOf('u.rutCesionario')} END AS factoring
          FROM (${matching.sql} ORDER BY fechaEmision DESC, folio DESC LIMIT ? OFFSET ?) k
          JOIN librocv d ON d.ventaOCompra = k.ventaOCompra AND d.fechaEmision = k.fechaEmision AND d.folio = k.folio
            AND d.rutEmisor = k.rutEmisor AND d.tipoDTE = k.tipoDTE
          ${ULTIMA_CESION_JOIN}
          ${NC_JOIN}
          ORDER BY d.fechaEmision DESC, d.folio DESC`,
          [filters.today, ...matching.params, window.limit, window.offset],
        );
  const notes = notesByDocument(reader, book, rows);
  return toPage(
    rows.map((raw) => toDocumentRow(raw, notes.get(`${raw.rutEmisor}|${raw.folio}`) ?? [])),
    total,
    window,
  );
}

/**
 * The primary keys (ventaOCompra, fechaEmision, folio, rutEmisor, tipoDTE) of the rows of `book` matching every
 * filter, unordered. It joins the latest cession and the credit notes only when a filter reads them (cedido or
 * factorings; anulado or rebajado), so that counting or sorting a counterparty's rows reads only its index
 * (book-where.ts counterpartyIndex).
 */
function matchingKeys(
  reader: LocalDbReader,
  book: Book,
  filters: DocumentsFilters,
  estadoCondition: string,
): { sql: string; params: (string | number)[] } {
  const where = bookWhere(reader, book, filters)
    .addIn('d.tipoDTE', filters.tipos)
    .addIn('u.rutCesionario', filters.factorings);
  if (filters.cedido !== undefined) where.add(`u.rutCesionario IS ${filters.cedido ? 'NOT ' : ''}NULL`);
  const byCesion = filters.cedido !== undefined || !noneSelected(filters.factorings);
  const byEstado = estadoCondition !== '1';
  const byNotes = filters.estadoFilters?.some((estado) => estado === 'anulado' || estado === 'rebajado') ?? false;
  const sql = `SELECT ventaOCompra, fechaEmision, folio, rutEmisor, tipoDTE FROM (
      SELECT d.ventaOCompra, d.fechaEmision, d.folio, d.rutEmisor, d.tipoDTE${byEstado ? `, ${ESTADO_SQL} AS estado` : ''}${
        byNotes ? `, COALESCE(${ANULADO_SQL}, 0) AS anulado, COALESCE(${REBAJADO_SQL}, 0) AS rebajado` : ''
      }
      FROM librocv d${noneSelected(filters.deudores) ? '' : ` INDEXED BY ${counterpartyIndex(book)}`}
      ${byCesion ? ULTIMA_CESION_JOIN : ''}
      ${byNotes ? NC_JOIN : ''}
      ${where.sql})
    WHERE ${estadoCondition}`;
  return { sql, params: byEstado ? [filters.today, ...where.params] : where.params };
}

function countOfMatching(reader: LocalDbReader, matching: { sql: string; params: (string | number)[] }): number {
  const [count] = reader.all<{ total: number }>(`SELECT COUNT(*) AS total FROM (${matching.sql})`, matching.params);
  return count?.total ?? 0;
}

/** Rows of the client's book in the range: every row of the day aggregate (filas + credit notes of their own day). */
function countFromAggregate(reader: LocalDbReader, book: Book, range: DateRangeFilter): number {
  const where = new SqlWhere().add('ventaOCompra = ?', book).addDateRange('fecha', range);
  const [count] = reader.all<{ total: number | null }>(
    `SELECT SUM(filas + ncCantidad) AS total FROM resumen_dia ${where.sql}`,
    where.params,
  );
  return count?.total ?? 0;
}

/** Rows of the client's book matching every filter but the counterparty, summed from documento_estado_dia. */
function countFromStates(
  reader: LocalDbReader,
  book: Book,
  filters: DocumentsFilters,
  estadoCondition: string,
): number {
  const where = new SqlWhere()
    .add('ventaOCompra = ?', book)
    .addDateRange('fecha', filters)
    .addIn('tipoDTE', filters.tipos)
    .addIn('rutCesionario', filters.factorings);
  if (filters.cedido !== undefined) where.add(`rutCesionario ${filters.cedido ? '<>' : '='} ''`);
  const [count] = reader.all<{ total: number | null }>(
    `WITH ${TODAY_JULIANDAY_CTE}
    SELECT SUM(cantidad) AS total
    FROM (SELECT cantidad, anulado, rebajado, ${AGGREGATE_ESTADO_SQL} AS estado FROM documento_estado_dia, hoy ${where.sql})
    WHERE ${estadoCondition}`,
    [filters.today, ...where.params],
  );
  return count?.total ?? 0;
}

function notesByDocument(reader: LocalDbReader, book: Book, rows: RawDocument[]): Map<string, CreditNote[]> {
  const invoicesByIssuer = new Map<string, number[]>();
  for (const row of rows) {
    if (row.ncCount > 0)
      invoicesByIssuer.set(row.rutEmisor, [...(invoicesByIssuer.get(row.rutEmisor) ?? []), row.folio]);
  }
  const notes = new Map<string, CreditNote[]>();
  for (const [rutEmisor, folios] of invoicesByIssuer) {
    for (const [folio, list] of creditNotesForInvoices(reader, book, rutEmisor, folios))
      notes.set(`${rutEmisor}|${folio}`, list);
  }
  return notes;
}

function toDocumentRow(raw: RawDocument, notes: CreditNote[]): DocumentRow {
  return {
    id: `${raw.rutEmisor}-${raw.tipoDTE}-${raw.folio}`,
    folio: raw.folio,
    tipo: raw.tipoDTE,
    fecha: raw.fechaEmision,
    monto: raw.total,
    emisor: raw.emisor,
    rutEmisor: raw.rutEmisor,
    deudor: raw.receptor,
    rutDeudor: raw.rutReceptor,
    ...estadoFields(raw),
    cedido: raw.rutCesionario !== null,
    montoCedido: raw.montoCesion,
    factoring: raw.factoring,
    fechaCesion: raw.fechaHoraCesion,
    notasCreditoCount: raw.ncCount,
    notasCreditoTotal: raw.ncTotal,
    notasCreditoList: notes,
    tipoReferencia: raw.tipoReferencia,
    folioReferencia: raw.folioReferencia,
  };
}

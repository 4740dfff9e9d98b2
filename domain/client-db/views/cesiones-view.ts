/**
 * Cesiones of the loaded client as cedente (client-detail.md §2 "Cesiones list", §3 "Cesion row"): every cession
 * (table cesion, rutCedente = client) joined to its sales document (librocv 'venta') and credit-note summary.
 * Date range on the cession date (fechaHoraCesion), optionally on the ceded document's issue day (`emision`, the
 * Cesiones Mensuales month filter); order newest cession first (the page walks cesion in its stored order); without a
 * debtor or issue-day filter the estado counts come from cesion_estado_dia (cesion_estado_factoring_dia under a type
 * or factoring filter), which are counted by cession day only.
 */
import type { LocalDbReader } from '../db-reader';
import { addCessionDayRange, addIssueDayRange } from './cesion-filters';
import {
  AGGREGATE_ESTADO_SQL,
  ANULADO_FILTER_SQL,
  ANULADO_SQL,
  anyEstadoSql,
  CEDED_DOCUMENT_JOIN,
  ESTADO_SQL,
  estadoConditions,
  NC_JOIN,
  nameOf,
  REBAJADO_FILTER_SQL,
  REBAJADO_SQL,
  TODAY_JULIANDAY_CTE,
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
import { cesionFields, estadoFields, type CesionFields, type DocumentEstado, type EstadoFields } from './row-fields';

/** Filters of the cesiones list; `today` 'yyyy-MM-dd' (Chile) drives the 8-day acceptance rule. */
export interface CesionesFilters extends PageFilter, DateRangeFilter, CounterpartyFilter {
  today: string;
  factorings?: readonly string[];
  tipos?: readonly number[];
  estadoFilters?: readonly EstadoFilter[];
  /** Range of the ceded document's issue day (cesion-filters.ts addIssueDayRange). */
  emision?: DateRangeFilter;
}

/** One cession row (client-detail.md §3). Amounts CLP; fecha 'yyyy-MM-dd' (null when the RCV lacks it). */
export interface CesionRow extends CesionFields, EstadoFields {
  deudor: string;
  rutDeudor: string;
  cedido: true;
  montoCedido: number;
  factoring: string;
  rutFactoring: string;
  ncReferenceCount: number;
  ncTotalAmount: number;
}

/** A page of cesiones plus the count of each estado option under the other filters. */
export interface CesionesPage extends Page<CesionRow> {
  estadoCounts: Record<EstadoFilter, number>;
}

interface RawCesion {
  folioDTE: number;
  tipoDTE: number;
  rutDeudor: string;
  deudor: string;
  rutCesionario: string;
  factoring: string;
  montoCesion: number;
  fechaHoraCesion: string;
  fechaEmision: string | null;
  total: number | null;
  estado: DocumentEstado;
  aceptado: number | null;
  reclamado: number | null;
  anulado: number | null;
  rebajado: number | null;
  ncReferenceCount: number;
  ncTotalAmount: number;
}

const ESTADO_CONDITIONS = estadoConditions({ anulado: 'anuladoFiltro', rebajado: 'rebajadoFiltro' });

/**
 * The page of cesiones matching the filters, with estado option counts.
 * Estado filters combine with OR; anulado/rebajado use the cesion-filter rule (credit-note sum >= total; 0 < sum <
 * total), the row flags the display rule (client-radar.md §4). Query failures give an empty page.
 * @throws RangeError on a date bound that is not 'yyyy-MM-dd'.
 */
export function cesionesView(reader: LocalDbReader, filters: CesionesFilters): CesionesPage {
  const window = pageWindow(filters);
  const where = new SqlWhere()
    .add('c.rutCedente = ?', reader.clientRut)
    .addIn('c.rutDeudor', filters.deudores)
    .addIn('c.rutCesionario', filters.factorings)
    .addIn('c.tipoDTE', filters.tipos);
  addIssueDayRange(where, filters.emision);
  addCessionDayRange(where, filters);
  const base = `SELECT c.folioDTE, c.tipoDTE, c.rutDeudor, c.rutCesionario, c.montoCesion, c.fechaHoraCesion,
      d.fechaEmision, d.total, d.aceptado, d.reclamado, ${ESTADO_SQL} AS estado,
      ${ANULADO_SQL} AS anulado, ${REBAJADO_SQL} AS rebajado,
      COALESCE(${ANULADO_FILTER_SQL}, 0) AS anuladoFiltro, COALESCE(${REBAJADO_FILTER_SQL}, 0) AS rebajadoFiltro,
      COALESCE(n.ncCount, 0) AS ncReferenceCount, COALESCE(n.ncTotal, 0) AS ncTotalAmount
    FROM cesion c${noneSelected(filters.deudores) ? '' : ' INDEXED BY cesion_deudor'}
    ${CEDED_DOCUMENT_JOIN}
    ${NC_JOIN}
    ${where.sql}`;
  const baseParams = [filters.today, ...where.params];
  const estadoCondition = anyEstadoSql(ESTADO_CONDITIONS, filters.estadoFilters);
  const counts =
    noneSelected(filters.deudores) && filters.emision === undefined
      ? countsFromAggregate(reader, filters, estadoCondition)
      : countsFromLedger(reader, base, baseParams, estadoCondition);
  // The count is exact: a page past it has no rows, and walking the book to find none would read all of it.
  const rows: RawCesion[] =
    window.offset >= (counts?.total ?? 0)
      ? []
      : reader.all<RawCesion>(
          `SELECT *, ${nameOf('rutDeudor')} AS deudor, ${nameOf('rutCesionario')} AS factoring
          FROM (SELECT * FROM (${base}) WHERE ${estadoCondition} ORDER BY fechaHoraCesion DESC, folioDTE DESC LIMIT ? OFFSET ?)
          ORDER BY fechaHoraCesion DESC, folioDTE DESC`,
          [...baseParams, window.limit, window.offset],
        );
  return {
    ...toPage(rows.map(toCesionRow), counts?.total ?? 0, window),
    estadoCounts: {
      pendiente: counts?.pendiente ?? 0,
      aceptado: counts?.aceptado ?? 0,
      reclamado: counts?.reclamado ?? 0,
      anulado: counts?.anulado ?? 0,
      rebajado: counts?.rebajado ?? 0,
    },
  };
}

type Counts = Record<EstadoFilter | 'total', number | null> | undefined;

/**
 * The estado counts summed from cesion_estado_dia (the status computed with today as in {@link ESTADO_SQL}); today's
 * julianday and each row's status are computed once (MATERIALIZED), not once per counted condition.
 */
function countsFromAggregate(reader: LocalDbReader, filters: CesionesFilters, estadoCondition: string): Counts {
  const where = new SqlWhere()
    .addDateRange('fecha', filters)
    .addIn('rutCesionario', filters.factorings)
    .addIn('tipoDTE', filters.tipos);
  const table = noneSelected(filters.factorings, filters.tipos) ? 'cesion_estado_dia' : 'cesion_estado_factoring_dia';
  const [counts] = reader.all<NonNullable<Counts>>(
    `WITH ${TODAY_JULIANDAY_CTE}, base AS MATERIALIZED (
      SELECT cantidad, anuladoFiltro, rebajadoFiltro, ${AGGREGATE_ESTADO_SQL} AS estado FROM ${table}, hoy ${where.sql})
    SELECT SUM(cantidad * ${estadoCondition}) AS total,
      ${Object.entries(ESTADO_CONDITIONS)
        .map(([estado, condition]) => `SUM(cantidad * (${condition})) AS ${estado}`)
        .join(', ')}
    FROM base`,
    [filters.today, ...where.params],
  );
  return counts;
}

function countsFromLedger(
  reader: LocalDbReader,
  base: string,
  params: (string | number)[],
  estadoCondition: string,
): Counts {
  const [counts] = reader.all<NonNullable<Counts>>(
    `SELECT SUM(${estadoCondition}) AS total,
      ${Object.entries(ESTADO_CONDITIONS)
        .map(([estado, condition]) => `SUM(${condition}) AS ${estado}`)
        .join(', ')}
    FROM (${base})`,
    params,
  );
  return counts;
}

function toCesionRow(raw: RawCesion): CesionRow {
  return {
    ...cesionFields(raw),
    deudor: raw.deudor,
    rutDeudor: raw.rutDeudor,
    ...estadoFields(raw),
    cedido: true,
    montoCedido: raw.montoCesion,
    factoring: raw.factoring,
    rutFactoring: raw.rutCesionario,
    ncReferenceCount: raw.ncReferenceCount,
    ncTotalAmount: raw.ncTotalAmount,
  };
}

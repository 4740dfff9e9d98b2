/**
 * Filters of the local views (client-detail.md §7 "Query filters", §4 "Filters and paging") and paging.
 * Dates are 'yyyy-MM-dd' (Chile calendar days, inclusive); RUTs 'NNNNNNNN-D'. Values are always bound as
 * parameters, so a quote in a name or RUT never reaches the SQL text (client-detail.md §5).
 */
import { isIsoDate } from '@domain/sii-dates';

/** Default page size of every list (client-radar.md §7, client-detail.md §9). */
export const DEFAULT_PAGE_SIZE = 20;

/** Inclusive date range on a document or cession date. */
export interface DateRangeFilter {
  fechaDesde?: string;
  fechaHasta?: string;
}

/** Page request: page from 1, limit default 20. */
export interface PageFilter {
  page?: number;
  limit?: number;
}

/** Counterparties to keep (RUTs of debtors for ventas/cesiones, of suppliers for compras); empty = all. */
export interface CounterpartyFilter {
  deudores?: readonly string[];
}

/** A page of rows: the rows, the total matching, the page (from 1), its size and the page count. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** 'pendiente' | 'aceptado' | 'reclamado' | 'anulado' | 'rebajado' (client-detail.md §2 "Estado filter"). */
export type EstadoFilter = 'pendiente' | 'aceptado' | 'reclamado' | 'anulado' | 'rebajado';

/** WHERE-clause builder that keeps the bound parameters in the order of the conditions. */
export class SqlWhere {
  private readonly parts: string[] = [];
  readonly params: (string | number)[] = [];

  /** Adds a condition with its '?' parameters. */
  add(condition: string, ...params: (string | number)[]): this {
    this.parts.push(condition);
    this.params.push(...params);
    return this;
  }

  /** Adds `column IN (?, ...)` when `values` is non-empty; nothing otherwise (no filter selected). */
  addIn(column: string, values: readonly (string | number)[] | undefined): this {
    if (!values || values.length === 0) return this;
    return this.add(`${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  }

  /**
   * Adds `idColumn IN (the contraparte ids of ruts)` (domain/client-db/schema.ts contraparte) when `ruts` is non-empty;
   * nothing otherwise (no counterparty selected).
   */
  addCounterpartyIds(idColumn: string, ruts: readonly string[] | undefined): this {
    if (!ruts || ruts.length === 0) return this;
    return this.add(
      `${idColumn} IN (SELECT id FROM contraparte WHERE rut IN (${ruts.map(() => '?').join(', ')}))`,
      ...ruts,
    );
  }

  /**
   * Adds `dayExpr >= fechaDesde` / `dayExpr <= fechaHasta` for the bounds present.
   * @throws RangeError when a bound is not a real 'yyyy-MM-dd' day.
   */
  addDateRange(dayExpr: string, range: DateRangeFilter): this {
    if (range.fechaDesde !== undefined) this.add(`${dayExpr} >= ?`, checkedDay(range.fechaDesde));
    if (range.fechaHasta !== undefined) this.add(`${dayExpr} <= ?`, checkedDay(range.fechaHasta));
    return this;
  }

  /**
   * Adds the months of `monthExpr` ('yyyy-MM') that share a day with `range`: a month counts whole when the range
   * starts or ends inside it, as the monthly charts show whole months.
   * @throws RangeError when a date is not 'yyyy-MM-dd'.
   */
  addMonthRange(monthExpr: string, range: DateRangeFilter): this {
    if (range.fechaDesde !== undefined) this.add(`${monthExpr} >= ?`, checkedDay(range.fechaDesde).slice(0, 7));
    if (range.fechaHasta !== undefined) this.add(`${monthExpr} <= ?`, checkedDay(range.fechaHasta).slice(0, 7));
    return this;
  }

  /** 'WHERE a AND b' ('' without conditions). */
  get sql(): string {
    return this.parts.length === 0 ? '' : `WHERE ${this.parts.join(' AND ')}`;
  }

  /** 'AND a AND b' for appending to an existing WHERE ('' without conditions). */
  get andSql(): string {
    return this.parts.length === 0 ? '' : `AND ${this.parts.join(' AND ')}`;
  }
}

/** True when the filter names no date bound (the whole file: the views may read the whole-file aggregates). */
export function isWholeRange(range: DateRangeFilter): boolean {
  return range.fechaDesde === undefined && range.fechaHasta === undefined;
}

/** True when no value is selected in any of the given list filters (absent or empty). */
export function noneSelected(...lists: (readonly unknown[] | undefined)[]): boolean {
  return lists.every((list) => list === undefined || list.length === 0);
}

/** Page number (at least 1) and size (default 20, at least 1) with the SQL offset. */
export function pageWindow(filter: PageFilter): { page: number; limit: number; offset: number } {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const limit = Math.max(1, Math.floor(filter.limit ?? DEFAULT_PAGE_SIZE));
  return { page, limit, offset: (page - 1) * limit };
}

/** Wraps page rows and the total count into a {@link Page}. */
export function toPage<T>(items: T[], total: number, window: { page: number; limit: number }): Page<T> {
  return { items, total, page: window.page, limit: window.limit, totalPages: Math.ceil(total / window.limit) };
}

/** Percentage part/whole × 100 (0 when the whole is 0). */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part * 100) / whole;
}

function checkedDay(value: string): string {
  if (!isIsoDate(value)) throw new RangeError(`Fecha de filtro inválida (se espera yyyy-MM-dd): '${value}'`);
  return value;
}

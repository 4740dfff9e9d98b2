import { parseApiDate } from '../../lib/chile-time';

/** How a column sorts (core-platform §2: column types text, number, date). */
export type SortKind = 'text' | 'number' | 'date';

export type SortDirection = 'asc' | 'desc';

/** A sortable column: its key, kind, and the value of a row (null = missing, always sorted last). */
export interface SortColumn<T> {
  key: string;
  label: string;
  kind: SortKind;
  value: (row: T) => string | number | null;
}

/** The active sort: a column key and a direction. */
export interface SortState {
  key: string;
  direction: SortDirection;
}

function comparable(kind: SortKind, value: string | number | null): string | number | null {
  if (value === null || value === '') return null;
  if (kind === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isNaN(n) ? null : n;
  }
  if (kind === 'date') return parseApiDate(String(value))?.getTime() ?? null;
  return String(value);
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Sorts rows by a column, stable, without changing the input.
 * text: Spanish collation, case- and accent-insensitive, digits compared as numbers; number: numeric;
 * date: by instant, reading the API layouts ('yyyy-MM-dd[ HH:mm[:ss]]', 'dd-MM-yyyy', ISO) in Chile time.
 * Missing or unreadable values go last in either direction.
 * @returns a new array.
 */
export function sortRows<T>(rows: readonly T[], column: SortColumn<T>, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, value: comparable(column.kind, column.value(row)) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return a.index - b.index;
      return a.value === null ? 1 : -1;
    }
    const order =
      typeof a.value === 'number' && typeof b.value === 'number'
        ? a.value - b.value
        : collator.compare(String(a.value), String(b.value));
    return order === 0 ? a.index - b.index : sign * order;
  });
  return keyed.map((entry) => entry.row);
}

/**
 * The next sort after choosing a column: the same column flips direction, a new one starts ascending.
 */
export function nextSort(current: SortState | null, key: string): SortState {
  return current?.key === key && current.direction === 'asc' ? { key, direction: 'desc' } : { key, direction: 'asc' };
}

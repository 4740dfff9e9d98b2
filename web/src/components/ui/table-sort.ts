import type { SortingFn } from '@tanstack/react-table';
import { parseApiDate } from '../../lib/chile-time';

/** How a column sorts (core-platform §2: column types text, number, date). */
export type SortKind = 'text' | 'number' | 'date';

/** A cell's sort key: a number (numbers, dates as epoch ms) or a string; undefined when missing, sorted last. */
export type SortKey = string | number | undefined;

/**
 * The sort key of a raw cell value of a column kind: number as itself (numeric text read as a number), date as its
 * instant in ms (the API layouts 'yyyy-MM-dd[ HH:mm[:ss]]', 'dd-MM-yyyy', ISO, in Chile time), text as itself.
 * @returns undefined for null, '' or an unreadable number or date, so the table puts it last in either direction.
 */
export function sortKey(kind: SortKind, value: string | number | null | undefined): SortKey {
  if (value === null || value === undefined || value === '') return undefined;
  if (kind === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isNaN(n) ? undefined : n;
  }
  if (kind === 'date') return parseApiDate(String(value))?.getTime();
  return String(value);
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * TanStack Table sorting function over sortKey values: numbers numerically, text with Spanish collation (case- and
 * accent-insensitive, digits compared as numbers). Ties return 0, so the table keeps the input order.
 */
export const sortKeyCompare: SortingFn<unknown> = (rowA, rowB, columnId) => {
  const a = rowA.getValue<SortKey>(columnId);
  const b = rowB.getValue<SortKey>(columnId);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
};

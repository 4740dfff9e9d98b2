/** Reads the cells of one RCV line, collecting one error per unreadable cell instead of stopping at the first. */
import type { RcvCells } from './rcv-cells';
import type { FieldReader } from './rcv-fields';
import type { RcvRowError } from './types';

/** Reads cells of one line and keeps the errors found so far. */
export interface FieldCollector {
  readonly errors: RcvRowError[];
  /** Reads a column's cell; on failure records the error and returns undefined. */
  read<T>(column: string, reader: FieldReader<T>): T | undefined;
  /** Records an error about a column (or about the whole line when `column` is null). */
  fail(column: string | null, reason: string): void;
}

/**
 * Builds the collector of one line.
 * @returns a {@link FieldCollector} whose errors carry the line, the column as the header writes it, and a full
 *   Spanish message 'Línea N, columna "X": reason' (or 'Línea N: reason').
 */
export function fieldCollector(cells: RcvCells): FieldCollector {
  const errors: RcvRowError[] = [];
  const fail = (column: string | null, reason: string) => {
    const field = column === null ? null : cells.headerName(column);
    const where = field === null ? `Línea ${cells.line}` : `Línea ${cells.line}, columna "${field}"`;
    errors.push({ line: cells.line, field, message: `${where}: ${reason}` });
  };
  return {
    errors,
    fail,
    read: (column, reader) => {
      const result = reader(cells.get(column));
      if (result.ok) return result.value;
      fail(column, result.reason);
      return undefined;
    },
  };
}

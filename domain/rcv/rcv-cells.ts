/** Access to the cells of one RCV record by column name, through the file's header. */
import type { CsvRecord } from './csv-records';
import { normalizeColumnName } from './rcv-columns';

/** The cells of one record, looked up by column name. */
export interface RcvCells {
  line: number;
  /** Trimmed cell of the column ('' when the record is shorter than the header or the column is absent). */
  get(column: string): string;
  /** Column name as the file's header writes it (falls back to the name asked for). */
  headerName(column: string): string;
  /** Cells beyond the header's width, trimmed. */
  extra: string[];
  /** True when every cell other than those of `except` is empty. */
  emptyExcept(...except: string[]): boolean;
}

/**
 * Builds the reader of records for a header row (column names compared as {@link normalizeColumnName}).
 * @returns a function from a record to its {@link RcvCells}.
 */
export function cellsReader(header: readonly string[]): (record: CsvRecord) => RcvCells {
  const index = new Map(header.map((name, i) => [normalizeColumnName(name), i] as const));
  const position = (column: string) => index.get(normalizeColumnName(column));
  return (record) => {
    const cells = record.cells.map((cell) => cell.trim());
    return {
      line: record.line,
      get: (column) => {
        const i = position(column);
        return i === undefined ? '' : (cells[i] ?? '');
      },
      headerName: (column) => {
        const i = position(column);
        return i === undefined ? column : (header[i] ?? column);
      },
      extra: cells.slice(header.length),
      emptyExcept: (...except) => {
        const skipped = new Set(except.map(position));
        return cells.every((cell, i) => cell === '' || skipped.has(i));
      },
    };
  };
}

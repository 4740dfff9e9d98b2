/**
 * Splits RCV text into records with csv-parse, in the SII's dialect (cl-sii's _RcvCsvDialect):
 * ';' delimiter, '"' quotes, rows of uneven length (continuation rows carry extra empty cells).
 */
import { parse } from 'csv-parse/sync';
import type { RcvRowError } from './types';

/** One CSV record: its cells (untrimmed) and the file line where it starts (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The records read, and the error that stopped reading when the text ends inside an open quote. */
export interface CsvRecords {
  records: CsvRecord[];
  error: RcvRowError | null;
}

/**
 * Reads the records of '\n'-separated RCV text (see decodeRcvBytes). Empty lines are skipped.
 * A quote left open makes csv-parse stop: every record before it is kept and the failure is returned as
 * `error` (at the line after the last record read) instead of being thrown.
 */
export function readCsvRecords(text: string): CsvRecords {
  const records: CsvRecord[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      delimiter: ';',
      quote: '"',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (cells: string[], context) => {
        lastLine = context.lines;
        records.push({ line: lastLine - countLineBreaks(cells), cells });
        return null;
      },
    });
    return { records, error: null };
  } catch (cause) {
    const line = lastLine + 1;
    const reason = cause instanceof Error ? cause.message : String(cause);
    return {
      records,
      error: { line, field: null, message: `Línea ${line}: no se pudo leer el resto del archivo (${reason})` },
    };
  }
}

function countLineBreaks(cells: string[]): number {
  return cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
}

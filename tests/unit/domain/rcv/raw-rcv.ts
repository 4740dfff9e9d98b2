/**
 * Test oracle for the RCV fixtures: reads a fixture with a plain split on ';' (the cl-sii samples have no quoted
 * delimiters), independently of the parser under test, and builds synthetic files on a real header.
 */
import { readFileSync } from 'node:fs';
import { siiFixture } from '@tests/support/fixtures';

/** Directory of cl-sii's RCV samples under the shared fixtures. */
export const RCV_DIR = 'cordada__lib-cl-sii-python/sii-rcv';

/** One raw data line of a fixture: its line number and its cells by header name (untrimmed). */
export interface RawLine {
  line: number;
  cell: (column: string) => string;
}

/** Bytes of a fixture file. */
export function fixtureBytes(file: string): Uint8Array {
  return readFileSync(siiFixture(RCV_DIR, file));
}

/** Header cells and non-empty data lines of a fixture, split naively on ';'. */
export function rawRcv(file: string): { header: string[]; lines: RawLine[] } {
  const [headerLine = '', ...rest] = readFileSync(siiFixture(RCV_DIR, file), 'utf8').split('\n');
  const header = headerLine.split(';');
  const lines = rest.flatMap((text, i) => {
    if (text.trim() === '') return [];
    const cells = text.split(';');
    return [{ line: i + 2, cell: (column: string) => cells[header.indexOf(column)] ?? '' }];
  });
  return { header, lines };
}

/** Lines that open a document (their 'Nro' is filled). */
export function documentLines(file: string): RawLine[] {
  return rawRcv(file).lines.filter((line) => line.cell('Nro').trim() !== '');
}

/** 'dd/MM/yyyy[ HH:mm:ss]' -> 'yyyy-MM-dd[ HH:mm:ss]', by plain string surgery. */
export function isoFromSii(text: string): string {
  const [date = '', time] = text.trim().split(' ');
  const [d, m, y] = date.split('/');
  return time ? `${y}-${m}-${d} ${time}` : `${y}-${m}-${d}`;
}

/**
 * A synthetic RCV file: the real header of `headerOf` and one line per object (cells by column name, others empty).
 * @returns UTF-8 bytes, lines joined with '\n'.
 */
export function syntheticRcv(headerOf: string, rows: ReadonlyArray<Record<string, string>>): Uint8Array {
  const { header } = rawRcv(headerOf);
  const lines = rows.map((row) => header.map((column) => row[column] ?? '').join(';'));
  return new TextEncoder().encode([header.join(';'), ...lines].join('\n'));
}

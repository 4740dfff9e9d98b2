import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '@domain/rcv/csv-records';

describe('readCsvRecords', () => {
  it('numbers records by the line where they start, across empty lines and quoted line breaks', () => {
    const { records, error } = readCsvRecords('a;b\n1;2\n\n3;"x\ny"\n4;5');
    expect(error).toBeNull();
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 4, cells: ['3', 'x\ny'] },
      { line: 6, cells: ['4', '5'] },
    ]);
  });

  it('accepts rows of uneven length and quotes inside an unquoted cell', () => {
    const { records } = readCsvRecords('a;b;c\n1;say "hi";3;;\n2');
    expect(records.map((record) => record.cells)).toEqual([['a', 'b', 'c'], ['1', 'say "hi"', '3', '', ''], ['2']]);
  });

  it('returns the records read before a quote left open, and the error at the next line', () => {
    const { records, error } = readCsvRecords('a;b\n1;2\n3;"open\n4;5');
    expect(records.map((record) => record.line)).toEqual([1, 2]);
    expect(error).toMatchObject({ line: 3, field: null });
  });
});

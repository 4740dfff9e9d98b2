import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILE_MESSAGE,
  parseDownloadRows,
  parseMassAssignmentRows,
  readDate,
  SpreadsheetRowsError,
  type Cell,
} from '@domain/spreadsheet-rows';

/** 2019-04-10 15:00 UTC = 11:00 in Santiago: today is 2019-04-10, so the default due date is 2019-05-10. */
const NOW = new Date('2019-04-10T15:00:00Z');
/** 2019-04-11 02:00 UTC is still 2019-04-10 (22:00) in Santiago. */
const LATE_EVENING = new Date('2019-04-11T02:00:00Z');

const HEADER_3: Cell[] = ['Rut Emisor', 'Tipo', 'Folio'];
const HEADER_9: Cell[] = [
  'Rut Deudor',
  'Razón Social Deudor',
  'Tipo',
  'Folio',
  'Fecha Emisión',
  'Monto',
  'Vencimiento',
  'Rut Emisor',
  'Razón Social Emisor',
];

describe('parseDownloadRows', () => {
  it('drops the header, removes dots from ruts and defaults idSecuencia to 1', () => {
    const { rows, errors } = parseDownloadRows([HEADER_3, ['76.354.771-K', 33, 170], ['76389992-6', '33', '171', 2]]);
    expect(rows).toEqual([
      { rut: '76354771-K', tipo: 33, folio: 170, idSecuencia: 1 },
      { rut: '76389992-6', tipo: 33, folio: 171, idSecuencia: 2 },
    ]);
    expect(errors).toEqual([]);
  });

  it('keeps the good rows and reports each refused row with its sheet row number', () => {
    const { rows, errors } = parseDownloadRows([
      HEADER_3,
      ['76354771-K', 33, 170],
      ['76354771-K', 33],
      ['', 33, 172],
      ['76354771-K', 33, 173, 1, 'extra'],
      ['76354771-0', 33, 174],
      ['76354771-K', 33, 'abc'],
      [],
      ['76354771-K', 34, 175, null, ''],
    ]);
    expect(rows.map((row) => row.folio)).toEqual([170, 175]);
    expect(errors.map((error) => error.fila)).toEqual([3, 4, 5, 6, 7]);
    expect(errors[1]?.mensaje).toContain('obligatorias');
    expect(errors[3]?.mensaje).toContain('RUT inválido');
  });

  it("refuses a file without usable rows with the spec's message", () => {
    expect(() => parseDownloadRows([HEADER_3])).toThrow(EMPTY_FILE_MESSAGE);
    expect(() => parseDownloadRows([])).toThrow(SpreadsheetRowsError);
    const thrown = (() => {
      try {
        parseDownloadRows([HEADER_3, ['x', 'y']]);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(SpreadsheetRowsError);
    expect((thrown as SpreadsheetRowsError).errors).toEqual([
      { fila: 2, mensaje: 'La fila tiene 2 columnas; se esperan 3 o 4' },
    ]);
  });
});

describe('parseMassAssignmentRows', () => {
  it('uses the 3/4-column layout when the first row is not 9 columns wide', () => {
    const parsed = parseMassAssignmentRows(
      [HEADER_3, ['76.354.771-K', 33, 170, '2019-06-30'], ['76354771-K', 33, 171], ['76354771-K', 33, 172, 'mañana']],
      NOW,
    );
    expect(parsed.layout).toBe(3);
    expect(parsed.result.rows).toEqual([
      { tipo: 33, folio: 170, fechaVencimiento: '2019-06-30', rutEmisor: '76354771-K' },
      { tipo: 33, folio: 171, fechaVencimiento: '2019-05-10', rutEmisor: '76354771-K' },
      { tipo: 33, folio: 172, fechaVencimiento: '2019-05-10', rutEmisor: '76354771-K' },
    ]);
  });

  it('counts the default due date from today in Chile, not in UTC', () => {
    const parsed = parseMassAssignmentRows([HEADER_3, ['76354771-K', 33, 170]], LATE_EVENING);
    expect(parsed.result.rows[0]).toMatchObject({ fechaVencimiento: '2019-05-10' });
  });

  it('uses the 9-column layout when the first row has 9 columns, refusing rows of other widths', () => {
    const parsed = parseMassAssignmentRows(
      [
        HEADER_9,
        [
          '96.790.240-3',
          'MINERA LOS PELAMBRES',
          33,
          170,
          '2019-04-01',
          2996301,
          '30/05/2019',
          '76.354.771-K',
          'INGENIERIA ENACON SPA',
        ],
        ['76354771-K', 33, 171],
      ],
      NOW,
    );
    expect(parsed.layout).toBe(9);
    expect(parsed.result.rows).toEqual([
      {
        rutDeudor: '96790240-3',
        tipo: 33,
        folio: 170,
        valorDocto: 2996301,
        fechaVencimiento: '2019-05-30',
        rutEmisor: '76354771-K',
      },
    ]);
    expect(parsed.result.errors).toEqual([{ fila: 3, mensaje: 'La fila tiene 3 columnas; se esperan 9' }]);
  });
});

describe('readDate', () => {
  it.each([
    ['2019-04-30', '2019-04-30'],
    ['30-04-2019', '2019-04-30'],
    ['04/30/2019', '2019-04-30'],
    ['30/04/2019', '2019-04-30'],
    ['2019/04/30', '2019-04-30'],
    ['03/04/2019', '2019-03-04'],
  ])('reads %s as %s', (text, iso) => {
    expect(readDate(text)).toBe(iso);
  });

  it('reads Date cells and refuses impossible or other-format dates', () => {
    expect(readDate(new Date(2019, 3, 30))).toBe('2019-04-30');
    expect(readDate('2019-02-30')).toBeNull();
    expect(readDate('30.04.2019')).toBeNull();
    expect(readDate('')).toBeNull();
    expect(readDate(43585)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { NOMINA_EMPTY_FILE_MESSAGE } from '@domain/nomina/messages';
import { NominaSheetError, parseNominaSheet } from '@domain/nomina/parse-nomina-sheet';
import type { Cell } from '@domain/spreadsheet-rows';

/** Ten rows of back-office header (title, filters, column names...) that the rules skip. */
const HEADER: Cell[][] = [
  ['NOMINA DE DOCUMENTOS'],
  ['Factoring', 'ST CAPITAL'],
  [],
  ['Estado', null, null, null, 'Folio', null, null, null, null, 'Rut Cliente', null, 'Rut Deudor'],
  ...Array.from({ length: 6 }, () => [] as Cell[]),
];

/** A data row with the four columns of core-platform §5 in place (1-based 1, 5, 10, 12) and filler elsewhere. */
function row(estado: Cell, folio: Cell, rutClient: Cell, rutDebtor: Cell): Cell[] {
  return [estado, 'x', 'x', 'x', folio, 'x', 'x', 'x', 'x', rutClient, 'x', rutDebtor];
}

describe('parseNominaSheet (core-platform §5 "Payroll (nomina)")', () => {
  it('skips the first 10 sheet rows and reads status, folio, client and debtor from columns 1, 5, 10 and 12', () => {
    const { rows, errors } = parseNominaSheet([...HEADER, row('VIGENTE', 170, '76.354.771-K', '96.790.240-3')]);
    expect(rows).toEqual([{ estado: 'VIGENTE', folio: 170, rutClient: '76354771-K', rutDebtor: '96790240-3' }]);
    expect(errors).toEqual([]);
  });

  it('would read a data row placed within the first 10 rows as header, never as data', () => {
    const sheet = [
      row('VIGENTE', 1, '76354771-K', '96790240-3'),
      ...HEADER.slice(1),
      row('PAGADO', 2, '76354771-K', '96790240-3'),
    ];
    expect(parseNominaSheet(sheet).rows.map((r) => r.folio)).toEqual([2]);
  });

  it('keeps only rows with all four values and reports the others with their sheet row, keeping the good ones', () => {
    const { rows, errors } = parseNominaSheet([
      ...HEADER,
      row('VIGENTE', 170, '76354771-K', '96790240-3'),
      row(null, 171, '76354771-K', '96790240-3'),
      row('VIGENTE', 172, '76354771-K', ''),
      [],
      row('MOROSO', '173', '76354771-K', '96790240-3'),
    ]);
    expect(rows.map((r) => r.folio)).toEqual([170, 173]);
    expect(errors).toEqual([
      { fila: 12, mensaje: 'Faltan datos: estado (columna 1)' },
      { fila: 13, mensaje: 'Faltan datos: rut deudor (columna 12)' },
    ]);
  });

  it('refuses a decimal folio with the exact message of the spec, number or text, and keeps the other rows', () => {
    const { rows, errors } = parseNominaSheet([
      ...HEADER,
      row('VIGENTE', 170.5, '76354771-K', '96790240-3'),
      row('VIGENTE', '171,25', '76354771-K', '96790240-3'),
      row('VIGENTE', 172, '76354771-K', '96790240-3'),
    ]);
    expect(rows.map((r) => r.folio)).toEqual([172]);
    expect(errors.map((e) => e.mensaje)).toEqual([
      'Error al cargar nomina, existe un folio tipo decimal, favor revisar excel cargado, folio: 170.5',
      'Error al cargar nomina, existe un folio tipo decimal, favor revisar excel cargado, folio: 171,25',
    ]);
  });

  it('removes thousand dots from a text folio and from ruts', () => {
    const { rows } = parseNominaSheet([...HEADER, row(' PAGADO ', '1.234', '76.354.771-k', '96.790.240-3')]);
    expect(rows).toEqual([{ estado: 'PAGADO', folio: 1234, rutClient: '76354771-K', rutDebtor: '96790240-3' }]);
  });

  it('reports a rut with a wrong check digit and a folio that is not a number', () => {
    const { errors } = parseNominaSheet([
      ...HEADER,
      row('VIGENTE', 1, '76354771-1', '96790240-3'),
      row('VIGENTE', 'F-12', '76354771-K', '96790240-3'),
      row('VIGENTE', 3, '76354771-K', '96790240-3'),
    ]);
    expect(errors).toEqual([
      { fila: 11, mensaje: "RUT cliente inválido: '76354771-1'" },
      { fila: 12, mensaje: "El folio no es un número: 'F-12'" },
    ]);
  });

  it("throws 'Archivo cargado sin datos o con formato incorrecto' when no row is kept, listing why", () => {
    expect(() => parseNominaSheet(HEADER)).toThrow(NOMINA_EMPTY_FILE_MESSAGE);
    try {
      parseNominaSheet([...HEADER, row('VIGENTE', 9.5, '76354771-K', '96790240-3')]);
      expect.unreachable('a sheet with no good row must throw');
    } catch (error) {
      expect(error).toBeInstanceOf(NominaSheetError);
      expect((error as NominaSheetError).message).toBe('Archivo cargado sin datos o con formato incorrecto');
      expect((error as NominaSheetError).errors).toEqual([
        {
          fila: 11,
          mensaje: 'Error al cargar nomina, existe un folio tipo decimal, favor revisar excel cargado, folio: 9.5',
        },
      ]);
    }
  });
});

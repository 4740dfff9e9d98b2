import { describe, expect, it } from 'vitest';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import { RcvFileError } from '@domain/rcv/rcv-file-error';
import { InvalidRutError } from '@domain/rut';
import { fixtureBytes, syntheticRcv } from './raw-rcv';

const VENTA_FILE = 'RCV-venta-rz_leading_trailing_whitespace.csv';
const COMPRA_FILE = 'RCV-compra-pendiente-rz_leading_trailing_whitespace.csv';
const OWNER = { rutContribuyente: '96.790.240-3' };

const venta = (overrides: Record<string, string> = {}): Record<string, string> => ({
  Nro: '1',
  'Tipo Doc': '33',
  'Tipo Venta': 'Del Giro',
  'Rut cliente': '76354771-K',
  'Razon Social': 'ACME SPA',
  Folio: '170',
  'Fecha Docto': '04/04/2019',
  'Fecha Recepcion': '04/04/2019 16:08:41',
  'Monto Exento': '0',
  'Monto Neto': '1000',
  'Monto IVA': '190',
  'Monto total': '1190',
  ...overrides,
});

/** A continuation row of `document`: no Nro, no Fecha Recepcion, no total, one more tax. */
const continuationOf = (document: Record<string, string>, tax: Record<string, string>) => ({
  'Tipo Doc': document['Tipo Doc'] ?? '',
  'Rut cliente': document['Rut cliente'] ?? '',
  'Razon Social': document['Razon Social'] ?? '',
  Folio: document.Folio ?? '',
  'Fecha Docto': document['Fecha Docto'] ?? '',
  ...tax,
});

const parseVenta = (...rows: Record<string, string>[]) => parseRcvCsv({ bytes: syntheticRcv(VENTA_FILE, rows) }, OWNER);

describe('parseRcvCsv: parties and normalisation', () => {
  it('sales: the contribuyente (normalised) is the emisor and the cliente the receptor', () => {
    const [row] = parseVenta(venta({ 'Rut cliente': '76.354.771-k' })).rows;
    expect(row).toMatchObject({ rutEmisor: '96790240-3', rutReceptor: '76354771-K', ventaOCompra: 'venta' });
  });

  it('purchases: the proveedor is the emisor and the contribuyente the receptor', () => {
    const bytes = syntheticRcv(COMPRA_FILE, [
      {
        Nro: '1',
        'Tipo Doc': '33',
        'Tipo Compra': 'Del Giro',
        'RUT Proveedor': '76354771-K',
        'Razon Social': 'X',
        Folio: '9',
        'Fecha Docto': '01/02/2020',
        'Fecha Recepcion': '02/02/2020 10:00:00',
        'Monto Exento': '5',
        'Monto Neto': '100',
        'Monto Total': '105',
      },
    ]);
    const result = parseRcvCsv({ bytes }, OWNER);
    expect(result.errors).toEqual([]);
    expect(result.rows[0]).toMatchObject({ rutEmisor: '76354771-K', rutReceptor: '96790240-3', montoIva: 0 });
  });

  it('reads "-" and an empty cell as no value, and "null" in a date-time as no date', () => {
    const [row] = parseVenta(venta({ 'Fecha Acuse Recibo': '-', 'Fecha Reclamo': 'null' })).rows;
    expect(row).toMatchObject({ fechaAcuse: null, fechaReclamo: null });
  });

  it('a "Tipo Docto. Referencia" of 0 with no folio means no reference', () => {
    const [row] = parseVenta(venta({ 'Tipo Docto. Referencia': '0' })).rows;
    expect(row?.referencias).toEqual([]);
  });

  it('keeps a quoted razón social holding the delimiter', () => {
    const text = new TextDecoder().decode(syntheticRcv(VENTA_FILE, [venta({ 'Razon Social': '"ACME; LTDA"' })]));
    const [row] = parseRcvCsv({ bytes: new TextEncoder().encode(text) }, OWNER).rows;
    expect(row?.razonSocial).toBe('ACME; LTDA');
  });

  it('ignores lines whose cells are all empty', () => {
    const result = parseVenta(venta(), {}, venta({ Nro: '2', Folio: '171' }));
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => [row.line, row.folio])).toEqual([
      [2, 170],
      [4, 171],
    ]);
  });

  it('a file with only the header has no rows and no errors', () => {
    expect(parseVenta()).toEqual({ kind: 'venta', variant: 'venta', rows: [], errors: [] });
  });
});

describe('parseRcvCsv: bad rows are reported and the good ones kept', () => {
  it('reports a calendar-impossible date and a bad RUT check digit on their own columns', () => {
    const result = parseVenta(
      venta({ 'Fecha Docto': '31/02/2019' }),
      venta({ Nro: '2', 'Rut cliente': '76354771-0' }),
      venta({ Nro: '3', Folio: '9' }),
    );
    expect(result.rows.map((row) => row.line)).toEqual([4]);
    expect(result.errors).toEqual([
      {
        line: 2,
        field: 'Fecha Docto',
        message: 'Línea 2, columna "Fecha Docto": fecha inválida "31/02/2019": se espera dd/MM/aaaa',
      },
      { line: 3, field: 'Rut cliente', message: 'Línea 3, columna "Rut cliente": RUT inválido "76354771-0"' },
    ]);
  });

  it('a reference folio without its type is an error on the type column', () => {
    const result = parseVenta(venta({ 'Tipo Docto. Referencia': '0', 'Folio Docto. Referencia': '55' }));
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      {
        line: 2,
        field: 'Tipo Docto. Referencia',
        message: 'Línea 2, columna "Tipo Docto. Referencia": referencia incompleta: folio "55" sin tipo de documento',
      },
    ]);
  });

  it('a continuation row with no document of the same identity right above it is an error', () => {
    const first = venta();
    const other = venta({ Nro: '2', Folio: '171' });
    const result = parseVenta(
      first,
      other,
      continuationOf(first, { 'Codigo Otro Imp.': '27', 'Valor Otro Imp.': '10' }),
    );
    expect(result.rows.map((row) => row.otrosImpuestos)).toEqual([[], []]);
    expect(result.errors).toEqual([
      {
        line: 4,
        field: null,
        message:
          'Línea 4: fila de impuestos adicionales sin un documento justo antes con el mismo Tipo Doc, RUT y Folio',
      },
    ]);
  });

  it('a bad continuation row leaves its document out (its taxes would be incomplete) and reports the line', () => {
    const first = venta();
    const result = parseVenta(
      first,
      continuationOf(first, { 'Codigo Otro Imp.': '27', 'Valor Otro Imp.': '1,5' }),
      venta({ Nro: '2', Folio: '171' }),
    );
    expect(result.rows.map((row) => row.folio)).toEqual([171]);
    expect(result.errors.map(({ line, field }) => [line, field])).toEqual([[3, 'Valor Otro Imp.']]);
  });

  it('stops at a quote left open, keeping the rows before it', () => {
    const text = new TextDecoder().decode(
      syntheticRcv(VENTA_FILE, [
        venta(),
        venta({ Nro: '2', Folio: '171', 'Razon Social': '"ACME' }),
        venta({ Nro: '3' }),
      ]),
    );
    const result = parseRcvCsv({ bytes: new TextEncoder().encode(text) }, OWNER);
    expect(result.rows.map((row) => row.line)).toEqual([2]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ line: 3, field: null });
    expect(result.errors[0]?.message).toMatch(/^Línea 3: no se pudo leer el resto del archivo \(/);
  });
});

describe('parseRcvCsv: file-level errors', () => {
  it('throws InvalidRutError for an invalid contribuyente', () => {
    const run = () => parseRcvCsv({ bytes: fixtureBytes(VENTA_FILE) }, { rutContribuyente: '96790240-4' });
    expect(run).toThrow(InvalidRutError);
  });

  it('throws RcvFileError naming the file when the book is not the expected one', () => {
    const run = () => parseRcvCsv({ name: 'x.csv', bytes: fixtureBytes(VENTA_FILE) }, { ...OWNER, kind: 'compra' });
    expect(run).toThrow(RcvFileError);
    expect(run).toThrow("Archivo RCV 'x.csv': se esperaba un registro de compras y el encabezado es de ventas");
  });

  it('accepts the file when the expected book matches', () => {
    expect(parseRcvCsv({ bytes: fixtureBytes(COMPRA_FILE) }, { ...OWNER, kind: 'compra' }).variant).toBe('pendiente');
  });

  it('throws RcvFileError for an empty file', () => {
    expect(() => parseRcvCsv({ bytes: new Uint8Array() }, OWNER)).toThrow('Archivo RCV: el archivo está vacío');
  });
});

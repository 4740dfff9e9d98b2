import { describe, expect, it } from 'vitest';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import type { RcvKind, RcvParseResult, RcvVariant } from '@domain/rcv/types';
import { documentLines, fixtureBytes, isoFromSii, rawRcv, type RawLine } from './raw-rcv';

const CONTRIBUYENTE = '96790240-3';

function parseFixture(file: string): RcvParseResult {
  return parseRcvCsv({ name: file, bytes: fixtureBytes(file) }, { rutContribuyente: CONTRIBUYENTE });
}

/** Kind and variant as the cl-sii file names state them ('RCV-compra-no_incluir-...', 'RCV-venta-...'). */
function expectedKindOf(file: string): { kind: RcvKind; variant: RcvVariant } {
  const [, kind, variant] = /^RCV-(venta|compra)-?(registro|pendiente|reclamado|no_incluir)?/.exec(file) ?? [];
  if (kind === 'venta') return { kind, variant: 'venta' };
  return { kind: 'compra', variant: variant as RcvVariant };
}

const TOTAL: Record<RcvKind, string> = { venta: 'Monto total', compra: 'Monto Total' };
const RUT: Record<RcvKind, string> = { venta: 'Rut cliente', compra: 'RUT Proveedor' };

function expectRowMatchesRaw(result: RcvParseResult, raw: RawLine): void {
  const row = result.rows.find((r) => r.line === raw.line);
  expect(row, `row of line ${raw.line}`).toBeDefined();
  const counterparty = raw.cell(RUT[result.kind]);
  expect(row).toMatchObject({
    ventaOCompra: result.kind,
    tipoDTE: Number(raw.cell('Tipo Doc')),
    folio: Number(raw.cell('Folio')),
    razonSocial: raw.cell('Razon Social').trim(),
    fechaEmision: isoFromSii(raw.cell('Fecha Docto')),
    fechaHoraEnSII: isoFromSii(raw.cell('Fecha Recepcion')),
    montoExento: Number(raw.cell('Monto Exento')),
    montoNeto: Number(raw.cell('Monto Neto')),
    total: Number(raw.cell(TOTAL[result.kind])),
    rutEmisor: result.kind === 'venta' ? CONTRIBUYENTE : counterparty,
    rutReceptor: result.kind === 'venta' ? counterparty : CONTRIBUYENTE,
  });
}

describe('parseRcvCsv on the clean cl-sii samples', () => {
  const CLEAN = [
    'RCV-compra-no_incluir-rz_leading_trailing_whitespace.csv',
    'RCV-compra-pendiente-rz_leading_trailing_whitespace.csv',
    'RCV-compra-reclamado-rz_leading_trailing_whitespace.csv',
    'RCV-compra-registro-rz_leading_trailing_whitespace.csv',
    'RCV-venta-rz_leading_trailing_whitespace.csv',
    'RCV-venta-multiple-dte-referencias.csv',
    'RCV-venta-extra-empty-impuestos-rows.csv',
  ];

  it.each(CLEAN)('%s: detects book and variant, keeps one row per document line, no errors', (file) => {
    const result = parseFixture(file);
    expect({ kind: result.kind, variant: result.variant }).toEqual(expectedKindOf(file));
    expect(result.errors).toEqual([]);
    const documents = documentLines(file);
    expect(result.rows.map((row) => row.line)).toEqual(documents.map((line) => line.line));
    for (const raw of documents) expectRowMatchesRaw(result, raw);
    const rawTotal = documents.reduce((sum, raw) => sum + Number(raw.cell(TOTAL[result.kind])), 0);
    expect(result.rows.reduce((sum, row) => sum + row.total, 0)).toBe(rawTotal);
  });

  it.each(CLEAN.filter((file) => file.includes('rz_leading_trailing_whitespace')))(
    '%s: the razón social written with surrounding spaces comes out trimmed',
    (file) => {
      const raws = documentLines(file).map((raw) => raw.cell('Razon Social'));
      expect(raws).toEqual(['Fake Company S.A. ', '  Fake Company S.A.']);
      expect(parseFixture(file).rows.map((row) => row.razonSocial)).toEqual(['Fake Company S.A.', 'Fake Company S.A.']);
    },
  );

  it('purchases add IVA recuperable and no recuperable into montoIva (empty counts 0)', () => {
    for (const file of CLEAN.filter((name) => name.startsWith('RCV-compra'))) {
      const result = parseFixture(file);
      for (const raw of documentLines(file)) {
        const iva = Number(raw.cell('Monto IVA Recuperable') || 0) + Number(raw.cell('Monto Iva No Recuperable') || 0);
        expect(result.rows.find((row) => row.line === raw.line)?.montoIva).toBe(iva);
      }
    }
  });

  it('reads Fecha Acuse (registro, no incluir, venta) and Fecha Reclamo (reclamado) when filled', () => {
    const reclamado = parseFixture('RCV-compra-reclamado-rz_leading_trailing_whitespace.csv');
    expect(reclamado.rows.map((row) => row.fechaReclamo)).toEqual(['2019-06-12 09:47:23', null]);
    expect(reclamado.rows.every((row) => row.fechaAcuse === null)).toBe(true);

    const venta = parseFixture('RCV-venta-multiple-dte-referencias.csv');
    const acuses = documentLines('RCV-venta-multiple-dte-referencias.csv').map((raw) =>
      raw.cell('Fecha Acuse Recibo') ? isoFromSii(raw.cell('Fecha Acuse Recibo')) : null,
    );
    expect(venta.rows.map((row) => row.fechaAcuse)).toEqual(acuses);
    expect(acuses.filter(Boolean)).toHaveLength(2);
  });

  it('splits "Folio Docto. Referencia" joined by "-" into one reference per folio of the same type', () => {
    const result = parseFixture('RCV-venta-multiple-dte-referencias.csv');
    const byFolio = new Map(result.rows.map((row) => [row.folio, row.referencias]));
    expect(byFolio.get(506)).toEqual([]);
    expect(byFolio.get(14239)).toEqual([
      { tipoReferencia: 52, folioReferencia: 10370 },
      { tipoReferencia: 52, folioReferencia: 10371 },
    ]);
    expect(byFolio.get(3210)).toEqual(
      [200, 300, 400].map((folioReferencia) => ({ tipoReferencia: 33, folioReferencia })),
    );
  });

  it('folds each continuation row into the document above it as one more "otro impuesto"', () => {
    const file = 'RCV-venta-extra-empty-impuestos-rows.csv';
    const { lines } = rawRcv(file);
    const continuation = lines.filter((raw) => raw.cell('Nro') === '');
    expect(continuation.map((raw) => raw.line)).toEqual([3, 8]);
    const result = parseFixture(file);
    const taxesOf = (line: number) => result.rows.find((row) => row.line === line)?.otrosImpuestos;
    const taxOf = (raw: RawLine) => ({
      codigo: raw.cell('Codigo Otro Imp.'),
      valor: Number(raw.cell('Valor Otro Imp.')),
      tasa: Number(raw.cell('Tasa Otro Imp.')),
    });
    const byLine = new Map(lines.map((raw) => [raw.line, raw]));
    const raw = (line: number) => byLine.get(line) as RawLine;
    expect(taxesOf(2)).toEqual([taxOf(raw(2)), taxOf(raw(3))]);
    expect(taxesOf(7)).toEqual([taxOf(raw(7)), taxOf(raw(8))]);
    expect(taxesOf(4)).toEqual([taxOf(raw(4))]);
  });

  it('with its continuation taxes, a consistent document totals exento + neto + IVA + otros (lines 2, 4, 5)', () => {
    const result = parseFixture('RCV-venta-extra-empty-impuestos-rows.csv');
    for (const line of [2, 4, 5]) {
      const row = result.rows.find((r) => r.line === line);
      const otros = row?.otrosImpuestos.reduce((sum, tax) => sum + (tax.valor ?? 0), 0) ?? NaN;
      expect(row && row.montoExento + row.montoNeto + row.montoIva + otros).toBe(row?.total);
    }
  });

  it('keeps the decimal tasa of an "otro impuesto" as a number', () => {
    const result = parseFixture('RCV-compra-reclamado.csv');
    expect(result.rows[0]?.otrosImpuestos).toEqual([{ codigo: '23', valor: 12000, tasa: 2.967999999 }]);
  });
});

describe('parseRcvCsv on the broken cl-sii samples: one error per bad cell, every good row kept', () => {
  const fieldsOf = (result: RcvParseResult) => result.errors.map(({ line, field }) => [line, field]);

  it('RCV-venta-missing-required-fields.csv', () => {
    const result = parseFixture('RCV-venta-missing-required-fields.csv');
    expect(result.rows.map((row) => row.line)).toEqual([3]);
    expect(fieldsOf(result)).toEqual([
      [2, 'Tipo Doc'],
      [2, 'Fecha Recepcion'],
      [4, 'Monto Exento'],
    ]);
    expect(result.errors[0]?.message).toBe('Línea 2, columna "Tipo Doc": falta el valor (campo obligatorio)');
    expect(result.errors[2]?.message).toBe('Línea 4, columna "Monto Exento": falta el valor (campo obligatorio)');
  });

  it('RCV-venta-validation-errors.csv', () => {
    const result = parseFixture('RCV-venta-validation-errors.csv');
    expect(result.rows.map((row) => row.line)).toEqual([2, 4]);
    expect(result.rows[1]?.referencias).toEqual([{ tipoReferencia: 52, folioReferencia: 10489 }]);
    expect(result.rows[0]?.otrosImpuestos).toHaveLength(2);
    expect(result.errors.map((error) => error.message)).toEqual([
      'Línea 5, columna "Folio Docto. Referencia": referencia incompleta: tipo 52 sin folio',
      'Línea 6, columna "Folio Docto. Referencia": folio de referencia inválido "1057539-304-SE26": ' +
        'se espera un entero positivo de hasta 10 dígitos (varios, unidos por "-")',
      'Línea 7, columna "Folio": folio inválido "10258123456": se espera un entero positivo de hasta 10 dígitos',
      'Línea 8, columna "Folio Docto. Referencia": folio de referencia inválido "45000105543": ' +
        'se espera un entero positivo de hasta 10 dígitos (varios, unidos por "-")',
    ]);
    expect(fieldsOf(result)).toEqual([
      [5, 'Folio Docto. Referencia'],
      [6, 'Folio Docto. Referencia'],
      [7, 'Folio'],
      [8, 'Folio Docto. Referencia'],
    ]);
  });

  it('RCV-compra-reclamado.csv', () => {
    const result = parseFixture('RCV-compra-reclamado.csv');
    expect(result.rows.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(result.rows[1]?.fechaReclamo).toBeNull();
    expect(result.rows[2]?.rutEmisor).toBe('76354771-K');
    expect(fieldsOf(result)).toEqual([
      [5, null],
      [5, 'RUT Proveedor'],
      [5, 'Folio'],
      [5, 'Fecha Docto'],
      [5, 'Fecha Recepcion'],
      [5, 'Fecha Reclamo'],
      [5, 'Monto Exento'],
      [5, 'Monto Neto'],
      [5, 'Monto IVA Recuperable'],
      [5, 'Monto Iva No Recuperable'],
      [5, 'Monto Total'],
      [5, 'Valor Otro Impuesto'],
      [5, 'Tasa Otro Impuesto'],
      [6, null],
    ]);
    const messages = result.errors.map((error) => error.message);
    expect(messages).toContain('Línea 5: hay valores después de la última columna del encabezado: "notanumber"');
    expect(messages).toContain('Línea 5, columna "RUT Proveedor": RUT inválido "INVALID-RUT"');
    expect(messages).toContain('Línea 5, columna "Fecha Docto": fecha inválida "invalid-date": se espera dd/MM/aaaa');
    expect(messages).toContain(
      'Línea 5, columna "Fecha Recepcion": fecha y hora inválida "invalid-datetime": se espera dd/MM/aaaa HH:mm:ss',
    );
    expect(messages).toContain(
      'Línea 5, columna "Monto Total": monto inválido "notanumber": se espera un entero en pesos',
    );
    expect(messages).toContain('Línea 5, columna "Tasa Otro Impuesto": número inválido "notanumber"');
    expect(messages).toContain('Línea 6: fila sin datos del documento (Nro 5)');
  });
});

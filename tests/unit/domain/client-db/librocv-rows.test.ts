import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildClientLedger } from '@domain/client-db/librocv-rows';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import { siiFixture } from '@tests/support/fixtures';

const NOW = new Date('2026-11-21T15:00:00Z');
const CONTRIBUYENTE = '76354771-K';
const read = (name: string) =>
  parseRcvCsv(
    { name, bytes: readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-rcv', name)) },
    { rutContribuyente: CONTRIBUYENTE },
  );

describe('buildClientLedger over real RCV exports', () => {
  it('maps sales rows with their first reference and the purchases reclamado export as claimed', () => {
    const ventas = read('RCV-venta-multiple-dte-referencias.csv');
    const reclamado = read('RCV-compra-reclamado.csv');
    expect(ventas.rows.length).toBeGreaterThan(1);
    expect(reclamado.rows.length).toBeGreaterThan(0);
    const { librocv } = buildClientLedger([ventas, reclamado], NOW);
    expect(librocv).toHaveLength(ventas.rows.length + reclamado.rows.length);
    const withRefs = ventas.rows.find((r) => r.referencias.length > 1)!;
    const mapped = librocv.find((r) => r.ventaOCompra === 'venta' && r.folio === withRefs.folio)!;
    expect(mapped).toMatchObject({
      tipoReferencia: withRefs.referencias[0]!.tipoReferencia,
      folioReferencia: withRefs.referencias[0]!.folioReferencia,
      rutEmisor: CONTRIBUYENTE,
      total: withRefs.total,
    });
    expect(librocv.filter((r) => r.ventaOCompra === 'compra').every((r) => r.reclamado === 1 && r.aceptado === 0)).toBe(
      true,
    );
  });

  it('keeps one row for a purchase listed in two exports, claimed when either says so', () => {
    const reclamado = read('RCV-compra-reclamado.csv');
    const asRegistro = { ...reclamado, variant: 'registro' as const };
    const { librocv } = buildClientLedger([asRegistro, reclamado], NOW);
    expect(librocv).toHaveLength(reclamado.rows.length);
    expect(librocv.every((r) => r.reclamado === 1 && r.aceptado === 0)).toBe(true);
  });

  it("sums the RCV's IVA per book and month of issue, each document once and its credit notes subtracted", () => {
    const ventas = read('RCV-venta-multiple-dte-referencias.csv');
    const reclamado = read('RCV-compra-reclamado.csv');
    const asRegistro = { ...reclamado, variant: 'registro' as const };
    const { ivaMensual } = buildClientLedger([ventas, asRegistro, reclamado], NOW);
    const expected = new Map<string, number>();
    for (const row of [...ventas.rows, ...reclamado.rows]) {
      const key = `${row.ventaOCompra} ${row.fechaEmision.slice(0, 7)}`;
      const sign = [60, 61, 112].includes(row.tipoDTE) ? -1 : 1;
      expected.set(key, (expected.get(key) ?? 0) + sign * row.montoIva);
    }
    expect(new Map(ivaMensual.map((row) => [`${row.ventaOCompra} ${row.periodo}`, row.iva]))).toEqual(expected);
    expect([...expected.values()].some((iva) => iva !== 0)).toBe(true);
  });
});

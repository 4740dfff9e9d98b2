import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIvaHistory } from '@domain/client-db/iva-history';
import { parseTgrStatement } from '@domain/client-db/tgr-statement';
import { parsePeriodAnswer } from '@domain/period-file';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import type { RcvParseResult } from '@domain/rcv/types';
import { buildWorld } from '@infra/local/demo-world/build-world';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';

const WORLD = { seed: 'rcv-demo', today: '2026-11-21', scale: 0.02 };

describe('demo world client files (RCV, VAT history, TGR, own period answers)', () => {
  const world = buildWorld(WORLD);
  let dir: string;
  const files = new Map<string, string[]>();
  const read = (rut: string, name: string): Uint8Array => readFileSync(path.join(dir, 'clientes', rut, name));
  const rcvOf = (rut: string): RcvParseResult[] =>
    files
      .get(rut)!
      .filter((n) => n.startsWith('RCV_'))
      .map((name) => parseRcvCsv({ name, bytes: read(rut, name) }, { rutContribuyente: rut }));

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'demo-rcv-'));
    writeDemoWorld({ dir, ...WORLD });
    for (const rut of readdirSync(path.join(dir, 'clientes')))
      files.set(rut, readdirSync(path.join(dir, 'clientes', rut)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a folder per cedente with 24 monthly sales exports and the registro purchases', () => {
    expect([...files.keys()].sort()).toEqual(world.cedentes.map((c) => c.rut).sort());
    for (const [rut, names] of files) {
      expect(names.filter((n) => n.startsWith(`RCV_VENTA_${rut}_`))).toHaveLength(24);
      expect(names.filter((n) => n.startsWith(`RCV_COMPRA_REGISTRO_${rut}_`))).toHaveLength(24);
      expect(names).toContain(`HISTORIAL_IVA_${rut}.json`);
      expect(names).toContain(`TGR_${rut}.json`);
    }
  });

  it('writes RCV files that parseRcvCsv reads back without errors, claimed purchases in their own export', () => {
    const variants = new Set<string>();
    for (const rut of files.keys())
      for (const result of rcvOf(rut)) {
        expect(result.errors).toEqual([]);
        variants.add(result.variant);
      }
    expect(['pendiente', 'reclamado', 'registro', 'venta']).toEqual(expect.arrayContaining([...variants]));
    expect([...variants]).toEqual(expect.arrayContaining(['reclamado', 'registro', 'venta']));
  });

  it('lists every ceded DTE of a cedente in its sales with the same total, and its claims', () => {
    for (const cedente of world.cedentes) {
      const ventas = rcvOf(cedente.rut)
        .filter((r) => r.kind === 'venta')
        .flatMap((r) => r.rows);
      const byKey = new Map(ventas.map((row) => [`${row.tipoDTE}#${row.folio}`, row]));
      for (const doc of world.documents.filter((d) => d.emisor === cedente)) {
        const row = byKey.get(`${doc.tipoDTE}#${doc.folio}`);
        expect(row, `${doc.tipoDTE} ${doc.folio}`).toBeDefined();
        expect(row!.total).toBe(doc.totales.montoTotal);
        expect(row!.rutReceptor).toBe(doc.receptor.rut);
        const eventos = doc.eventAnswer.kind === 'lista' ? doc.eventAnswer.eventos.map((e) => e.codigo) : [];
        expect(row!.fechaReclamo !== null).toBe(eventos.some((c) => c === 'RCD' || c === 'RFP' || c === 'RFT'));
      }
    }
  });

  it('annuls with a credit note of the full total every ceded DTE the SII marks NCA', () => {
    let checked = 0;
    for (const cedente of world.cedentes) {
      const ventas = rcvOf(cedente.rut)
        .filter((r) => r.kind === 'venta')
        .flatMap((r) => r.rows);
      for (const doc of world.documents.filter((d) => d.emisor === cedente)) {
        const eventos = doc.eventAnswer.kind === 'lista' ? doc.eventAnswer.eventos.map((e) => e.codigo) : [];
        if (!eventos.includes('NCA')) continue;
        const notes = ventas.filter(
          (r) =>
            r.tipoDTE === 61 &&
            r.referencias.some((ref) => ref.tipoReferencia === doc.tipoDTE && ref.folioReferencia === doc.folio),
        );
        expect(notes.map((n) => n.total)).toEqual([doc.totales.montoTotal]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('writes VAT histories and TGR statements their parsers read without errors', () => {
    for (const rut of files.keys()) {
      const iva = parseIvaHistory(read(rut, `HISTORIAL_IVA_${rut}.json`), rut);
      expect(iva.errors).toEqual([]);
      expect(iva.rows.length).toBeGreaterThanOrEqual(22);
      expect(parseTgrStatement(read(rut, `TGR_${rut}.json`)).errors).toEqual([]);
    }
  });

  it("writes the cedente's own period answers with exactly its cessions", () => {
    for (const cedente of world.cedentes) {
      const rows = files
        .get(cedente.rut)!
        .filter((n) => n.startsWith('CESIONES_'))
        .flatMap((name) => parsePeriodAnswer({ name, bytes: read(cedente.rut, name) }).rows);
      const expected = world.documents.flatMap((d) =>
        d.cesiones.filter((c) => c.cedente === cedente).map((c) => `${d.folio}#${c.seq}`),
      );
      expect(rows.every((row) => row.cedente === cedente.rut)).toBe(true);
      expect(rows).toHaveLength(expected.length);
    }
  });
});

/**
 * Test support: one client's sales and cesiones read from the demo world's raw SII files (clientes/{rut}/:
 * RCV_VENTA_*.csv and the CEDENTE period answers CESIONES_*.txt|xml), so browser tests compute their expected
 * figures from the files the platform ingests rather than from its own views. Only the SII formats are read with the
 * product's parsers (domain/rcv, domain/period-file); every figure is derived here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parsePeriodAnswer } from '@domain/period-file';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';

/**
 * A sales document: tipoDTE, folio, deudor, 'yyyy-MM-dd', total CLP, claimed, and the credit notes (61) referencing it
 * (33 only).
 */
export interface RawSale {
  tipo: number;
  folio: number;
  rutReceptor: string;
  fecha: string;
  total: number;
  reclamado: boolean;
  ncCount: number;
  ncTotal: number;
}

/** A cesión of the client as cedente: document, deudor, factoring, amount CLP, cession time 'yyyy-MM-dd HH:mm:00'. */
export interface RawCesion {
  tipo: number;
  folio: number;
  rutDeudor: string;
  cesionario: string;
  monto: number;
  fechaHora: string;
}

/** The client's sales (keyed 'tipo#folio') and cesiones as cedente (deduplicated, oldest first). */
export interface DemoClientLedger {
  sales: Map<string, RawSale>;
  cesiones: RawCesion[];
}

/** Reads one client's ledger from `worldDir` (the platform's data directory + 'demo-world'). */
export function readDemoClientLedger(worldDir: string, rut: string): DemoClientLedger {
  const dir = path.join(worldDir, 'clientes', rut);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const rows = names
    .filter((name) => name.startsWith('RCV_VENTA_'))
    .flatMap(
      (name) => parseRcvCsv({ name, bytes: fs.readFileSync(path.join(dir, name)) }, { rutContribuyente: rut }).rows,
    );
  const sales = new Map<string, RawSale>();
  for (const row of rows) {
    sales.set(`${row.tipoDTE}#${row.folio}`, {
      tipo: row.tipoDTE,
      folio: row.folio,
      rutReceptor: row.rutReceptor,
      fecha: row.fechaEmision,
      total: row.total,
      reclamado: row.fechaReclamo !== null,
      ncCount: 0,
      ncTotal: 0,
    });
  }
  for (const note of rows.filter((row) => row.tipoDTE === 61)) {
    for (const ref of note.referencias.filter((r) => r.tipoReferencia === 33)) {
      const invoice = sales.get(`33#${ref.folioReferencia}`);
      if (!invoice) continue;
      invoice.ncCount += 1;
      invoice.ncTotal += note.total;
    }
  }
  const cesiones = new Map<string, RawCesion>();
  for (const name of names.filter((n) => n.startsWith('CESIONES_'))) {
    for (const row of parsePeriodAnswer({ name, bytes: fs.readFileSync(path.join(dir, name)) }).rows) {
      if (row.cedente !== rut) continue;
      const cesion = {
        tipo: row.tipoDoc,
        folio: row.folioDoc,
        rutDeudor: row.deudor,
        cesionario: row.cesionario,
        monto: row.mntCesion,
        fechaHora: `${row.fchCesion}:00`,
      };
      cesiones.set(`${cesion.tipo}#${cesion.folio}#${cesion.cesionario}#${cesion.fechaHora}`, cesion);
    }
  }
  return { sales, cesiones: [...cesiones.values()].sort((a, b) => a.fechaHora.localeCompare(b.fechaHora)) };
}

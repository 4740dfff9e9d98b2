import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import type { CesionRow, LibroCvRow } from '@domain/client-db/row-types';
import type { ClientDbInput } from '@lambdas/services/client-db/client-db-input';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { CLIENT_DB_PAGE_SIZE, writeClientDb } from '@lambdas/services/client-db/write-client-db';
import { sqlJsReader } from '@lambdas/services/assistant/sql-js-reader';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import { vatMonthsView } from '@domain/client-db/views/vat-months-view';

const C = '76354771-K';
const F1 = '76389992-6';
const F2 = '96667560-8';
const D1 = '96790240-3';
const D2 = '77100200-5';
const S1 = '78111222-3';
/** 2026-11-21 at noon in Santiago. */
const NOW = new Date('2026-11-21T15:00:00Z');

const doc = (over: Partial<LibroCvRow>): LibroCvRow => ({
  ventaOCompra: 'venta',
  tipoDTE: 33,
  folio: 0,
  rutEmisor: C,
  rutReceptor: D1,
  fechaEmision: '2026-10-01',
  fechaHoraEnSII: '2026-10-01 10:00:00',
  total: 0,
  aceptado: 0,
  reclamado: 0,
  anulado: 0,
  rebajado: 0,
  tipoReferencia: null,
  folioReferencia: null,
  ...over,
});
const cesion = (over: Partial<CesionRow>): CesionRow => ({
  folioDTE: 0,
  tipoDTE: 33,
  rutEmisor: C,
  rutDeudor: D1,
  rutCedente: C,
  rutCesionario: F1,
  montoCesion: 0,
  fechaHoraCesion: '2026-10-05 10:00:00',
  fechaVencimiento: null,
  estadoCesion: 'Cesion Vigente',
  ...over,
});

/** October 2026: three invoices (one claimed, one annulled by a credit note), four cessions (one of a supplier). */
const INPUT: ClientDbInput = {
  rutFactoring: F1,
  rutCliente: C,
  estado: 'Activo',
  razonSocialCliente: 'CLIENTE DE PRUEBA SPA',
  ledger: {
    librocv: [
      doc({ folio: 1, total: 1000, aceptado: 1 }),
      doc({ folio: 2, total: 3000, rutReceptor: D2, reclamado: 1, fechaEmision: '2026-10-03' }),
      doc({ folio: 3, total: 2000, aceptado: 1, anulado: 1, fechaEmision: '2026-10-15' }),
      doc({ tipoDTE: 61, folio: 10, total: 2000, fechaEmision: '2026-10-20', tipoReferencia: 33, folioReferencia: 3 }),
      doc({ ventaOCompra: 'compra', folio: 500, rutEmisor: S1, rutReceptor: C, total: 700, aceptado: 1 }),
    ],
    ncResumen: [{ rutEmisor: C, tipoDTE: 33, folio: 3, ncCount: 1, ncTotal: 2000, estado: 'Anulado' }],
    ivaMensual: [
      { ventaOCompra: 'compra', periodo: '2026-10', iva: 112 },
      { ventaOCompra: 'venta', periodo: '2026-10', iva: 640 },
    ],
  },
  cesiones: [
    cesion({ folioDTE: 1, montoCesion: 900, fechaVencimiento: '2026-11-04' }),
    cesion({
      folioDTE: 2,
      rutDeudor: D2,
      rutCesionario: F2,
      montoCesion: 3000,
      fechaHoraCesion: '2026-10-06 10:00:00',
      fechaVencimiento: '2026-11-10',
      estadoCesion: 'Documento Asociado en Cobranza',
    }),
    cesion({ folioDTE: 3, montoCesion: 1500, fechaHoraCesion: '2026-10-16 10:00:00', fechaVencimiento: '2026-12-01' }),
    cesion({
      folioDTE: 500,
      rutEmisor: S1,
      rutDeudor: C,
      rutCedente: S1,
      rutCesionario: F2,
      montoCesion: 700,
      fechaHoraCesion: '2026-10-08 10:00:00',
      fechaVencimiento: '2026-10-30',
    }),
  ],
  razonesSociales: new Map([
    [D1, 'DEUDOR UNO S.A.'],
    [F1, 'FACTORING UNO'],
  ]),
  historialIva: [{ rut: C, periodo: '2026-09', folio: '8000', estado: 'Pagada', historial: '[]' }],
  tgr: {
    deudas: [],
    cobranzas: [
      {
        expediente: '10234',
        anio: 2026,
        comuna: 'SANTIAGO',
        etapa: 'Embargo',
        monto: 450_000,
        accion: 'Cobro',
        tipo: 'Fiscal',
      },
      {
        expediente: '10235',
        anio: 2026,
        comuna: 'SANTIAGO',
        etapa: 'Notificación',
        monto: 90_000,
        accion: 'Cobro',
        tipo: 'Fiscal',
      },
    ],
  },
  now: NOW,
  contentHash: 'abc',
};

describe('writeClientDb, hand-computed', () => {
  let SQL: SqlJsStatic;
  let rows: (sql: string) => unknown[][];
  let reader: LocalDbReader;
  let months: string[];

  beforeAll(async () => {
    SQL = await loadSqlJs();
    const built = writeClientDb(SQL, INPUT);
    months = built.months;
    const db = new SQL.Database(built.bytes);
    rows = (sql) => db.exec(sql)[0]?.values ?? [];
    reader = sqlJsReader(db, C);
  });

  it('stores the tables as given', () => {
    expect(rows('SELECT COUNT(*) FROM librocv')).toEqual([[5]]);
    expect(rows('SELECT COUNT(*) FROM cesion')).toEqual([[4]]);
    expect(rows(`SELECT razonsocial FROM razonsocial WHERE rut = '${C}'`)).toEqual([['CLIENTE DE PRUEBA SPA']]);
    expect(rows('SELECT estado FROM historialiva')).toEqual([['Pagada']]);
    expect(
      rows("SELECT value FROM metadata WHERE key IN ('startDate', 'endDate', 'contentHash') ORDER BY key"),
    ).toEqual([['abc'], ['2026-11'], ['2026-10']]);
  });

  it('keeps the day of the SII reception only of the documents neither accepted nor claimed (the 8-day rule)', () => {
    expect(rows('SELECT folio, fechaHoraEnSII FROM librocv ORDER BY folio')).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [10, '2026-10-01'],
      [500, null],
    ]);
  });

  it("stores the RCV's IVA per book and month, which the Carpeta Tributaria chart reads as débito and crédito", () => {
    expect(vatMonthsView(reader)).toEqual([{ mes: '2026-10', mesDisplay: 'Oct 2026', debito: 640, credito: 112 }]);
  });

  it("writes the client's SII login state to empresas and metadata", () => {
    expect(rows('SELECT estado FROM empresas')).toEqual([['Activo']]);
    expect(rows("SELECT key, value FROM metadata WHERE key IN ('siiStatus', 'passwordValida') ORDER BY key")).toEqual([
      ['passwordValida', '1'],
      ['siiStatus', 'Activo'],
    ]);
    const refused = new SQL.Database(writeClientDb(SQL, { ...INPUT, estado: 'Error Password' }).bytes);
    expect(refused.exec('SELECT estado FROM empresas')[0]!.values).toEqual([['Error Password']]);
    // The text the web app's loader looks for to show 'Acceso Restringido' (client-radar.md §8).
    expect(refused.exec("SELECT value FROM metadata WHERE key = 'siiStatus'")[0]!.values).toEqual([
      ['Password incorrecta'],
    ]);
    expect(refused.exec("SELECT value FROM metadata WHERE key = 'passwordValida'")[0]!.values).toEqual([['0']]);
    refused.close();
  });

  it('materialises the month summary of each book (credit notes apart, only the client cessions)', () => {
    expect(rows('SELECT * FROM resumen_mensual ORDER BY ventaOCompra')).toEqual([
      ['compra', '2026-10', 1, 700, 0, 0, 0, 0, 0, 0, 1, 0, 0],
      //            cantidad total nc ncTotal cedido cedidoTotal recl reclTotal acept anul rebaj
      ['venta', '2026-10', 3, 6000, 1, 2000, 3, 5400, 1, 3000, 2, 1, 0],
    ]);
  });

  it('materialises the view aggregates per counterparty and per day, and keeps the monthly one out of the file', () => {
    expect(rows('SELECT * FROM resumen_contraparte ORDER BY ventaOCompra, rutContraparte')).toEqual([
      //                 cant total cedido recl reclTotal ultima      nc ncTotal anul anulTotal reb rebTotal
      ['compra', S1, 1, 700, 700, 0, 0, '2026-10-01', 0, 0, 0, 0, 0, 0],
      ['venta', D2, 1, 3000, 3000, 1, 3000, '2026-10-03', 0, 0, 0, 0, 0, 0],
      ['venta', D1, 2, 3000, 2400, 0, 0, '2026-10-15', 1, 2000, 1, 2000, 0, 0],
    ]);
    expect(rows("SELECT * FROM resumen_dia WHERE ventaOCompra = 'venta' ORDER BY fecha")).toEqual([
      //                        filas cant total cedido recl reclTotal anul nc ncTotal ncRef ncRefTotal
      ['venta', '2026-10-01', 1, 1, 1000, 900, 0, 0, 0, 0, 0, 0, 0],
      ['venta', '2026-10-03', 1, 1, 3000, 3000, 1, 3000, 0, 0, 0, 0, 0],
      ['venta', '2026-10-15', 1, 1, 2000, 1500, 0, 0, 1, 0, 0, 1, 2000],
      ['venta', '2026-10-20', 0, 0, 0, 0, 0, 0, 0, 1, 2000, 0, 0],
    ]);
    expect(rows("SELECT name FROM sqlite_schema WHERE name = 'resumen_contraparte_mes'")).toEqual([]);
  });

  it('gives each cession the day of its document in the sales, and the file the counterparty indexes but not the document key', () => {
    expect(rows('SELECT folioDTE, fechaEmision FROM cesion ORDER BY folioDTE')).toEqual([
      [1, '2026-10-01'],
      [2, '2026-10-03'],
      [3, '2026-10-15'],
      [500, null], // the supplier's cession: not in the sales
    ]);
    expect(rows("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'librocv' ORDER BY name")).toEqual([
      ['librocv_deudor'],
      ['librocv_proveedor'],
      ['librocv_referencia'],
    ]);
  });

  it("keeps each counterparty's documents cumulative to each month's end and to its day 15 (notes apart)", () => {
    const later = [
      doc({ folio: 20, total: 400, fechaEmision: '2026-10-16' }),
      doc({ folio: 21, total: 50, fechaEmision: '2026-11-03' }),
      doc({ folio: 22, total: 7, fechaEmision: '2026-11-16' }),
    ];
    const built = writeClientDb(SQL, {
      ...INPUT,
      ledger: { ...INPUT.ledger, librocv: [...INPUT.ledger.librocv, ...later] },
    });
    const db = new SQL.Database(built.bytes);
    expect(
      db.exec(`SELECT m.mes, m.cantidad, m.total, m.cantidadQuincena, m.totalQuincena FROM contraparte_mes m
      JOIN contraparte k ON k.id = m.idContraparte WHERE m.ventaOCompra = 'venta' AND k.rut = '${D1}' ORDER BY m.mes`)[0]
        ?.values,
    ).toEqual([
      // October: days 1 and 15 up to the quincena, 16 after it; the credit note of the 20th apart
      [2026 * 12 + 9, 3, 3400, 2, 3000],
      [2026 * 12 + 10, 5, 3457, 4, 3450], // November: October's 3,400 and the 3rd's 50 up to its day 15
    ]);
    db.close();
  });

  it('writes pages of CLIENT_DB_PAGE_SIZE bytes', () => {
    expect(rows('PRAGMA page_size')).toEqual([[CLIENT_DB_PAGE_SIZE]]);
  });

  it('still refuses two documents with the same book, issuer, type and folio on different days', () => {
    const twice = {
      ...INPUT,
      ledger: { ...INPUT.ledger, librocv: [...INPUT.ledger.librocv, doc({ folio: 1, fechaEmision: '2026-10-02' })] },
    };
    expect(() => writeClientDb(SQL, twice)).toThrow(
      /UNIQUE constraint failed: librocv\.ventaOCompra, librocv\.rutEmisor/,
    );
  });

  it('stores one embargo per TGR cobranza in the Embargo stage', () => {
    const embargos = rows('SELECT embargoId, metadata FROM embargo');
    expect(embargos.map(([id]) => id)).toEqual(['10234-2026']);
    expect(JSON.parse(String(embargos[0]![1]))).toMatchObject({
      expediente: '10234',
      etapa: 'Embargo',
      monto: 450_000,
    });
  });

  it('computes the KPIs of October from the sales and the client cessions', () => {
    const kpis = Object.fromEntries(
      rows("SELECT kpi, value FROM kpis WHERE date = '2026-10'") as [string, number | null][],
    );
    expect(kpis).toEqual({
      'payment-compliance': null,
      'total-ventas-cedido-promedio': 90,
      'aceptacion-documentos-promedio': 66.67,
      'reclamo-promedio': 33.33,
      'anulaciones-promedio': 33.33,
      'rebajas-promedio': 0,
      'cantidad-factorings': 2,
      'concentracion-top1-factoring': 55.56,
      'top3-factorings': 100,
      'top1-cliente': 50,
      'top3-clientes': 100,
    });
  });

  it('adds November for the passed due dates: one of the two went to collection', () => {
    expect(months).toEqual(['2026-10', '2026-11']);
    expect(rows("SELECT value FROM kpis WHERE date = '2026-11' AND kpi = 'payment-compliance'")).toEqual([[50]]);
    expect(rows("SELECT value FROM kpis WHERE date = '2026-11' AND kpi = 'cantidad-factorings'")).toEqual([[0]]);
  });
});

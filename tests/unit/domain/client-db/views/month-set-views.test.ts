/**
 * The counterparty tables of Ventas and Compras under a set of selected months (client-detail.md §2 Ventas tab: "The
 * month filters are multi-select"): a generated ledger of five months and selections with gaps between their months,
 * checked against plain sums over the rows of exactly the selected months within the global range.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { claimsByCounterpartyView } from '@domain/client-db/views/claims-by-counterparty-view';
import { counterpartyTotalsView } from '@domain/client-db/views/counterparty-totals-view';
import { creditNotesByCounterpartyView } from '@domain/client-db/views/credit-notes-by-counterparty-view';
import { dayRanges } from '@domain/client-db/views/month-set';
import { bookDoc, cesion, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { dayOf, largestFirstBy, partySums, type LedgerRow } from './generated-ledger';

const PARTIES = ['77000001-1', '77000002-2', '77000003-3'];

interface Row extends LedgerRow {
  folio: number;
}
interface Note {
  folio: number;
  party: string;
  fecha: string;
  total: number;
  referenced: Row;
}

/** A document on most days of Jan..May 2025; every 4th venta is ceded, every 6th claimed. */
const ROWS: Row[] = Array.from({ length: 151 }, (_, n) => n)
  .filter((n) => n % 5 !== 4)
  .map((n) => ({
    folio: n + 1,
    book: n % 7 === 0 ? 'compra' : 'venta',
    party: PARTIES[n % 3]!,
    fecha: dayOf(n),
    total: 1_000 + n * 13,
    reclamado: n % 6 === 0 ? 1 : 0,
    cedido: n % 4 === 0 && n % 7 !== 0 ? 500 + n : 0,
  }));

/** A credit note every 9th day referencing the venta of 25 days before (the whole amount every other time). */
const NOTES: Note[] = ROWS.flatMap((row, index) => {
  const n = index;
  const referenced = ROWS[index - 20];
  if (n % 9 !== 0 || !referenced || referenced.book !== 'venta') return [];
  return [
    {
      folio: 5_000 + n,
      party: referenced.party,
      fecha: row.fecha,
      total: n % 2 === 0 ? referenced.total : 200,
      referenced,
    },
  ];
});

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase({
    librocv: [
      ...ROWS.map((row) =>
        bookDoc(row.book, row.party, {
          folio: row.folio,
          fechaEmision: row.fecha,
          total: row.total,
          reclamado: row.reclamado,
        }),
      ),
      ...NOTES.map((note) =>
        doc({
          folio: note.folio,
          tipoDTE: 61,
          rutReceptor: note.party,
          fechaEmision: note.fecha,
          total: note.total,
          tipoReferencia: 33,
          folioReferencia: note.referenced.folio,
        }),
      ),
    ],
    cesion: ROWS.filter((row) => row.cedido > 0).map((row) =>
      cesion({ folioDTE: row.folio, rutDeudor: row.party, montoCesion: row.cedido }),
    ),
  });
});

const RANGE = { fechaDesde: '2025-01-10', fechaHasta: '2025-05-20' };
/** Selections with gaps (and a month outside the range). */
const SELECTIONS = [['2025-01', '2025-03'], ['2025-02', '2025-04', '2025-05'], ['2025-03'], ['2024-12', '2025-05']];

const inSet = (fecha: string, meses: readonly string[]): boolean =>
  meses.includes(fecha.slice(0, 7)) && fecha >= RANGE.fechaDesde && fecha <= RANGE.fechaHasta;

const documentsBy = (book: 'venta' | 'compra', meses: readonly string[]) =>
  partySums(ROWS, book, (fecha) => inSet(fecha, meses));

describe('counterparty tables under a set of months', () => {
  it('sum the documents of exactly the selected months within the range, in both books', () => {
    for (const meses of SELECTIONS) {
      for (const book of ['venta', 'compra'] as const) {
        const groups = documentsBy(book, meses);
        const bookTotal = [...groups.values()].reduce((sum, g) => sum + g.total, 0);
        const filters = { ...RANGE, meses };
        expect(
          counterpartyTotalsView(db, book, filters).map((r) => [
            r.rutContraparte,
            r.montoTotal,
            r.cantidadDocumentos,
            r.montoCedido,
            r.participacion,
          ]),
          JSON.stringify({ book, meses }),
        ).toEqual(
          [...groups]
            .sort(largestFirstBy((g) => g.total))
            .map(([rut, g]) => [rut, g.total, g.cantidad, g.cedido, (g.total * 100) / bookTotal]),
        );
        expect(
          claimsByCounterpartyView(db, book, filters).map((r) => [
            r.rutContraparte,
            r.documentosReclamados,
            r.montoReclamado,
          ]),
        ).toEqual(
          [...groups]
            .filter(([, g]) => g.reclamados > 0)
            .sort(largestFirstBy((g) => g.reclamadoTotal))
            .map(([rut, g]) => [rut, g.reclamados, g.reclamadoTotal]),
        );
      }
    }
  });

  it('count the credit notes of the selected months, by the referenced invoice or by their own date', () => {
    for (const meses of SELECTIONS) {
      for (const useNCIssueDate of [false, true]) {
        const notes = new Map<string, { cantidad: number; total: number }>();
        for (const note of NOTES) {
          if (!inSet(useNCIssueDate ? note.fecha : note.referenced.fecha, meses)) continue;
          const g = notes.get(note.party) ?? { cantidad: 0, total: 0 };
          g.cantidad += 1;
          g.total += note.total;
          notes.set(note.party, g);
        }
        const documents = documentsBy('venta', meses);
        expect(
          creditNotesByCounterpartyView(db, 'venta', { ...RANGE, meses, useNCIssueDate }).map((r) => [
            r.rutContraparte,
            r.cantidadTotal,
            r.montoTotal,
            r.porcentajeTotal,
          ]),
          JSON.stringify({ meses, useNCIssueDate }),
        ).toEqual(
          [...notes]
            .sort(largestFirstBy((g) => g.total))
            .map(([rut, g]) => [
              rut,
              g.cantidad,
              g.total,
              (g.total * 100) / ((documents.get(rut)?.total ?? 0) || Infinity),
            ]),
        );
      }
    }
  });
});

describe('dayRanges', () => {
  it('gives one range per run of consecutive months, clipped to the range, and nothing for months outside it', () => {
    expect(dayRanges({ ...RANGE, meses: ['2025-04', '2025-01', '2025-03', '2024-11'] })).toEqual([
      { fechaDesde: '2025-01-10', fechaHasta: '2025-01-31' },
      { fechaDesde: '2025-03-01', fechaHasta: '2025-04-30' },
    ]);
    expect(dayRanges({ fechaDesde: '2024-01-01', fechaHasta: '2024-12-31', meses: ['2024-12', '2024-02'] })).toEqual([
      { fechaDesde: '2024-02-01', fechaHasta: '2024-02-29' },
      { fechaDesde: '2024-12-01', fechaHasta: '2024-12-31' },
    ]);
    expect(dayRanges({ ...RANGE, meses: [] })).toEqual([RANGE]);
    expect(() => dayRanges({ meses: ['2025-13'] })).toThrow(RangeError);
  });
});

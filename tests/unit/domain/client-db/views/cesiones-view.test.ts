import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { cesionesView } from '@domain/client-db/views/cesiones-view';
import { CLIENT, cesion, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

const TODAY = '2025-03-20';
const D1 = '77000001-1';
const D2 = '77000002-2';
const FACTORING_A = '96000001-1';
const FACTORING_B = '96000002-2';
const RECENT = '2025-03-19 10:00:00';

const nc = (folio: number, ncTotal: number) => ({
  rutEmisor: CLIENT,
  tipoDTE: 33,
  folio,
  ncCount: 1,
  ncTotal,
  estado: 'Rebajado',
});

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase({
    librocv: [
      doc({ folio: 1, total: 1000, fechaHoraEnSII: RECENT }), // credit notes 999.995: within 0.01 of the total
      doc({ folio: 2, total: 0, fechaHoraEnSII: RECENT }), // total 0 with a credit note
      doc({ folio: 3, total: 1000, fechaHoraEnSII: RECENT }), // credit notes 400
      doc({ folio: 4, total: 1000, fechaHoraEnSII: RECENT }), // credit notes 1000
      doc({ folio: 5, fechaHoraEnSII: '2025-03-12 23:59:00' }), // exactly 8 days before today
      doc({ folio: 6, fechaHoraEnSII: '2025-03-11 00:01:00' }), // 9 days before today
      doc({ folio: 7, aceptado: 1, reclamado: 1 }),
      doc({ folio: 8, rutReceptor: D2, aceptado: 1, fechaHoraEnSII: '2025-03-20 08:00:00' }),
    ],
    nc_resumen: [nc(1, 999.995), nc(2, 0), nc(3, 400), nc(4, 1000)],
    cesion: [1, 2, 3, 4, 5, 6, 7, 8].map((folio) =>
      cesion({
        folioDTE: folio,
        rutDeudor: folio === 8 ? D2 : D1,
        rutCesionario: folio >= 7 ? FACTORING_B : FACTORING_A,
        montoCesion: 900 + folio,
        fechaHoraCesion: `2025-03-0${folio} 09:00:00`,
      }),
    ),
    razonsocial: [
      { rut: D2, razonsocial: "Comercial O'Higgins Ltda" },
      { rut: FACTORING_A, razonsocial: 'Factoring Uno' },
    ],
  });
});

const byFolio = (filters: Parameters<typeof cesionesView>[1]) =>
  new Map(cesionesView(db, filters).items.map((row) => [row.folio, row]));

describe('cesionesView', () => {
  it('derives anulado/rebajado from the credit notes at the 0.01 tolerance and for an invoice total of 0', () => {
    const rows = byFolio({ today: TODAY });
    expect([1, 2, 3, 4, 5].map((f) => [f, rows.get(f)?.anulado, rows.get(f)?.rebajado])).toEqual([
      [1, true, false],
      [2, true, false],
      [3, false, true],
      [4, true, false],
      [5, false, false],
    ]);
    expect(rows.get(3)).toMatchObject({ ncReferenceCount: 1, ncTotalAmount: 400, monto: 1000, montoCedido: 903 });
  });

  it('is pendiente at exactly 8 days since fechaHoraEnSII and aceptado at 9; reclamado wins over aceptado', () => {
    const rows = byFolio({ today: TODAY });
    expect(rows.get(5)?.estado).toBe('pendiente');
    expect(rows.get(6)?.estado).toBe('aceptado');
    expect(rows.get(7)).toMatchObject({ estado: 'reclamado', reclamado: true, aceptado: false });
    expect(rows.get(8)?.estado).toBe('aceptado');
  });

  it('counts each estado option; the anulado filter needs sum >= total, rebajado 0 < sum < total', () => {
    const page = cesionesView(db, { today: TODAY });
    expect(page.total).toBe(8);
    expect(page.estadoCounts).toEqual({ pendiente: 5, aceptado: 2, reclamado: 1, anulado: 2, rebajado: 2 });
    expect(cesionesView(db, { today: TODAY, estadoFilters: ['anulado'] }).items.map((r) => r.folio)).toEqual([4, 2]);
    expect(cesionesView(db, { today: TODAY, estadoFilters: ['rebajado'] }).items.map((r) => r.folio)).toEqual([3, 1]);
    const problematic = cesionesView(db, { today: TODAY, estadoFilters: ['anulado', 'rebajado', 'reclamado'] });
    expect(problematic.items.map((r) => r.folio)).toEqual([7, 4, 3, 2, 1]);
  });

  it('pages newest cession first with a default of 20 rows', () => {
    const page = cesionesView(db, { today: TODAY, page: 2, limit: 3 });
    expect(page.items.map((r) => r.folio)).toEqual([5, 4, 3]);
    expect([page.total, page.page, page.limit, page.totalPages]).toEqual([8, 2, 3, 3]);
    expect(cesionesView(db, { today: TODAY }).limit).toBe(20);
  });

  it('filters by cession date, factoring and debtor, and names parties with quotes intact', () => {
    expect(
      cesionesView(db, { today: TODAY, fechaDesde: '2025-03-07', fechaHasta: '2025-03-07' }).items.map((r) => r.folio),
    ).toEqual([7]);
    expect(cesionesView(db, { today: TODAY, factorings: [FACTORING_B] }).items.map((r) => r.folio)).toEqual([8, 7]);
    const [row] = cesionesView(db, { today: TODAY, deudores: [D2] }).items;
    expect(row).toMatchObject({ folio: 8, deudor: "Comercial O'Higgins Ltda", factoring: FACTORING_B });
    expect(byFolio({ today: TODAY }).get(1)?.factoring).toBe('Factoring Uno');
    expect(cesionesView(db, { today: TODAY, deudores: ["x' OR '1'='1"] }).total).toBe(0);
  });

  it('leaves every status field null for a cession whose document is not in the sales book', async () => {
    const book = await loadTestDatabase({
      librocv: [doc({ folio: 1, fechaHoraEnSII: RECENT })],
      cesion: [cesion({ folioDTE: 1 }), cesion({ folioDTE: 2, fechaHoraCesion: '2025-03-03 09:00:00' })],
    });
    const rows = new Map(cesionesView(book, { today: TODAY }).items.map((row) => [row.folio, row]));
    const unknown = { estado: null, aceptado: null, reclamado: null, anulado: null, rebajado: null };
    expect(rows.get(2)).toMatchObject({ ...unknown, monto: null });
    expect(rows.get(1)).toMatchObject({ estado: 'pendiente', aceptado: false, anulado: false, rebajado: false });
    book.close();
  });

  it('rejects a date bound that is not yyyy-MM-dd', () => {
    expect(() => cesionesView(db, { today: TODAY, fechaDesde: '01-03-2025' })).toThrow(RangeError);
  });
});

/**
 * Credit notes by counterparty over partial date ranges (nota_credito, client-detail.md §3 "Credit notes by debtor")
 * against a plain computation over the rows: three months of invoices, credit notes that reference invoices of earlier
 * days (some annulling them, some reducing them) or folios missing from the book, and every range whose bounds fall on
 * chosen days, by the referenced invoice's day and by the note's own day (useNCIssueDate).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { creditNotesByCounterpartyView } from '@domain/client-db/views/credit-notes-by-counterparty-view';
import { CLIENT, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

const PARTIES = ['77000001-1', '77000002-2', '77000003-3', '77000004-4'];
const DAY_MS = 86_400_000;
const dayOf = (n: number): string => new Date(Date.UTC(2025, 0, 1) + n * DAY_MS).toISOString().slice(0, 10);

interface Invoice {
  folio: number;
  party: string;
  fecha: string;
  total: number;
}
interface Note {
  folio: number;
  party: string;
  fecha: string;
  total: number;
  folioReferencia: number;
}

/** An invoice on each day 0..89 (folio n + 1) to party n % 4 (the fourth party only gets notes). */
const INVOICES: Invoice[] = Array.from({ length: 90 }, (_, n) => ({
  folio: n + 1,
  party: PARTIES[n % 3]!,
  fecha: dayOf(n),
  total: 1_000 + n * 10,
}));

/**
 * Every 4th day a note referencing the invoice of 20 days before (for the whole amount every 8th day, else 300); every
 * 9th day a note of the fourth party referencing a folio missing from the book (its own day then counts).
 */
const NOTES: Note[] = Array.from({ length: 90 }, (_, n) => n).flatMap((n) => {
  const notes: Note[] = [];
  const referenced = INVOICES[n - 20];
  if (n % 4 === 0 && referenced) {
    notes.push({
      folio: 1_000 + n,
      party: referenced.party,
      fecha: dayOf(n),
      total: n % 8 === 0 ? referenced.total : 300,
      folioReferencia: referenced.folio,
    });
  }
  if (n % 9 === 0)
    notes.push({ folio: 2_000 + n, party: PARTIES[3]!, fecha: dayOf(n), total: 50 + n, folioReferencia: 9_999 });
  return notes;
});

const invoiceOf = (note: Note): Invoice | undefined =>
  INVOICES.find((invoice) => invoice.folio === note.folioReferencia);
/** Annulled when its notes reach its total (client-radar.md §4), computed here from the notes. */
const annulled = (invoice: Invoice): boolean =>
  NOTES.filter((note) => note.folioReferencia === invoice.folio).reduce((sum, note) => sum + note.total, 0) >=
  invoice.total;

let db: LocalDatabase;
beforeAll(async () => {
  const referencedInvoices = INVOICES.filter((invoice) => NOTES.some((note) => note.folioReferencia === invoice.folio));
  db = await loadTestDatabase({
    librocv: [
      ...INVOICES.map((invoice) =>
        doc({ folio: invoice.folio, fechaEmision: invoice.fecha, total: invoice.total, rutReceptor: invoice.party }),
      ),
      ...NOTES.map((note) =>
        doc({
          folio: note.folio,
          tipoDTE: 61,
          fechaEmision: note.fecha,
          total: note.total,
          rutReceptor: note.party,
          tipoReferencia: 33,
          folioReferencia: note.folioReferencia,
        }),
      ),
    ],
    nc_resumen: referencedInvoices.map((invoice) => {
      const notes = NOTES.filter((note) => note.folioReferencia === invoice.folio);
      return {
        rutEmisor: CLIENT,
        tipoDTE: 33,
        folio: invoice.folio,
        ncCount: notes.length,
        ncTotal: notes.reduce((sum, note) => sum + note.total, 0),
        estado: annulled(invoice) ? 'Anulado' : 'Rebajado',
      };
    }),
  });
});

/** The rows the view should give: notes of the range grouped by party, largest total first, shares of the invoices. */
function expected(range: { fechaDesde?: string; fechaHasta?: string }, useNCIssueDate: boolean) {
  const inRange = (day: string): boolean => (range.fechaDesde ?? '') <= day && day <= (range.fechaHasta ?? '9999');
  const groups = new Map<string, number[]>();
  for (const note of NOTES) {
    const invoice = invoiceOf(note);
    if (!inRange(useNCIssueDate ? note.fecha : (invoice?.fecha ?? note.fecha))) continue;
    const g = groups.get(note.party) ?? [0, 0, 0, 0, 0, 0];
    const anulacion = invoice !== undefined && annulled(invoice);
    const rebaja = invoice !== undefined && !anulacion;
    const add = [1, note.total, Number(anulacion), anulacion ? note.total : 0, Number(rebaja), rebaja ? note.total : 0];
    groups.set(
      note.party,
      g.map((value, i) => value + add[i]!),
    );
  }
  const documents = (party: string): number =>
    INVOICES.filter((invoice) => invoice.party === party && inRange(invoice.fecha)).reduce(
      (sum, invoice) => sum + invoice.total,
      0,
    );
  return [...groups]
    .sort(([ra, a], [rb, b]) => b[1]! - a[1]! || (ra < rb ? -1 : 1))
    .map(([party, g]) => [party, ...g, documents(party) === 0 ? 0 : (g[1]! * 100) / documents(party)]);
}

const BOUNDS = [
  undefined,
  '2024-12-31',
  '2025-01-01',
  '2025-01-10',
  '2025-01-31',
  '2025-02-01',
  '2025-02-14',
  '2025-02-28',
  '2025-03-01',
  '2025-03-20',
  '2025-03-31',
  '2025-04-15',
];
const ranges = BOUNDS.flatMap((fechaDesde) => BOUNDS.map((fechaHasta) => ({ fechaDesde, fechaHasta })));

describe('credit notes by counterparty over partial ranges', () => {
  it('groups the notes of the range by the referenced invoice day or by their own day', () => {
    let differ = 0;
    for (const range of ranges) {
      for (const useNCIssueDate of [false, true]) {
        const rows = creditNotesByCounterpartyView(db, 'venta', { ...range, useNCIssueDate }).map((r) => [
          r.rutContraparte,
          r.cantidadTotal,
          r.montoTotal,
          r.cantidadAnulacion,
          r.montoAnulacion,
          r.cantidadRebaja,
          r.montoRebaja,
          r.porcentajeTotal,
        ]);
        const wanted = expected(range, useNCIssueDate);
        expect(rows, JSON.stringify({ range, useNCIssueDate })).toEqual(wanted);
        if (!useNCIssueDate && JSON.stringify(wanted) !== JSON.stringify(expected(range, true))) differ++;
      }
    }
    expect(differ).toBeGreaterThan(50);
  });

  it('keeps only the chosen counterparties', () => {
    const range = { fechaDesde: '2025-01-15', fechaHasta: '2025-03-10' };
    const rows = creditNotesByCounterpartyView(db, 'venta', {
      ...range,
      deudores: [PARTIES[1]!, PARTIES[3]!, '11111111-1'],
    });
    expect(rows.map((r) => r.rutContraparte)).toEqual(
      expected(range, false)
        .map(([party]) => party)
        .filter((p) => p === PARTIES[1] || p === PARTIES[3]),
    );
    expect(rows).toHaveLength(2);
  });
});

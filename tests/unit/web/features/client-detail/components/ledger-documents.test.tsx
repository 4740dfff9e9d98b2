// @vitest-environment jsdom
import { MemoryRouter } from 'react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import initSqlJs from 'sql.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocalDatabase } from '@web/localdb/local-database';
import { LedgerDocuments } from '@web/features/client-detail/components/ledger-documents';
import { creditNotesSummary } from '@web/features/client-detail/model/credit-note-impact';
import { fakeFetch, loadTestDatabase, memoryFileStore } from '@tests/unit/web/localdb/client-db-fixture';
import { LEDGER } from '@tests/unit/domain/client-db/views/ledger-dataset';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom lays nothing out: the scroll region's size watch has nothing to observe.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

let db: LocalDatabase;
vi.mock('@web/localdb/browser-local-database', () => ({ getLocalDatabase: () => db }));

let loaded: LocalDatabase;
beforeAll(async () => {
  loaded = await loadTestDatabase(LEDGER);
});
beforeEach(() => {
  db = loaded;
});

const range = { inicio: '2025-01-01', fin: '2025-03-31' };
const ventas = LEDGER.librocv!.filter((row) => row.ventaOCompra === 'venta');
/** Each issued invoice referenced by credit notes, with its total and the sum of its notes (CLP). */
const credited = ventas
  .filter((row) => row.tipoDTE === 33)
  .map((invoice) => ({
    folio: Number(invoice.folio),
    total: Number(invoice.total),
    notes: ventas
      .filter((note) => note.tipoDTE === 61 && note.tipoReferencia === 33 && note.folioReferencia === invoice.folio)
      .reduce((sum, note) => sum + Number(note.total), 0),
  }))
  .filter((invoice) => invoice.notes > 0);

/** The issued-documents table (client-detail §2 Ventas tab, §4 "Footer summary" for invoices). */
describe('LedgerDocuments on the sales side', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <MemoryRouter>
          <LedgerDocuments side="venta" range={range} deudores={[]} today="2025-04-01" />
        </MemoryRouter>,
      ),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it("opens an invoice's credit notes with the invoice footer: 'Factura completamente anulada' or 'Factura … rebajada n%'", () => {
    expect(credited).not.toHaveLength(0);
    const toggles = [...container.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];
    expect(toggles.map((button) => button.getAttribute('aria-label')).sort()).toEqual(
      credited.map((invoice) => `Ver notas de crédito del folio ${invoice.folio}`).sort(),
    );
    for (const invoice of credited) {
      const toggle = toggles.find((button) => button.getAttribute('aria-label')?.endsWith(` ${invoice.folio}`))!;
      act(() => toggle.click());
      const footer = container.querySelector('[data-testid="credit-notes-summary"]')?.textContent ?? '';
      const expected = creditNotesSummary(invoice.notes, invoice.total, 'factura')!.text;
      expect(expected).toMatch(/^Factura /);
      expect(footer).toContain(expected);
      act(() => toggle.click());
    }
  });
});

describe('LedgerDocuments before the database is loaded (client-detail §5, §8)', () => {
  it("says 'Base de datos no disponible' after the table's error prefix", () => {
    db = new LocalDatabase({
      loadSqlJs: () => initSqlJs(),
      fileStore: memoryFileStore(),
      fetch: fakeFetch(() => new Uint8Array()).fn,
      now: () => 0,
    });
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LedgerDocuments side="venta" range={range} deudores={[]} today="2025-04-01" />
      </MemoryRouter>,
    );
    expect(html).toContain('Error cargando documentos emitidos: Base de datos no disponible');
  });
});

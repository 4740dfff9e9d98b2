import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { displayRut, formatAmount } from '@web/lib/format';
import { CesionesProveedoresTab } from '@web/features/client-detail/components/cesiones-proveedores-tab';
import { CrossSales } from '@web/features/client-detail/components/cross-sales';
import { crossSalesView } from '@domain/client-db/views/cross-sales-view';
import { LedgerTab } from '@web/features/client-detail/components/ledger-tab';
import { CLIENT, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { A, D1, D2, LEDGER, S1 } from '@tests/unit/domain/client-db/views/ledger-dataset';

/** The static markup of a tab, inside a router: the tabs keep their filters in the address. */
const markup = (node: ReactElement) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

let db: LocalDatabase;
vi.mock('@web/localdb/browser-local-database', () => ({ getLocalDatabase: () => db }));

beforeAll(async () => {
  db = await loadTestDatabase(LEDGER);
});

const range = { inicio: '2025-01-01', fin: '2025-03-31' };
const props = { range, deudores: [], today: '2025-04-01', lastYear: range, onRange: () => undefined };
const names = new Map(LEDGER.razonsocial!.map((row) => [row.rut as string, row.razonsocial as string]));

/** '$1.234' -> 1234 (CLP). */
const pesos = (text: string): number => Number(text.replace(/[^\d-]/g, ''));

/** The cell texts of each body row of the table with data-testid `testId` (tags stripped). */
function tableRows(html: string, testId: string): string[][] {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[^>]*>(.*?)</table>`).exec(html)?.[1] ?? '';
  const body = /<tbody>(.*)<\/tbody>/.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) =>
      cell[1]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
}

describe('LedgerTab on the purchase side (client-detail §2 Compras tab)', () => {
  const html = () => markup(<LedgerTab side="compra" {...props} />);
  const compras = LEDGER.librocv!.filter((row) => row.ventaOCompra === 'compra');

  it('titles its tables by supplier, with purchase factors and the received documents, without Ventas Cruzadas', () => {
    const page = html();
    for (const title of [
      'Compras Mensuales',
      'Compras por Proveedor',
      'Notas de Crédito por Proveedor',
      'Reclamos por Proveedor',
      'Documentos Recibidos',
      'Factor NC/Compras',
      'Factor Reclamos/Compras',
    ]) {
      expect(page).toContain(title);
    }
    expect(page).not.toContain('Ventas Cruzadas');
    expect(page).not.toContain('Documentos Emitidos');
    // Purchase claims are measured (the claimed documents), not estimated.
    expect(page).not.toContain('(estimado)');
  });

  it('sums the purchases and the claimed purchases of each month, with the claims/purchases factor', () => {
    const page = html();
    const byMonth = new Map<string, { total: number; claimed: number }>();
    for (const row of compras) {
      const month = String(row.fechaEmision).slice(0, 7);
      const sum = byMonth.get(month) ?? { total: 0, claimed: 0 };
      sum.total += Number(row.total);
      sum.claimed += row.reclamado === 1 ? Number(row.total) : 0;
      byMonth.set(month, sum);
    }
    const months = [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b));
    expect(tableRows(page, 'compras-monthly').map((cells) => cells[1])).toEqual(
      months.map(([, sum]) => formatAmount(sum.total)),
    );
    const claims = tableRows(page, 'compras-claims-monthly');
    expect(claims.map((cells) => cells[1])).toEqual(months.map(([, sum]) => formatAmount(sum.claimed)));
    const factors = months.map(([, sum]) => `${((sum.claimed / sum.total) * 100).toFixed(2).replace('.', ',')}%`);
    expect(claims.map((cells) => cells[3])).toEqual(factors);
  });

  it('lists the received documents with their emisor, and the supplier with its claims', () => {
    const page = html();
    const documents = tableRows(page, 'compras-documents-table');
    expect(documents.map((cells) => [Number(cells[0]), cells[4]]).sort()).toEqual(
      compras.map((row) => [Number(row.folio), names.get(String(row.rutEmisor))]).sort(),
    );
    const ceded = documents.find((cells) => Number(cells[0]) === 70)!;
    expect(ceded.at(-1)).toBe(A);
    expect(tableRows(page, 'compras-claims-by-counterparty').map((cells) => cells[0])).toEqual([names.get(S1)]);
  });
});

describe('LedgerTab on the sales side (client-detail §2 Ventas tab, §4 cells)', () => {
  it("shows Ventas Cruzadas, the issued documents and 'Rebajado (n NC)' with the notes as its tooltip", () => {
    const page = markup(<LedgerTab side="venta" {...props} />);
    expect(page).toContain('Ventas Cruzadas');
    expect(page).toContain('Documentos Emitidos');
    const notes = LEDGER.librocv!.filter((row) => row.tipoDTE === 61 && row.tipoReferencia === 33);
    const tooltips = notes.map(
      (note) => `NC ${note.folio}: ${formatAmount(Number(note.total))}\nTotal: ${formatAmount(Number(note.total))}`,
    );
    const cells = [
      ...page.matchAll(/<span class="badge text-bg-warning[^"]*" title="([^"]*)"[^>]*>Rebajado \(1 NC\)<\/span>/g),
    ];
    expect(cells.map((cell) => cell[1]).sort()).toEqual(tooltips.sort());
    expect(page).toContain('>Sí</span>');
  });

  it('says that the monthly claims are an estimate, with the rule as its tooltip (client-detail §9)', () => {
    const page = markup(<LedgerTab side="venta" {...props} />);
    const claims = new RegExp(`<table[^>]*data-testid="ventas-claims-monthly"[^>]*>.*?</thead>`).exec(page)?.[0] ?? '';
    expect(claims).toContain('Reclamos (estimado)');
    expect(claims).toContain('title="Reclamos estimados como el 70 % del total de notas de crédito del mes."');
  });
});

describe("the sticky bar's counterparty filter (client-detail §2, §4)", () => {
  it('keeps every Ventas table and the issued documents to the chosen debtor', () => {
    const page = markup(<LedgerTab side="venta" {...props} deudores={[D2]} />);
    expect(tableRows(page, 'ventas-by-counterparty').map((cells) => cells[0])).toEqual([names.get(D2) ?? D2]);
    expect(tableRows(page, 'ventas-notes-by-counterparty').map((cells) => cells[0])).toEqual([names.get(D2) ?? D2]);
    const issued = LEDGER.librocv!.filter((row) => row.ventaOCompra === 'venta' && row.rutReceptor === D2);
    const monthly = tableRows(page, 'ventas-monthly');
    const sold = issued.filter((row) => row.tipoDTE === 33).reduce((sum, row) => sum + Number(row.total), 0);
    expect(monthly.map((cells) => pesos(cells[1]!)).reduce((sum, amount) => sum + amount, 0)).toBe(sold);
  });

  it('keeps Ventas Cruzadas to the chosen debtor', () => {
    const bought = new Set(LEDGER.librocv!.filter((row) => row.ventaOCompra === 'compra').map((row) => row.rutEmisor));
    expect(bought.has(D1) && !bought.has(D2)).toBe(true);
    const cross = (deudores: string[]) =>
      tableRows(markup(<LedgerTab side="venta" {...props} deudores={deudores} />), 'cross-sales-table');
    expect(cross([D1]).map((cells) => cells[0])).toEqual([names.get(D1) ?? D1]);
    expect(cross([D2])).toEqual([]);
  });

  it("keeps CesionesProveedores to the chosen supplier ('Filtrar por Proveedor')", () => {
    expect(
      tableRows(markup(<CesionesProveedoresTab range={range} deudores={[S1]} />), 'proveedores-cesiones-table'),
    ).toEqual([['No hay datos']]);
    expect(
      tableRows(markup(<CesionesProveedoresTab range={range} deudores={[D1]} />), 'proveedores-cesiones-table'),
    ).toHaveLength(1);
  });
});

describe('Ventas Cruzadas (client-detail §2 Ventas tab)', () => {
  const empty = { inicio: '2024-01-01', fin: '2024-12-31' };
  const page1 = (dates: typeof range) => ({ fechaDesde: dates.inicio, fechaHasta: dates.fin, page: 1, limit: 20 });
  /** The SQL statements `run` sends to the database, the view cache cleared first. */
  function queriesOf<T>(run: () => T): { result: T; queries: number } {
    db.clearCache();
    const all = vi.spyOn(db, 'all');
    const values = vi.spyOn(db, 'values');
    try {
      const result = run();
      return { result, queries: all.mock.calls.length + values.mock.calls.length };
    } finally {
      all.mockRestore();
      values.mockRestore();
    }
  }
  const crossSales = (shown: typeof range, lastYear: typeof range) =>
    queriesOf(() => markup(<CrossSales range={shown} deudores={[]} lastYear={lastYear} onRange={() => undefined} />));

  it('offers the last 12 months when the range is empty and they hold cross sales', () => {
    const { result: page } = crossSales(empty, range);
    expect(page).toContain('No hay ventas cruzadas durante el período seleccionado');
    expect(page).toContain('Ver últimos 12 meses');
  });

  it('says the last 12 months hold none either, offering nothing', () => {
    const { result: page } = crossSales(empty, { inicio: '2023-01-01', fin: '2023-12-31' });
    expect(page).toContain('Tampoco se encontraron durante los últimos 12 meses');
    expect(page).not.toContain('Ver últimos 12 meses');
  });

  it('reads the last 12 months only when it may offer them: not for a listed range, nor when the range is them', () => {
    const listed = crossSales(range, empty);
    expect(tableRows(listed.result, 'cross-sales-table').map((cells) => cells[1])).toEqual([displayRut(D1)]);
    expect(listed.queries).toBe(queriesOf(() => crossSalesView(db, page1(range))).queries);
    expect(crossSales(empty, empty).queries).toBe(queriesOf(() => crossSalesView(db, page1(empty))).queries);
  });
});

describe('CesionesProveedoresTab (client-detail §2)', () => {
  it('groups the cessions the client owes by factoring and by supplier', () => {
    const page = markup(<CesionesProveedoresTab range={range} deudores={[]} />);
    const owed = LEDGER.cesion!.filter((row) => row.rutDeudor === CLIENT);
    const amount = owed.reduce((sum, row) => sum + Number(row.montoCesion), 0);
    expect(tableRows(page, 'proveedores-factoring-table')).toEqual([
      [A, formatAmount(amount), String(owed.length), '1', '100,00%'],
    ]);
    expect(tableRows(page, 'proveedores-cesiones-table')).toEqual([
      [A, `${names.get(D1)} ${displayRut(D1)}`, formatAmount(amount), String(owed.length), ''],
    ]);
  });

  it("says 'No hay datos' in both tables when the range holds no such cession", () => {
    const page = markup(<CesionesProveedoresTab range={{ inicio: '2024-01-01', fin: '2024-12-31' }} deudores={[]} />);
    expect(tableRows(page, 'proveedores-factoring-table')).toEqual([['No hay datos']]);
    expect(tableRows(page, 'proveedores-cesiones-table')).toEqual([['No hay datos']]);
  });
});

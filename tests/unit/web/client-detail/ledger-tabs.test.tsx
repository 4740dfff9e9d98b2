import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalDatabase } from '../../../../web/src/localdb/local-database';
import { displayRut, formatAmount } from '../../../../web/src/lib/format';
import { CesionesProveedoresTab } from '../../../../web/src/features/client-detail/components/cesiones-proveedores-tab';
import { LedgerTab } from '../../../../web/src/features/client-detail/components/ledger-tab';
import { CLIENT, loadTestDatabase } from '../../localdb/client-db-fixture';
import { A, D1, LEDGER, S1 } from '../../localdb/views/ledger-dataset';

let db: LocalDatabase;
vi.mock('../../../../web/src/localdb/browser-local-database', () => ({ getLocalDatabase: () => db }));

beforeAll(async () => {
  db = await loadTestDatabase(LEDGER);
});

const range = { inicio: '2025-01-01', fin: '2025-03-31' };
const props = { range, today: '2025-04-01', lastYear: range, onRange: () => undefined };
const names = new Map(LEDGER.razonsocial!.map((row) => [row.rut as string, row.razonsocial as string]));

/** The cell texts of each body row of the table with data-testid `testId` (tags stripped). */
function tableRows(html: string, testId: string): string[][] {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[^>]*>(.*?)</table>`).exec(html)?.[1] ?? '';
  const body = /<tbody>(.*)<\/tbody>/.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()),
  );
}

describe('LedgerTab on the purchase side (client-detail §2 Compras tab)', () => {
  const html = () => renderToStaticMarkup(<LedgerTab side="compra" {...props} />);
  const compras = LEDGER.librocv!.filter((row) => row.ventaOCompra === 'compra');

  it('titles its tables by supplier, with purchase factors and the received documents, without Ventas Cruzadas', () => {
    const page = html();
    for (const title of ['Compras Mensuales', 'Compras por Proveedor', 'Notas de Crédito por Proveedor', 'Reclamos por Proveedor', 'Documentos Recibidos', 'Factor NC/Compras', 'Factor Reclamos/Compras']) {
      expect(page).toContain(title);
    }
    expect(page).not.toContain('Ventas Cruzadas');
    expect(page).not.toContain('Documentos Emitidos');
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
    expect(tableRows(page, 'compras-monthly').map((cells) => cells[1])).toEqual(months.map(([, sum]) => formatAmount(sum.total)));
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
    const page = renderToStaticMarkup(<LedgerTab side="venta" {...props} />);
    expect(page).toContain('Ventas Cruzadas');
    expect(page).toContain('Documentos Emitidos');
    const notes = LEDGER.librocv!.filter((row) => row.tipoDTE === 61 && row.tipoReferencia === 33);
    const tooltips = notes.map((note) => `NC ${note.folio}: ${formatAmount(Number(note.total))}\nTotal: ${formatAmount(Number(note.total))}`);
    const cells = [...page.matchAll(/<span class="badge text-bg-warning[^"]*" title="([^"]*)"[^>]*>Rebajado \(1 NC\)<\/span>/g)];
    expect(cells.map((cell) => cell[1]).sort()).toEqual(tooltips.sort());
    expect(page).toContain('>Sí</span>');
  });
});

describe('CesionesProveedoresTab (client-detail §2)', () => {
  it('groups the cessions the client owes by factoring and by supplier', () => {
    const page = renderToStaticMarkup(<CesionesProveedoresTab range={range} />);
    const owed = LEDGER.cesion!.filter((row) => row.rutDeudor === CLIENT);
    const amount = owed.reduce((sum, row) => sum + Number(row.montoCesion), 0);
    expect(tableRows(page, 'proveedores-factoring-table')).toEqual([[A, formatAmount(amount), String(owed.length), '1', '100,00%']]);
    expect(tableRows(page, 'proveedores-cesiones-table')).toEqual([[A, `${names.get(D1)} ${displayRut(D1)}`, formatAmount(amount), String(owed.length), '']]);
  });

  it("says 'No hay datos' in both tables when the range holds no such cession", () => {
    const page = renderToStaticMarkup(<CesionesProveedoresTab range={{ inicio: '2024-01-01', fin: '2024-12-31' }} />);
    expect(tableRows(page, 'proveedores-factoring-table')).toEqual([['No hay datos']]);
    expect(tableRows(page, 'proveedores-cesiones-table')).toEqual([['No hay datos']]);
  });
});

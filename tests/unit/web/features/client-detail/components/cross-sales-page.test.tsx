import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rutFromBody } from '@domain/rut';
import type { LocalDatabase } from '@web/localdb/local-database';
import { CrossSales } from '@web/features/client-detail/components/cross-sales';
import { bookDoc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

let db: LocalDatabase;
vi.mock('@web/localdb/browser-local-database', () => ({ getLocalDatabase: () => db }));

/** 25 counterparties the client both sold to and bought from in March 2025: two pages of Ventas Cruzadas. */
const PARTIES = Array.from({ length: 25 }, (_, i) => rutFromBody(78_000_000 + i));

beforeAll(async () => {
  db = await loadTestDatabase({
    librocv: PARTIES.flatMap((party, i) => [
      bookDoc('venta', party, { folio: 100 + i, fechaEmision: '2025-03-10', total: 1000 + i }),
      bookDoc('compra', party, { folio: 200 + i, fechaEmision: '2025-03-11', total: 500 + i }),
    ]),
  });
});

const range = { inicio: '2025-03-01', fin: '2025-03-31' };

/** The Ventas Cruzadas card as the address `search` opens it. */
const markup = (search: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[`/dashboard-clientes/x${search}`]}>
      <CrossSales range={range} deudores={[]} lastYear={range} onRange={() => undefined} />
    </MemoryRouter>,
  );

const rowCount = (html: string) => (/<tbody>(.*?)<\/tbody>/.exec(html)?.[1] ?? '').match(/<tr[ >]/g)?.length ?? 0;

describe('Ventas Cruzadas page in the address (client-detail.md §2 Ventas tab)', () => {
  it("opens the page of '?pagina-cruzadas=', whatever page the documents table holds", () => {
    const second = markup('?tab=ventas&pagina=3&pagina-cruzadas=2');
    expect(second).toContain('Mostrando 21-25 de 25 resultados');
    expect(rowCount(second)).toBe(5);
    const first = markup('?tab=ventas&pagina=3');
    expect(first).toContain('Mostrando 1-20 de 25 resultados');
    expect(rowCount(first)).toBe(20);
  });
});

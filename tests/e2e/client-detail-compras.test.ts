import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePeriodAnswer } from '@domain/period-file';
import { decodeTextBytes } from '@domain/xml/decode-bytes';
import { addressHolds, listedClients, openClientDetail } from '../support/client-detail';
import { demoSuite, signInAs } from '../support/demo-session';
import { storedClientRows } from '../support/stored-client-db';
import { fillDate } from '../support/date-field';

/** Note types that are not purchases (client-detail.md §9 "Credit notes and claims"). */
const NOTE_TYPES = new Set([56, 60, 61, 111, 112]);
const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A purchase of the client's RCV exports: supplier, type, folio, 'yyyy-MM-dd', total CLP, claimed. */
interface Purchase {
  rutProveedor: string;
  razonSocial: string;
  tipo: number;
  folio: number;
  fecha: string;
  total: number;
  reclamado: boolean;
}

/**
 * The purchases of a client as its raw RCV exports under the demo world list them
 * (RCV_COMPRA_{ESTADO}_{rut}_{yyyyMM}.csv, ';'-separated with the SII's header, dates dd/MM/yyyy), each document once;
 * claimed when listed in a RECLAMADO export or with a 'Fecha Reclamo'.
 */
function rawPurchases(worldDir: string, rut: string): Purchase[] {
  const folder = path.join(worldDir, 'clientes', rut);
  const found = new Map<string, Purchase>();
  for (const name of readdirSync(folder)
    .filter((file) => /^RCV_COMPRA_.+\.csv$/.test(file))
    .sort()) {
    const [header, ...lines] = decodeTextBytes(readFileSync(path.join(folder, name)))
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '');
    const columns = header!.split(';');
    const at = (cells: string[], column: string) => cells[columns.indexOf(column)] ?? '';
    for (const line of lines) {
      const cells = line.split(';');
      const [day, month, year] = at(cells, 'Fecha Docto').split('/');
      const purchase: Purchase = {
        rutProveedor: at(cells, 'RUT Proveedor'),
        razonSocial: at(cells, 'Razon Social'),
        tipo: Number(at(cells, 'Tipo Doc')),
        folio: Number(at(cells, 'Folio')),
        fecha: `${year}-${month}-${day}`,
        total: Number(at(cells, 'Monto Total')),
        reclamado: name.startsWith('RCV_COMPRA_RECLAMADO_') || at(cells, 'Fecha Reclamo') !== '',
      };
      const key = `${purchase.rutProveedor}|${purchase.tipo}|${purchase.folio}`;
      const known = found.get(key);
      if (known) known.reclamado ||= purchase.reclamado;
      else found.set(key, purchase);
    }
  }
  return [...found.values()];
}

/**
 * Cessions of documents `rut` owes, from every period answer of the world (each cession once): factoring and amount.
 */
function rawOwedCessions(
  worldDir: string,
  rut: string,
  inicio: string,
  fin: string,
): { factoring: string; monto: number; proveedor: string }[] {
  const owed = new Map<string, { factoring: string; monto: number; proveedor: string }>();
  const names = readdirSync(path.join(worldDir, 'periodos'), { recursive: true }).map(String);
  for (const relative of names.filter((name) => path.basename(name).startsWith('CESIONES_'))) {
    const file = { name: path.basename(relative), bytes: readFileSync(path.join(worldDir, 'periodos', relative)) };
    for (const row of parsePeriodAnswer(file).rows) {
      const day = row.fchCesion.slice(0, 10);
      if (row.deudor !== rut || day < inicio || day > fin) continue;
      owed.set(`${row.vendedor}|${row.tipoDoc}|${row.folioDoc}|${row.cesionario}|${row.fchCesion}`, {
        factoring: row.cesionario,
        monto: row.mntCesion,
        proveedor: row.vendedor,
      });
    }
  }
  return [...owed.values()];
}

const mesDisplay = (period: string) => `${MONTHS[Number(period.slice(5)) - 1]} ${period.slice(0, 4)}`;

/** Sums `value` of `rows` by `key`, as [key, sum] pairs in key order. */
function sumBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): [string, number][] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The cell texts of the body rows of a table. */
async function cellTexts(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
      ),
    );
}

/**
 * The Compras and CesionesProveedores tabs in Chromium against local mode (client-detail.md §2, §4, §9): every figure
 * is recomputed here from the demo world's raw files (the client's RCV purchase exports, the period answers), the
 * three month tables share one multi-select month list that filters the supplier tables, and the empty states.
 */
describe('client detail: Compras and CesionesProveedores tabs (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let page: Page;
  let worldDir: string;
  let rutFactoring: string;

  /**
   * How many purchases the client's stored database holds: a client whose SII password fails never synced its exports
   * (its page shows 'Acceso Restringido' and no purchases), so the test follows one that did.
   */
  async function storedPurchaseCount(rut: string): Promise<number> {
    const [row] = await storedClientRows(
      demo.platform,
      rutFactoring,
      rut,
      "SELECT COUNT(*) FROM librocv WHERE ventaOCompra = 'compra'",
    );
    return Number(row?.[0] ?? 0);
  }

  beforeAll(async () => {
    worldDir = path.join(demo.platform.dataDir, 'demo-world');
    const session = await signInAs(demo, 'analyst');
    ({ page } = session);
    rutFactoring = session.user.factorings[0]!.rut;
  });

  it('shows the purchases of the raw RCV exports by month and supplier, with chained month filters and empty states', async () => {
    const listed = await listedClients(page, demo.platform.webUrl);
    // The listed client with the most purchases in its raw exports, among those with a claimed purchase whose exports
    // were synced.
    let rut = '';
    let purchases: Purchase[] = [];
    for (const candidate of listed) {
      const found = rawPurchases(worldDir, candidate).filter((doc) => !NOTE_TYPES.has(doc.tipo));
      if (
        found.length > purchases.length &&
        found.some((doc) => doc.reclamado) &&
        (await storedPurchaseCount(candidate)) > 0
      )
        [rut, purchases] = [candidate, found];
    }
    expect(purchases.length).toBeGreaterThan(0);
    await openClientDetail(page, demo.platform.webUrl, rut, 'compras');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Compras', exact: true }).getAttribute('aria-selected'), {
        timeout: 60_000,
      })
      .toBe('true');

    // Range: at least the six months up to the client's latest purchase, back to the month of its latest claimed one.
    const fin = purchases
      .map((doc) => doc.fecha)
      .sort()
      .at(-1)!;
    const lastClaim = purchases
      .filter((doc) => doc.reclamado)
      .map((doc) => doc.fecha)
      .sort()
      .at(-1)!;
    const sixMonths = format(subMonths(startOfMonth(parseISO(fin)), 5), 'yyyy-MM-dd');
    const inicio = [sixMonths, `${lastClaim.slice(0, 7)}-01`].sort()[0]!;
    await fillDate(page, 'Fin', fin);
    await fillDate(page, 'Inicio', inicio);
    const inRange = purchases.filter((doc) => doc.fecha >= inicio && doc.fecha <= fin);
    const months = sumBy(
      inRange,
      (doc) => doc.fecha.slice(0, 7),
      (doc) => doc.total,
    );
    expect(months.length).toBeGreaterThan(2);

    // Compras Mensuales: each month's purchases and document count.
    const monthly = page.getByTestId('compras-monthly');
    const counts = new Map(
      sumBy(
        inRange,
        (doc) => doc.fecha.slice(0, 7),
        () => 1,
      ),
    );
    await expect
      .poll(async () => (await cellTexts(monthly)).map((cells) => cells.slice(0, 3)), { timeout: 30_000 })
      .toEqual(months.map(([period, total]) => [mesDisplay(period), clp.format(total), String(counts.get(period))]));

    // Reclamos Mensuales: the claimed purchases of each month and the claims/purchases factor (2 decimals).
    const claimed = new Map(
      sumBy(
        inRange,
        (doc) => doc.fecha.slice(0, 7),
        (doc) => (doc.reclamado ? doc.total : 0),
      ),
    );
    const claimedCount = new Map(
      sumBy(
        inRange,
        (doc) => doc.fecha.slice(0, 7),
        (doc) => (doc.reclamado ? 1 : 0),
      ),
    );
    expect([...claimed.values()].some((amount) => amount > 0)).toBe(true);
    expect(await cellTexts(page.getByTestId('compras-claims-monthly'))).toEqual(
      months.map(([period, total]) => [
        mesDisplay(period),
        clp.format(claimed.get(period)!),
        String(claimedCount.get(period)),
        `${percent.format(Math.round((claimed.get(period)! * 10_000) / total) / 100)}%`,
      ]),
    );

    // Notas de Crédito Mensuales: the credit notes (61) of the exports, month by month (by the note's month when it
    // references no purchase of the book).
    const notes = rawPurchases(worldDir, rut).filter(
      (doc) => doc.tipo === 61 && doc.fecha >= inicio && doc.fecha <= fin,
    );
    const noteSums = new Map(
      sumBy(
        notes,
        (doc) => doc.fecha.slice(0, 7),
        (doc) => doc.total,
      ),
    );
    expect((await cellTexts(page.getByTestId('compras-notes-monthly'))).map((cells) => cells[1])).toEqual(
      months.map(([period]) => clp.format(noteSums.get(period) ?? 0)),
    );
    const notesBySupplier = page.getByTestId('compras-notes-by-counterparty');
    if (notes.length === 0) expect(await cellTexts(notesBySupplier)).toEqual([['No hay datos']]);

    // Compras por Proveedor: the 20 largest suppliers of a set of purchases, with their totals and counts.
    const suppliersOf = (docs: readonly Purchase[]) => {
      const names = new Map(docs.map((doc) => [doc.rutProveedor, doc.razonSocial]));
      const counts = new Map(
        sumBy(
          docs,
          (doc) => doc.rutProveedor,
          () => 1,
        ),
      );
      return sumBy(
        docs,
        (doc) => doc.rutProveedor,
        (doc) => doc.total,
      )
        .sort(([ra, a], [rb, b]) => b - a || ra.localeCompare(rb))
        .slice(0, 20)
        .map(([rutProveedor, total]) => [
          names.get(rutProveedor)!,
          clp.format(total),
          String(counts.get(rutProveedor)),
        ]);
    };
    const bySupplier = page.getByTestId('compras-by-counterparty');
    const supplierCells = async () => (await cellTexts(bySupplier)).map((cells) => cells.slice(0, 3));
    expect(await supplierCells()).toEqual(suppliersOf(inRange));

    // Chained month filters: a month chosen in one table is chosen in all three, and the supplier table follows.
    const [first, second] = [months[0]![0], months[2]![0]];
    const row = (testId: string, period: string) =>
      page.getByTestId(testId).locator('tbody tr', { hasText: mesDisplay(period) });
    await row('compras-monthly', first).click();
    for (const testId of ['compras-monthly', 'compras-notes-monthly', 'compras-claims-monthly']) {
      await expect.poll(() => row(testId, first).getAttribute('aria-pressed')).toBe('true');
    }
    await expect.poll(supplierCells).toEqual(suppliersOf(inRange.filter((doc) => doc.fecha.startsWith(first))));
    await row('compras-claims-monthly', second).click();
    await expect.poll(() => row('compras-notes-monthly', second).getAttribute('aria-pressed')).toBe('true');
    expect(await row('compras-monthly', first).getAttribute('aria-pressed')).toBe('true');
    // The counterparty views take exactly the selected months (client-detail §2), not the span between them.
    const chosen = inRange.filter((doc) => [first, second].includes(doc.fecha.slice(0, 7)));
    await expect.poll(supplierCells).toEqual(suppliersOf(chosen));
    await page.getByRole('button', { name: 'Limpiar' }).first().click();
    for (const testId of ['compras-monthly', 'compras-notes-monthly', 'compras-claims-monthly']) {
      await expect.poll(() => row(testId, second).getAttribute('aria-pressed')).toBe('false');
    }
    await expect.poll(supplierCells).toEqual(suppliersOf(inRange));

    // Documentos Recibidos: every purchase of the range, newest first, with its emisor; no purchase is ceded here.
    const documents = page.getByTestId('compras-documents-table');
    const all = rawPurchases(worldDir, rut).filter((doc) => doc.fecha >= inicio && doc.fecha <= fin);
    const newest = [...all].sort((a, b) => b.fecha.localeCompare(a.fecha) || b.folio - a.folio)[0]!;
    const documentsCard = documents.locator('xpath=ancestor::div[contains(@class,"card")][1]');
    expect(await documentsCard.getByTestId('page-summary').innerText()).toBe(
      `Mostrando 1-${Math.min(20, all.length)} de ${all.length} resultados`,
    );
    const [top] = await cellTexts(documents);
    expect([Number(top![0]), top![4]]).toEqual([newest.folio, newest.razonSocial]);
    const owedAll = rawOwedCessions(worldDir, rut, '0000-01-01', '9999-12-31');
    await documentsCard.getByLabel('Estado de cesión').selectOption('cedido');
    if (owedAll.length === 0) await expect.poll(() => cellTexts(documents)).toEqual([['No hay datos']]);
    await documentsCard.getByLabel('Estado de cesión').selectOption('todos');

    // CesionesProveedores: the cessions the client owes in the range, by factoring (or 'No hay datos').
    await page.getByRole('tab', { name: 'Cesiones Proveedores', exact: true }).click();
    // The new tab keeps the sticky bar's range.
    await page.waitForURL((url) => addressHolds(url, { tab: 'cesionesProveedores', desde: inicio, hasta: fin }));
    const owed = rawOwedCessions(worldDir, rut, inicio, fin);
    const byFactoring = sumBy(
      owed,
      (row) => row.factoring,
      (row) => row.monto,
    ).sort(([ra, a], [rb, b]) => b - a || ra.localeCompare(rb));
    const factoringTable = page.getByTestId('proveedores-factoring-table');
    await factoringTable.waitFor({ timeout: 30_000 });
    const expectedFactorings =
      byFactoring.length === 0 ? [['No hay datos']] : byFactoring.map(([, monto]) => [clp.format(monto)]);
    expect((await cellTexts(factoringTable)).map((cells) => (cells.length === 1 ? cells : [cells[1]!]))).toEqual(
      expectedFactorings,
    );
    if (owed.length === 0)
      expect(await cellTexts(page.getByTestId('proveedores-cesiones-table'))).toEqual([['No hay datos']]);

    // Empty states: a range without purchases leaves every Compras table empty.
    await page.getByRole('tab', { name: 'Compras', exact: true }).click();
    const before = purchases.map((doc) => doc.fecha).sort()[0]!;
    const emptyEnd = format(subMonths(parseISO(before), 2), 'yyyy-MM-dd');
    await fillDate(page, 'Inicio', format(subMonths(parseISO(before), 3), 'yyyy-MM-dd'));
    await fillDate(page, 'Fin', emptyEnd);
    for (const testId of [
      'compras-monthly',
      'compras-by-counterparty',
      'compras-notes-monthly',
      'compras-claims-by-counterparty',
      'compras-documents-table',
    ]) {
      await expect.poll(() => cellTexts(page.getByTestId(testId)), { timeout: 10_000 }).toEqual([['No hay datos']]);
    }
  }, 120_000);
});

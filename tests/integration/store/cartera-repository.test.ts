import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carteraDocument, drillOrderKey, type CarteraDocument } from '@domain/cartera/cartera-document';
import { BadRequestError } from '@lambdas/platform/errors';
import { CarteraRepository, type CarteraLine } from '@lambdas/store/cartera-repository';
import { cessionSortKey } from '@lambdas/store/cession-keys';
import { cessionRecord } from '../../support/cession-factory';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { systemScope } from '@lambdas/access/system-scope';

const FACTORING = '76389992-6';
const DEBTOR = { rut: '96874030-K', razonSocial: 'DEUDOR A' };
const OTHER = { rut: '96519800-8', razonSocial: 'DEUDOR B' };

/** 250 lines of one debtor with repeating amounts and due dates (ties the order must break), every 7th flagged. */
const lines: CarteraLine[] = Array.from({ length: 250 }, (_, i) => {
  const record = cessionRecord({
    folio: 1000 + i,
    deudor: DEBTOR,
    montoCedido: 1_000 * ((i * 37) % 40) + 1,
    fechaVencimiento: i % 5 === 0 ? null : `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
    alertas: i % 7 === 0 ? [{ regla: 'VENCIDO_AL_CEDER', motivo: 'vencido' }] : [],
  });
  return { sk: cessionSortKey(record), document: carteraDocument(record) };
});
const inOrder = (docs: CarteraDocument[]) => [...docs].sort((a, b) => drillOrderKey(a).localeCompare(drillOrderKey(b)));

describe("CarteraRepository's drill-down pages", () => {
  let engines: LocalEngines;
  let carteras: CarteraRepository;

  beforeAll(async () => {
    engines = await startLocalEngines();
    carteras = new CarteraRepository(engines.doc, engines.config.tables.carteras);
    const other = cessionRecord({ folio: 1, deudor: OTHER, montoCedido: 10 ** 9 });
    await carteras.writeLines(
      systemScope(FACTORING),
      [],
      [...lines, { sk: cessionSortKey(other), document: carteraDocument(other) }],
    );
  });

  afterAll(() => engines?.stop());

  /** Every page of the debtor's drill-down through `select`, following nextToken. */
  async function allPages<T>(select: (line: CarteraDocument) => T | null, limit: number): Promise<T[][]> {
    const pages: T[][] = [];
    let token: string | null | undefined;
    do {
      const page = await carteras.documentPage(systemScope(FACTORING), 'deudor', DEBTOR.rut, select, limit, token);
      pages.push(page.items);
      token = page.nextToken;
    } while (token);
    return pages;
  }

  it('reads the lines a page at a time in the drill-down order, the whole list once', async () => {
    const pages = await allPages((line) => line, 100);
    expect(pages.map((p) => p.length)).toEqual([100, 100, 50]);
    expect(pages.flat().map((d) => d.folio)).toEqual(inOrder(lines.map((l) => l.document)).map((d) => d.folio));
    expect(pages.flat()[0]!.montoCedido).toBe(Math.max(...lines.map((l) => l.document.montoCedido)));
  });

  it('fills each page with the lines a filter keeps, reading past the ones it skips', async () => {
    const flagged = (line: CarteraDocument) => (line.alertas.length > 0 ? line.folio : null);
    const expected = inOrder(lines.map((l) => l.document).filter((d) => d.alertas.length > 0)).map((d) => d.folio);
    const pages = await allPages(flagged, 10);
    expect(pages.slice(0, -1).every((p) => p.length === 10)).toBe(true);
    expect(pages.flat()).toEqual(expected);
  });

  it("refuses a token of another factoring or of another party's lines", async () => {
    const { nextToken } = await carteras.documentPage(systemScope(FACTORING), 'deudor', DEBTOR.rut, (line) => line, 5);
    await expect(
      carteras.documentPage(systemScope('76598556-0'), 'deudor', DEBTOR.rut, (line) => line, 5, nextToken),
    ).rejects.toThrow(new BadRequestError('nextToken inválido'));
    await expect(
      carteras.documentPage(systemScope(FACTORING), 'deudor', OTHER.rut, (line) => line, 5, nextToken),
    ).rejects.toThrow(new BadRequestError('nextToken inválido'));
  });

  it('counts a build under older line keys as never made, so the refresh builds it again', async () => {
    await engines.doc.send(
      new PutCommand({
        TableName: engines.config.tables.carteras,
        Item: { rutFactoring: FACTORING, sk: 'meta', builtAt: '2026-11-01T00:00:00.000Z' },
      }),
    );
    expect(await carteras.builtAt(systemScope(FACTORING))).toBeNull();
    await carteras.markBuilt(systemScope(FACTORING), '2026-11-02T00:00:00.000Z');
    expect(await carteras.builtAt(systemScope(FACTORING))).toBe('2026-11-02T00:00:00.000Z');
  });
});

import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import { issueLiveSale } from '@infra/local/demo-world/live-sales';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';

const TODAY = '2026-11-20';
/** 2026-11-20 16:30:05 in Santiago. */
const NOW = new Date('2026-11-20T19:30:05Z');

describe('issueLiveSale: a demo client issues an invoice while local mode runs', () => {
  let worldDir: string;

  beforeAll(async () => {
    worldDir = await mkdtemp(path.join(os.tmpdir(), 'live-sales-'));
    writeDemoWorld({ dir: worldDir, seed: 'vivo', today: TODAY, scale: 0.05 });
  });

  afterAll(() => rm(worldDir, { recursive: true, force: true }));

  it("appends to the month's sales export a new invoice received now, with the next invoice folio, that the RCV parser reads", async () => {
    const rutCliente = (await readdir(path.join(worldDir, 'clientes'))).sort()[0]!;
    const file = path.join(worldDir, 'clientes', rutCliente, `RCV_VENTA_${rutCliente}_202611.csv`);
    const before = parseRcvCsv({ bytes: await readFile(file) }, { rutContribuyente: rutCliente, kind: 'venta' });
    const sale = await issueLiveSale(worldDir, rutCliente, NOW);
    const after = parseRcvCsv({ bytes: await readFile(file) }, { rutContribuyente: rutCliente, kind: 'venta' });
    expect(after.errors).toEqual([]);
    expect(after.rows.slice(0, before.rows.length)).toEqual(before.rows);
    const added = after.rows.slice(before.rows.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      tipoDTE: 33,
      folio: Math.max(...before.rows.filter((row) => row.tipoDTE === 33).map((row) => row.folio)) + 1,
      fechaEmision: '2026-11-20',
      fechaHoraEnSII: '2026-11-20 16:30:05',
      fechaAcuse: null,
      fechaReclamo: null,
    });
    expect(sale).toEqual({ rutCliente, tipoDTE: 33, folio: added[0]!.folio, rutReceptor: added[0]!.rutReceptor });
  });

  it("starts a new month's export from the previous month's latest invoice, continuing its folios", async () => {
    const rutCliente = (await readdir(path.join(worldDir, 'clientes'))).sort()[1]!;
    const folder = path.join(worldDir, 'clientes', rutCliente);
    const november = parseRcvCsv(
      { bytes: await readFile(path.join(folder, `RCV_VENTA_${rutCliente}_202611.csv`)) },
      { rutContribuyente: rutCliente, kind: 'venta' },
    );
    // 00:30 of 1 December in Santiago: the world has no export of December yet.
    const sale = await issueLiveSale(worldDir, rutCliente, new Date('2026-12-01T03:30:00Z'));
    const december = parseRcvCsv(
      { bytes: await readFile(path.join(folder, `RCV_VENTA_${rutCliente}_202612.csv`)) },
      { rutContribuyente: rutCliente, kind: 'venta' },
    );
    expect(december.errors).toEqual([]);
    expect(december.rows).toHaveLength(1);
    const invoices = november.rows.filter((row) => row.tipoDTE === 33);
    expect(december.rows[0]).toMatchObject({
      tipoDTE: 33,
      folio: Math.max(...invoices.map((row) => row.folio)) + 1,
      rutReceptor: invoices.at(-1)!.rutReceptor,
      fechaEmision: '2026-12-01',
      fechaHoraEnSII: '2026-12-01 00:30:00',
    });
    expect(sale?.folio).toBe(december.rows[0]!.folio);
  });

  it('issues nothing when neither the month nor the one before has an export', async () => {
    const rutCliente = (await readdir(path.join(worldDir, 'clientes'))).sort()[0]!;
    expect(await issueLiveSale(worldDir, rutCliente, new Date('2027-01-02T15:00:00Z'))).toBeNull();
  });

  it('fails on an export it cannot read, rather than taking it for a month without one', async () => {
    const rutCliente = (await readdir(path.join(worldDir, 'clientes'))).sort()[0]!;
    await mkdir(path.join(worldDir, 'clientes', rutCliente, `RCV_VENTA_${rutCliente}_202612.csv`));
    await expect(issueLiveSale(worldDir, rutCliente, new Date('2026-12-02T15:00:00Z'))).rejects.toThrow(/EISDIR/);
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';
import { systemScope } from '@lambdas/access/system-scope';
import { ClientFileStore } from '@lambdas/services/client-sync/client-file-store';
import { recordClientChanges } from '@lambdas/services/invoice-changes/record-client-changes';
import { InvoiceChangeRepository } from '@lambdas/store/invoice-change-repository';
import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const TODAY = '2026-11-20';
/** 2026-11-20 12:00 in Santiago: the radar looks back to 2026-11-12. */
const NOW = new Date('2026-11-20T15:00:00Z');
const FACTORING = '76389992-6';
const OTHER = '77360390-1';

describe("recordClientChanges: a client sync's sales and cessions become the factoring's change records once", () => {
  let engines: LocalEngines;
  let worldDir: string;
  let rutCliente: string;
  let store: ClientFileStore;
  let changes: InvoiceChangeRepository;

  beforeAll(async () => {
    engines = await startLocalEngines();
    worldDir = await mkdtemp(path.join(os.tmpdir(), 'invoice-changes-world-'));
    writeDemoWorld({ dir: worldDir, seed: 'cambios', today: TODAY, scale: 0.05 });
    changes = new InvoiceChangeRepository(engines.doc, engines.config.tables.invoiceChanges);
    store = new ClientFileStore(engines.s3, engines.config.buckets.documents, FACTORING);
    // The client of the world with the most sales this month, its files stored as a client sync names them.
    const clients = await readdir(path.join(worldDir, 'clientes'));
    const sizes = await Promise.all(
      clients.map(async (rut) => {
        const sales = path.join(worldDir, 'clientes', rut, `RCV_VENTA_${rut}_202611.csv`);
        return { rut, size: (await readFile(sales).catch(() => Buffer.alloc(0))).length };
      }),
    );
    rutCliente = sizes.sort((a, b) => b.size - a.size)[0]!.rut;
    const folder = path.join(worldDir, 'clientes', rutCliente);
    const names = await readdir(folder);
    await store.put(rutCliente, {
      name: `RCV_VENTA_${rutCliente}_202611.csv`,
      bytes: await readFile(path.join(folder, `RCV_VENTA_${rutCliente}_202611.csv`)),
    });
    const november = names.filter((name) => /^CESIONES_.*_1_\d\d112026_/.test(name));
    for (const [i, name] of november.entries())
      await store.put(rutCliente, {
        name: `CESIONES_${rutCliente}_1_01112026_20112026-parte${i + 1}${path.extname(name)}`,
        bytes: await readFile(path.join(folder, name)),
      });
  });

  afterAll(async () => {
    await engines?.stop();
    if (worldDir) await rm(worldDir, { recursive: true, force: true });
  });

  it('records the recent sales and cessions with increasing ids, and nothing when the same answers are read again', async () => {
    const scope = systemScope(FACTORING);
    const first = await recordClientChanges({ files: store, changes }, { scope, rutCliente, now: NOW });
    expect(first.problems).toEqual([]);
    const { recorded } = first;
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.map((record) => record.id)).toEqual(recorded.map((_, i) => i + 1));
    const sales = recorded.filter((record) => record.change_type === 'new');
    expect(sales.length).toBeGreaterThan(0);
    for (const record of sales) {
      expect(record.rut_emisor).toBe(rutCliente);
      expect(record.invoice_data.fechaHoraEnSII >= '2026-11-12').toBe(true);
      expect(record.detected_at).toBe(NOW.toISOString());
    }
    expect(new Set(sales.map((record) => `${record.tipo_dte}#${record.folio}`)).size).toBe(sales.length);
    const cessions = recorded.filter((record) => record.change_type === 'cesion');
    expect(cessions.length).toBeGreaterThan(0);
    for (const record of cessions) expect(record.invoice_data.fechaCesion! >= '2026-11-12').toBe(true);
    // The first reading is the feed's starting point: its cessions to other factorings are recorded, not alerted.
    expect(cessions.some((record) => record.is_cesionario === 0)).toBe(true);
    expect(first.cededElsewhere).toEqual([]);
    expect(await changes.followedSince(scope, rutCliente, new Date(NOW.getTime() + 60_000))).toBe(NOW.toISOString());

    const again = await recordClientChanges(
      { files: store, changes },
      { scope, rutCliente, now: new Date(NOW.getTime() + 20 * 60_000) },
    );
    expect(again.recorded).toEqual([]);
    const latest = await changes.list(scope, null, 1000);
    expect(latest.map((record) => record.id)).toEqual(recorded.map((record) => record.id).reverse());
    expect((await changes.list(scope, 1, 1000)).map((record) => record.id)).toEqual(
      recorded.slice(1).map((record) => record.id),
    );
    expect(await changes.list(systemScope(OTHER), null, 1000)).toEqual([]);
  });

  it("finishes a record whose writer died after marking it, under the mark's id", async () => {
    const scope = systemScope(OTHER);
    const record: InvoiceChange = {
      id: 7,
      rut_emisor: rutCliente,
      razonsocial: '',
      invoice_data: {
        rutReceptor: '96519800-8',
        razonSocialReceptor: 'DEUDORA',
        fechaHoraEnSII: '2026-11-19 10:00:00',
      },
      detected_at: NOW.toISOString(),
      folio: 4,
      tipo_dte: 33,
      total: 1000,
      change_type: 'new',
      is_cesionario: 0,
      razonsocial_cesionario: null,
    };
    const key = `new#${rutCliente}#33#4`;
    const table = engines.config.tables.invoiceChanges;
    await engines.doc.send(
      new PutCommand({ TableName: table, Item: { rutFactoring: OTHER, sk: `visto#${key}`, id: 7, pendiente: record } }),
    );
    const { id: _id, detected_at: _detected, ...fields } = record;
    const written = await changes.recordNew(scope, [{ ...fields, key, at: '2026-11-19 10:00:00' }], NOW);
    expect(written).toEqual([record]);
    expect(await changes.list(scope, null, 10)).toEqual([record]);
    const mark = await engines.doc.send(
      new GetCommand({ TableName: table, Key: { rutFactoring: OTHER, sk: `visto#${key}` } }),
    );
    expect(mark.Item).not.toHaveProperty('pendiente');
    expect(await changes.recordNew(scope, [{ ...fields, key, at: '2026-11-19 10:00:00' }], NOW)).toEqual([]);
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientFileStore } from '@lambdas/services/client-sync/client-file-store';
import { syncClient } from '@lambdas/services/client-sync/sync-client';
import { COMPRA_ESTADOS } from '@lambdas/services/client-sync/sync-plan';
import { HISTORY_MONTHS } from '@lambdas/services/client-db/gather-client-input';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';
import type { ClientSiiSession, RcvQuery } from '@lambdas/sii/web/client-api';
import type { CarpetaTributaria } from '@lambdas/sii/web/client-api';
import { SiiError } from '@lambdas/sii/web/errors';
import type { PeriodQuery, SiiFile } from '@lambdas/platform/sii-port';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const TODAY = '2026-11-20';
/** 2026-11-20 12:00 in Santiago. */
const NOW = new Date('2026-11-20T15:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const REQUESTS_PER_MONTH = 1 + COMPRA_ESTADOS.length + 2;

/**
 * A client's own SII session answered from the demo world's files of that client (what the SII web client would
 * bring back), counting what is asked; `fail` makes chosen answers throw.
 */
class WorldClientSession implements ClientSiiSession {
  asked: string[] = [];
  fail: (what: string) => Error | null = () => null;

  constructor(
    private readonly folder: string,
    private readonly rut: string,
  ) {}

  async fetchRcv(query: RcvQuery): Promise<SiiFile | null> {
    const name =
      query.operacion === 'VENTA'
        ? `RCV_VENTA_${this.rut}_${query.periodo}.csv`
        : `RCV_COMPRA_${query.estadoContab}_${this.rut}_${query.periodo}.csv`;
    return this.answer(name, async () => {
      const names = await readdir(this.folder);
      return names.includes(name) ? { name, bytes: await readFile(path.join(this.folder, name)) } : null;
    });
  }

  async fetchPeriodAnswers(query: PeriodQuery): Promise<SiiFile[]> {
    const code = query.role === 'cedente' ? 1 : 3;
    const name = `CESIONES_${this.rut}_${code}_${query.desde}_${query.hasta}.txt`;
    return this.answer(name, async () => [
      { name, bytes: Buffer.from(`DATOS_CONSULTA; RUT=${this.rut};${query.desde}..${query.hasta}\n`) },
    ]);
  }

  async fetchCarpetaTributaria(): Promise<CarpetaTributaria> {
    throw new Error('syncClient no pide la Carpeta Tributaria (sync-tax-folder.ts la pide)');
  }

  async close(): Promise<void> {}

  private async answer<T>(name: string, read: () => Promise<T>): Promise<T> {
    this.asked.push(name);
    const failure = this.fail(name);
    if (failure) throw failure;
    return read();
  }
}

describe("syncClient: a client company's SII answers kept in S3, asked again only while they can change", () => {
  let engines: LocalEngines;
  let worldDir: string;
  let rutCliente: string;
  let store: ClientFileStore;
  let session: WorldClientSession;

  beforeAll(async () => {
    engines = await startLocalEngines();
    worldDir = await mkdtemp(path.join(os.tmpdir(), 'client-sync-world-'));
    writeDemoWorld({ dir: worldDir, seed: 'sync', today: TODAY, scale: 0.05 });
    rutCliente = (await readdir(path.join(worldDir, 'clientes'))).sort()[0]!;
  });

  afterAll(async () => {
    await engines?.stop();
    if (worldDir) await rm(worldDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    // A fresh factoring per test: its own prefix, its own manifest.
    store = new ClientFileStore(
      engines.s3,
      engines.config.buckets.documents,
      `7600000${Math.floor(Math.random() * 900) + 100}-0`,
    );
    session = new WorldClientSession(path.join(worldDir, 'clientes', rutCliente), rutCliente);
  });

  it('asks for the whole history once, stores each answer byte-identical, and notes the answers the SII has none of', async () => {
    const result = await syncClient({ store, session }, { rutCliente, now: NOW, salesRadar: false });
    expect(result.asked).toBe(HISTORY_MONTHS * REQUESTS_PER_MONTH);
    const rcvInWorld = (await readdir(path.join(worldDir, 'clientes', rutCliente))).filter((name) =>
      name.startsWith('RCV_'),
    );
    expect(result.absent).toBe(HISTORY_MONTHS * (1 + COMPRA_ESTADOS.length) - rcvInWorld.length);
    const stored = await store.clientFiles(rutCliente);
    expect(
      stored
        .filter((file) => file.name.startsWith('RCV_'))
        .map((file) => file.name)
        .sort(),
    ).toEqual(rcvInWorld.sort());
    const venta = rcvInWorld.find((name) => name.startsWith('RCV_VENTA_'))!;
    const original = await readFile(path.join(worldDir, 'clientes', rutCliente, venta));
    expect(Buffer.from(stored.find((file) => file.name === venta)!.bytes).equals(original)).toBe(true);
    // Period answers are kept under the whole month's name, whatever part of it was asked.
    expect(stored.map((file) => file.name)).toContain(`CESIONES_${rutCliente}_1_01112026_30112026.txt`);
    expect(stored.map((file) => file.name)).toContain(`CESIONES_${rutCliente}_3_01102026_31102026.txt`);
  });

  it('asks again only for the two open months, and only once their answers are an hour old', async () => {
    await syncClient({ store, session }, { rutCliente, now: NOW, salesRadar: false });
    session.asked = [];
    expect((await syncClient({ store, session }, { rutCliente, now: minutes(20), salesRadar: false })).asked).toBe(0);
    const later = await syncClient({ store, session }, { rutCliente, now: minutes(61), salesRadar: false });
    expect(later.asked).toBe(2 * REQUESTS_PER_MONTH);
    expect(session.asked.every((name) => /_2026(10|11)\.csv$|_2026-1[01]-01_/.test(name))).toBe(true);
    // The answers did not change: nothing is stored again. A changed one is.
    expect(later.stored).toBe(0);
    session.fail = () => null;
    const venta = `RCV_VENTA_${rutCliente}_202611.csv`;
    const original = session.fetchRcv.bind(session);
    session.fetchRcv = async (query) => {
      const file = await original(query);
      return file && file.name === venta
        ? { ...file, bytes: Buffer.concat([Buffer.from(file.bytes), Buffer.from('\r\n')]) }
        : file;
    };
    expect((await syncClient({ store, session }, { rutCliente, now: minutes(122), salesRadar: false })).stored).toBe(1);
  });

  it("for a factoring with the sales-ledger radar, asks again on every cycle for the current month's sales only", async () => {
    await syncClient({ store, session }, { rutCliente, now: NOW, salesRadar: true });
    session.asked = [];
    expect((await syncClient({ store, session }, { rutCliente, now: minutes(20), salesRadar: true })).asked).toBe(1);
    expect(session.asked).toEqual([`RCV_VENTA_${rutCliente}_202611.csv`]);
  });

  it('keeps the stored copy of an answer that fails and asks for it again next time', async () => {
    await syncClient({ store, session }, { rutCliente, now: NOW, salesRadar: false });
    const name = `RCV_VENTA_${rutCliente}_202611.csv`;
    const storedBytes = async () => (await store.clientFiles(rutCliente)).find((file) => file.name === name)?.bytes;
    const before = await storedBytes();
    session.fail = (what) => (what === name ? new Error('HTTP 503') : null);
    const failed = await syncClient({ store, session }, { rutCliente, now: minutes(61), salesRadar: false });
    expect(failed.failures).toEqual([{ name, message: 'HTTP 503' }]);
    expect(Buffer.from((await storedBytes())!).equals(Buffer.from(before!))).toBe(true);
  });

  it('stops at a wrong clave, keeps what it gathered, and lets the caller record it', async () => {
    session.fail = (what) =>
      what.includes('_2026') && what.startsWith('RCV_COMPRA')
        ? new SiiError('clave-incorrecta', { operation: 'login', rut: rutCliente })
        : null;
    await expect(syncClient({ store, session }, { rutCliente, now: NOW, salesRadar: false })).rejects.toMatchObject({
      code: 'clave-incorrecta',
    });
    const manifest = await store.manifest(rutCliente);
    expect(Object.keys(manifest).length).toBeGreaterThan(0);
    expect(Object.keys(manifest).length).toBeLessThan(HISTORY_MONTHS * REQUESTS_PER_MONTH);
  });
});

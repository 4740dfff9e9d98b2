import initSqlJs from 'sql.js';
import { describe, expect, it, vi } from 'vitest';
import { LocalDatabase } from '@web/localdb/local-database';
import { LocalDbError } from '@web/localdb/errors';
import { buildClientDb, CLIENT, doc, fakeFetch, memoryFileStore } from './client-db-fixture';

const URL_1 = 'https://storage.test/client-db/96000001-1/76000001-1.sqlite?X-Amz-Signature=1';

function service(getBytes: () => Uint8Array, options: { now?: () => number; etag?: string } = {}) {
  const fetch = fakeFetch(getBytes, options.etag);
  const fileStore = memoryFileStore();
  const logError = vi.fn();
  const db = new LocalDatabase({
    loadSqlJs: () => initSqlJs(),
    fileStore,
    fetch: fetch.fn,
    now: options.now ?? (() => 0),
    logError,
  });
  return { db, fetch, fileStore, logError };
}

/** A valid file whose first page (the schema) is overwritten: SQLite reports 'database disk image is malformed'. */
function corrupt(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  copy.fill(0x5a, 100, 4096);
  return copy;
}

async function rejection(promise: Promise<unknown>): Promise<LocalDbError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LocalDbError);
  return error as LocalDbError;
}

describe('LocalDatabase', () => {
  it('refuses queries and views before loadDatabase with the exact message', () => {
    const { db } = service(() => new Uint8Array());
    expect(() => db.all('SELECT 1')).toThrow('Database not initialized. Call loadDatabase() first.');
    expect(() => db.view('x', {}, () => 1)).toThrow('Database not initialized. Call loadDatabase() first.');
    try {
      db.all('SELECT 1');
    } catch (error) {
      expect((error as LocalDbError).code).toBe('DATABASE_NOT_INITIALIZED');
    }
  });

  it('downloads with progress up to Content-Length, then reopens from the store after a 304 without downloading', async () => {
    const bytes = await buildClientDb({ librocv: [doc({ folio: 7 })] });
    const { db, fetch, fileStore } = service(() => bytes);
    const progress: { loaded: number; total: number | null }[] = [];
    const first = await db.loadDatabase({ url: URL_1, rut: CLIENT, onProgress: (p) => progress.push(p) });
    expect(first).toEqual({ rut: CLIENT, source: 'download', sizeBytes: bytes.length });
    expect(progress.at(-1)).toEqual({ loaded: bytes.length, total: bytes.length });
    expect(fileStore.files.get(CLIENT)?.etag).toBe('"v1"');

    const second = await db.loadDatabase({ url: URL_1, rut: CLIENT });
    expect(second.source).toBe('cache');
    expect(fetch.calls.map((c) => [c.ifNoneMatch, c.status])).toEqual([
      [null, 200],
      ['"v1"', 304],
    ]);
    expect(db.all<{ folio: number }>('SELECT folio FROM librocv')).toEqual([{ folio: 7 }]);
  });

  it('reads the stored copy while the URL is still being requested, then checks its ETag against that URL', async () => {
    const bytes = await buildClientDb({ librocv: [doc({ folio: 9 })] });
    const { db, fetch, fileStore } = service(() => bytes);
    await fileStore.write(CLIENT, { etag: '"v1"', bytes });
    const reads: string[] = [];
    const read = fileStore.read;
    fileStore.read = async (key) => (reads.push(key), read(key));
    let answerUrl: (url: string) => void = () => undefined;
    const loading = db.loadDatabase({ url: new Promise<string>((resolve) => (answerUrl = resolve)), rut: CLIENT });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toEqual([CLIENT]);
    expect(fetch.calls).toEqual([]);
    answerUrl(URL_1);
    expect((await loading).source).toBe('cache');
    expect(fetch.calls).toEqual([{ url: URL_1, ifNoneMatch: '"v1"', status: 304 }]);
    expect(db.all<{ folio: number }>('SELECT folio FROM librocv')).toEqual([{ folio: 9 }]);
  });

  it('fails with the URL request, opening nothing', async () => {
    const { db, fetch } = service(() => new Uint8Array());
    await expect(
      db.loadDatabase({ url: Promise.reject(new Error('Failed to get database URL')), rut: CLIENT }),
    ).rejects.toThrow('Failed to get database URL');
    expect(fetch.calls).toEqual([]);
    expect(db.isLoaded()).toBe(false);
  });

  it('downloads again when the ETag changed', async () => {
    const bytes = await buildClientDb({});
    const { db, fetch, fileStore } = service(() => bytes, { etag: '"v2"' });
    await fileStore.write(CLIENT, { etag: '"v1"', bytes });
    expect((await db.loadDatabase({ url: URL_1, rut: CLIENT })).source).toBe('download');
    expect(fetch.calls[0]?.status).toBe(200);
    expect(fileStore.files.get(CLIENT)?.etag).toBe('"v2"');
  });

  it('reports a failed download with the status', async () => {
    const fileStore = memoryFileStore();
    const db = new LocalDatabase({
      loadSqlJs: () => initSqlJs(),
      fileStore,
      fetch: (async () => new Response('denied', { status: 403 })) as typeof fetch,
      now: () => 0,
    });
    const error = await rejection(db.loadDatabase({ url: URL_1, rut: CLIENT }));
    expect(error.message).toBe('Failed to download database from S3: 403');
  });

  it('turns corrupted bytes into DATABASE_CORRUPTED, drops the stored copy, and a reload recovers', async () => {
    const good = await buildClientDb({ librocv: [doc({ folio: 1 })] });
    let served = corrupt(good);
    const { db, fileStore } = service(() => served);
    const error = await rejection(db.loadDatabase({ url: URL_1, rut: CLIENT }));
    expect(error.code).toBe('DATABASE_CORRUPTED');
    expect(error.message).toBe('La base de datos está corrupta. Por favor, recargue la página para reinicializar.');
    expect(fileStore.files.has(CLIENT)).toBe(false);
    expect(db.isLoaded()).toBe(false);

    served = good;
    expect((await db.reloadDatabase()).source).toBe('download');
    expect(db.all<{ n: number }>('SELECT COUNT(*) AS n FROM librocv')).toEqual([{ n: 1 }]);
  });

  it('raises DATABASE_CORRUPTED from a query that reaches a damaged page instead of returning empty rows', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) =>
      doc({ folio: i + 1, rutReceptor: `7700${String(i).padStart(4, '0')}-1` }),
    );
    const bytes = (await buildClientDb({ librocv: rows })).slice();
    const probe = new (await initSqlJs()).Database(bytes);
    const [pageSize, rootPage] = ['PRAGMA page_size', "SELECT rootpage FROM sqlite_master WHERE name = 'librocv'"].map(
      (sql) => Number(probe.exec(sql)[0]?.values[0]?.[0]),
    ) as [number, number];
    probe.close();
    // Damage the root page of librocv; metadata (read by the load check) lives on other pages.
    bytes.fill(0x5a, (rootPage - 1) * pageSize, rootPage * pageSize);
    const { db, logError } = service(() => bytes);
    await db.loadDatabase({ url: URL_1, rut: CLIENT });
    expect(() => db.all('SELECT SUM(total) FROM librocv')).toThrow(
      expect.objectContaining({
        code: 'DATABASE_CORRUPTED',
        message: 'La base de datos está corrupta. Por favor, recargue la página para reinicializar.',
      }),
    );
    expect(logError).not.toHaveBeenCalled();
  });

  it('treats bytes that are no SQLite file as corrupted', async () => {
    const { db } = service(() => new TextEncoder().encode('<Error>AccessDenied</Error>'.repeat(40)));
    expect((await rejection(db.loadDatabase({ url: URL_1, rut: CLIENT }))).code).toBe('DATABASE_CORRUPTED');
  });

  it('reports a reload that fails with the Spanish reload message', async () => {
    const good = await buildClientDb({});
    const { db } = service(() => corrupt(good));
    await rejection(db.loadDatabase({ url: URL_1, rut: CLIENT }));
    const error = await rejection(db.reloadDatabase());
    expect(error.code).toBe('DATABASE_RELOAD_FAILED');
    expect(error.message).toBe('No se pudo reinicializar la base de datos. Por favor, recargue la página.');
    const fresh = service(() => good).db;
    expect((await rejection(fresh.reloadDatabase())).message).toBe(
      'No se pudo reinicializar la base de datos. Por favor, recargue la página.',
    );
  });

  it("raises SII_PASSWORD_ERROR when the metadata holds 'Password incorrecta', keeping the data readable", async () => {
    const bytes = await buildClientDb({ metadata: [{ key: 'siiStatus', value: 'Error: Password incorrecta (SII)' }] });
    const { db } = service(() => bytes);
    const error = await rejection(db.loadDatabase({ url: URL_1, rut: CLIENT }));
    expect(error.code).toBe('SII_PASSWORD_ERROR');
    expect(error.message).toBe('La password del SII es incorrecta. Comuníquese con el cliente para actualizarlas.');
    expect(db.isLoaded()).toBe(true);
  });

  it('does not flag an active SII status', async () => {
    const bytes = await buildClientDb({ metadata: [{ key: 'siiStatus', value: 'Activo' }] });
    await expect(service(() => bytes).db.loadDatabase({ url: URL_1, rut: CLIENT })).resolves.toMatchObject({
      rut: CLIENT,
    });
  });

  it('reads rows as objects named by column or as value arrays, in the same order', async () => {
    const bytes = await buildClientDb({
      librocv: [doc({ folio: 7, total: 700 }), doc({ folio: 8, total: 800, rutReceptor: '77000002-2' })],
    });
    const { db } = service(() => bytes);
    await db.loadDatabase({ url: URL_1, rut: CLIENT });
    const sql = 'SELECT folio, total, rutReceptor AS deudor, NULL AS nada FROM librocv WHERE total > ? ORDER BY folio';
    expect(db.all(sql, [100])).toEqual([
      { folio: 7, total: 700, deudor: '77000001-1', nada: null },
      { folio: 8, total: 800, deudor: '77000002-2', nada: null },
    ]);
    expect(db.values(sql, [750])).toEqual([[8, 800, '77000002-2', null]]);
    expect(db.values('SELECT nope FROM librocv')).toEqual([]);
  });

  it('logs a failing query and returns no rows', async () => {
    const bytes = await buildClientDb({});
    const { db, logError } = service(() => bytes);
    await db.loadDatabase({ url: URL_1, rut: CLIENT });
    expect(db.all('SELECT nope FROM librocv')).toEqual([]);
    expect(logError).toHaveBeenCalledOnce();
  });

  it('caches view results 300000 ms per filters and clears them by prefix', async () => {
    let now = 0;
    const bytes = await buildClientDb({});
    const { db } = service(() => bytes, { now: () => now });
    await db.loadDatabase({ url: URL_1, rut: CLIENT });
    let runs = 0;
    const view = (_reader: unknown, filters: { page: number }) => ({ run: ++runs, page: filters.page });
    expect(db.view('cesiones', { page: 1 }, view)).toEqual({ run: 1, page: 1 });
    expect(db.view('cesiones', { page: 1 }, view)).toEqual({ run: 1, page: 1 });
    expect(db.view('cesiones', { page: 2 }, view).run).toBe(2);
    now = 300_000;
    expect(db.view('cesiones', { page: 1 }, view).run).toBe(3);
    db.clearCache('cesiones');
    expect(db.view('cesiones', { page: 1 }, view).run).toBe(4);
  });
});

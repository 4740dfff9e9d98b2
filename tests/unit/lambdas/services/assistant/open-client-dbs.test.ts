import { describe, expect, it } from 'vitest';
import { clientNameOf } from '@domain/client-db/views/client-name';
import { systemScope } from '@lambdas/access/system-scope';
import { OPEN_SESSIONS, OpenClientDbs, type OpenClientDbDeps } from '@lambdas/services/assistant/open-client-dbs';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { clientDbKey } from '@lambdas/store/client-db/client-db-objects';
import { buildClientDb } from '../../../web/localdb/client-db-fixture';

const FACTORING = systemScope('76389992-6');
const CLIENT = '76354771-K';
const KEY = clientDbKey(FACTORING, CLIENT);

/** A stored client file named `razonsocial`, replaceable (a rebuild) with a new hash; counts the downloads. */
async function storage(razonsocial: string) {
  const files = new Map<string, { bytes: Uint8Array; hash: string }>();
  const store = async (name: string, hash: string) =>
    files.set(KEY, { bytes: await buildClientDb({ razonsocial: [{ rut: CLIENT, razonsocial: name }] }, CLIENT), hash });
  await store(razonsocial, 'h1');
  const downloads: string[] = [];
  const deps: OpenClientDbDeps = {
    clientDbs: {
      contentHash: async (key) => files.get(key)?.hash ?? null,
      get: async (key) => {
        downloads.push(key);
        return files.get(key)?.bytes ?? null;
      },
    },
    loadSql: loadSqlJs,
  };
  return { deps, store, downloads };
}

const nameIn = (open: OpenClientDbs, deps: OpenClientDbDeps, sessionId: string) =>
  open.read(deps, FACTORING, { rutCliente: CLIENT, sessionId }, async (reader) => clientNameOf(reader));

describe("the assistant's open client files", () => {
  it("reads the session's file once while it is the stored version, and again after a rebuild", async () => {
    const { deps, store, downloads } = await storage('PRIMERA SPA');
    const open = new OpenClientDbs();
    expect(await nameIn(open, deps, 's1')).toBe('PRIMERA SPA');
    expect(await nameIn(open, deps, 's1')).toBe('PRIMERA SPA');
    expect(downloads).toHaveLength(1);
    await store('SEGUNDA SPA', 'h2');
    expect(await nameIn(open, deps, 's1')).toBe('SEGUNDA SPA');
    expect(downloads).toHaveLength(2);
  });

  it('keeps a file open while a question reads it, though newer sessions push it out of the cache', async () => {
    const { deps } = await storage('EMPRESA SPA');
    const open = new OpenClientDbs();
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const slow = open.read(deps, FACTORING, { rutCliente: CLIENT, sessionId: 's1' }, async (reader) => {
      await paused;
      return clientNameOf(reader);
    });
    for (let i = 2; i <= OPEN_SESSIONS + 1; i++) expect(await nameIn(open, deps, `s${i}`)).toBe('EMPRESA SPA');
    resume();
    expect(await slow).toBe('EMPRESA SPA');
  });

  it('answers null for a client the factoring has no file of', async () => {
    const { deps } = await storage('EMPRESA SPA');
    const other = new OpenClientDbs().read(
      deps,
      systemScope('77360390-1'),
      { rutCliente: CLIENT, sessionId: 's1' },
      async () => 'leído',
    );
    expect(await other).toBeNull();
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chileLocalToIso } from '@domain/chile-time';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import type { LocalHttpHost } from '@infra/local/http-server';
import { clientDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { NOT_A_CLIENT } from '@lambdas/rest/api/database-url';
import { TGR_BAD_SESSION, TGR_PROCESSING, TGR_UNAVAILABLE } from '@lambdas/rest/api/tgr-routes';
import { createRestDeps } from '@lambdas/rest/deps';
import { route } from '@lambdas/rest/router';
import { STALE_DAYS, tgrDemoState, type TgrDemoState } from '@infra/local/demo-world/tgr-cartola-pages';
import { plusDays } from '@infra/local/demo-world/local-time';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';
import { startLocalIdentity, userToken, type LocalIdentity } from '../../support/local-identity';
import { radarClientesTokens } from '../../support/radar-clientes-users';
import { systemScope } from '@lambdas/access/system-scope';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const PASSWORD = 'clave123';
const TODAY = '2026-11-24';

/**
 * The client detail's TGR routes (client-detail.md §4 "TGR flow", §7, §8) over the local API Gateway, s3rver and
 * cognito-local with real tokens, reading a demo world written in the TGR's format: each TGR state, and another
 * factoring's client refused with nothing of it.
 */
describe('client detail TGR routes (demo world)', () => {
  let local: LocalIdentity;
  let api: LocalHttpHost;
  let worldDir: string;
  const tokens = { ana: '', beto: '', carla: '' };
  /** The world's clients by TGR state. */
  const byState = {} as Record<TgrDemoState, string>;
  /** A client with a fresh statement that both factorings hold (a client database each). */
  let shared = '';

  const call = async (method: string, pathAndQuery: string, token: string) => {
    const response = await fetch(`${api.url}${pathAndQuery}`, { method, headers: { Authorization: token } });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text };
    }
    return { status: response.status, body, text, headers: response.headers };
  };
  const session = async (rut: string, token = tokens.ana, factoring = FACTORING_A) =>
    call('POST', `/api/tgr/create-session/${rut}?factoring=${factoring}`, token);
  const proxy = (method: 'HEAD' | 'GET', rut: string, sessionId: string, token = tokens.ana) =>
    call(
      method,
      `/api/tgr/html-proxy/${rut}_cartolafiscal?session=${sessionId}&rut=${rut}&factoring=${FACTORING_A}`,
      token,
    );

  beforeAll(async () => {
    worldDir = await mkdtemp(path.join(os.tmpdir(), 'radar-tgr-'));
    const manifest = writeDemoWorld({ dir: worldDir, seed: 'radar', today: TODAY, scale: 0.1 });
    const ruts = manifest.cedentes.map((c) => c.rut).sort();
    ruts.forEach((rut, index) => (byState[tgrDemoState(index)] ??= rut));
    local = await startLocalIdentity();
    const config = { ...local.config, siiDir: worldDir };
    const objects = new ClientDbObjects(local.engines.s3, config.buckets.documents);
    for (const rut of ruts)
      await objects.put(clientDbKey(systemScope(FACTORING_A), rut), new Uint8Array([1]), `h-${rut}`);
    shared = ruts.find((rut, index) => tgrDemoState(index) === 'fresco' && rut !== byState.fresco)!;
    await objects.put(clientDbKey(systemScope(FACTORING_B), shared), new Uint8Array([2]), `b-${shared}`);
    const deps = createRestDeps(config);
    api = await startLocalApiGateway((event) => route(event, deps));
    Object.assign(tokens, await radarClientesTokens(local, FACTORING_A, FACTORING_B));
    tokens.carla = await userToken(local, 'carla@factoring-a.cl', PASSWORD, {
      rutCesionario: FACTORING_A,
      radarClientes: '1',
    });
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await local?.stop();
    await rm(worldDir, { recursive: true, force: true });
  });

  describe('TGR', () => {
    it('serves a fresh statement through a session: ready on HEAD with its issue date, script-free on GET', async () => {
      const rut = byState.fresco;
      const created = await session(rut);
      expect(created.status).toBe(200);
      const sessionId = String(created.body.sessionId);
      const head = await proxy('HEAD', rut, sessionId);
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
      expect(new Date(head.headers.get('last-modified')!).toISOString()).toBe(chileLocalToIso(`${TODAY} 08:30`));
      const page = await proxy('GET', rut, sessionId);
      expect(page.headers.get('content-type')).toContain('text/html');
      const source = await readFile(path.join(worldDir, 'tgr', 'cartola', `${rut}.html`), 'utf8');
      expect(source).toMatch(/<script/);
      expect(page.text).toContain('CARTOLA FISCAL');
      expect(page.text).toContain(rut);
      expect(page.text).not.toMatch(/<script|<link|\son\w+=|javascript:|style="|<img|<a\b/i);
      expect(page.text.match(/<style>/g)).toHaveLength(1);
    });

    it('dates a stale statement on its issue day, and a forced update deletes it so the next session fetches it again', async () => {
      const rut = byState.antiguo;
      const first = String((await session(rut)).body.sessionId);
      const head = await proxy('HEAD', rut, first);
      expect(new Date(head.headers.get('last-modified')!).toISOString()).toBe(
        chileLocalToIso(`${plusDays(TODAY, -STALE_DAYS)} 08:30`),
      );
      expect((await call('DELETE', `/api/tgr/data/${rut}?factoring=${FACTORING_A}`, tokens.ana)).body).toEqual({
        success: true,
      });
      const afterDelete = await proxy('HEAD', rut, first);
      expect(afterDelete.status).toBe(404);
      const second = String((await session(rut)).body.sessionId);
      expect(second).not.toBe(first);
      expect((await proxy('HEAD', rut, second)).status).toBe(200);
    });

    it('keeps a statement the TGR is still generating as processing (404 on HEAD) and answers a TGR failure with no session', async () => {
      const processing = await session(byState['en-proceso']);
      expect(processing.status).toBe(200);
      const head = await proxy('GET', byState['en-proceso'], String(processing.body.sessionId));
      expect(head.status).toBe(404);
      expect(head.body).toMatchObject({ success: false, error: TGR_PROCESSING });
      const failed = await session(byState.falla);
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ success: false, sessionId: null, error: TGR_UNAVAILABLE });
    });

    it("refuses another factoring's client and another user's session, with nothing of the statement", async () => {
      const rut = byState.fresco;
      const sessionId = String((await session(rut)).body.sessionId);
      const intruder = await session(rut, tokens.beto, FACTORING_B);
      expect(intruder.status).toBe(404);
      expect(intruder.body).toEqual({ message: NOT_A_CLIENT, errorType: 'NotFound' });
      expect((await session(rut, tokens.beto, FACTORING_A)).status).toBe(403);
      const borrowed = await proxy('GET', rut, sessionId, tokens.carla);
      expect(borrowed.status).toBe(403);
      expect(borrowed.body).toEqual({ message: TGR_BAD_SESSION, errorType: 'Forbidden' });
      expect(borrowed.text).not.toContain('CARTOLA');
      const deleted = await call('DELETE', `/api/tgr/data/${rut}?factoring=${FACTORING_B}`, tokens.beto);
      expect(deleted.status).toBe(404);
      expect((await proxy('HEAD', rut, sessionId)).status).toBe(200);
    });
  });

  describe('TGR of a client shared by two factorings', () => {
    it("keeps each factoring's own statement: another factoring's forced update leaves this one's copy", async () => {
      const own = String((await session(shared)).body.sessionId);
      expect((await proxy('HEAD', shared, own)).status).toBe(200);
      const deleted = await call('DELETE', `/api/tgr/data/${shared}?factoring=${FACTORING_B}`, tokens.beto);
      expect(deleted.body).toEqual({ success: true });
      expect((await proxy('HEAD', shared, own)).status).toBe(200);
    });
  });
});

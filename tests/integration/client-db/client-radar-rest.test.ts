import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import type { LocalHttpHost } from '@infra/local/http-server';
import { clientDbKey, clientListDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { writeClientListDb } from '@lambdas/services/client-db/write-client-list-db';
import type { ServerConfig } from '@lambdas/platform/config';
import { ForbiddenError } from '@lambdas/platform/errors';
import { resolveIdentity, type Identity } from '@lambdas/access/identity';
import { createIdentityDeps } from '@lambdas/access/identity-deps';
import { AnnouncementRepository, EVERYONE } from '@lambdas/store/announcement-repository';
import { announcementRoute } from '@lambdas/rest/api/announcement';
import { CLIENT_DB_NOT_READY, databaseUrlRoute, UNKNOWN_CLIENT } from '@lambdas/rest/api/database-url';
import { DATABASE_URL_SECONDS } from '@lambdas/services/client-db/client-database-url';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { LocalSealer } from '@lambdas/platform/sealing/local-sealer';
import { systemScope } from '@lambdas/access/system-scope';
import { assignEjecutivoRoute, removeEjecutivoRoute } from '@lambdas/rest/api/ejecutivo';
import { EJECUTIVO_MESSAGES } from '@lambdas/services/accounts/ejecutivo-messages';
import { empresasDatabaseRoute, LIST_NOT_READY } from '@lambdas/rest/api/empresas-database';
import { RefreshRunRepository } from '@lambdas/store/refresh-run-repository';
import { refreshRunRecord } from '../../support/refresh-run-factory';
import { registeredUsersRoute } from '@lambdas/rest/api/registered-users';
import { createRestDeps } from '@lambdas/rest/deps';
import { route } from '@lambdas/rest/router';
import type { RestDeps, RestRoute } from '@lambdas/rest/types';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const CLIENT = '76354771-K';
const OTHER_CLIENT = '96790240-3';
const PASSWORD = 'clave123';

describe('client-radar REST routes with verified identities', () => {
  let local: LocalIdentity;
  let config: ServerConfig;
  let SQL: SqlJsStatic;
  let deps: RestDeps;
  let api: LocalHttpHost;
  const idTokens: Partial<Record<'ana' | 'beto' | 'carla', string>> = {};
  const who: Record<'ana' | 'beto' | 'carla', Identity> = {} as Record<'ana' | 'beto' | 'carla', Identity>;
  const CLIENT_DB = new Uint8Array([83, 81, 76, 105, 116, 101]);

  const call = (
    restRoute: RestRoute,
    identity: Identity,
    options: { query?: Record<string, string>; params?: Record<string, string>; body?: unknown } = {},
  ) =>
    restRoute.handle(
      { identity, query: options.query ?? {}, params: options.params ?? {}, body: options.body ?? null },
      deps,
    );

  beforeAll(async () => {
    local = await startLocalIdentity();
    config = local.config;
    const users = {
      ana: {
        email: 'ana@factoring-a.cl',
        attributes: { rutCesionario: FACTORING_A, carteraEjecutivos: '1', radarClientes: '1' },
      },
      beto: {
        email: 'beto@factoring-b.cl',
        attributes: { rutCesionario: FACTORING_B, carteraEjecutivos: '1', radarClientes: '1' },
      },
      carla: {
        email: 'carla@factoring-a.cl',
        attributes: { rutCesionario: FACTORING_A, carteraEjecutivos: '0', radarClientes: '1' },
      },
    } as const;
    const identityDeps = createIdentityDeps(config, local.engines.doc);
    for (const [name, user] of Object.entries(users)) {
      const { idToken } = await local.addUser({ ...user, password: PASSWORD });
      idTokens[name as keyof typeof users] = idToken;
      who[name as keyof typeof users] = await resolveIdentity(idToken, identityDeps);
    }
    deps = createRestDeps(config);
    api = await startLocalApiGateway((event) => route(event, deps));
    SQL = await loadSqlJs();
    const objects = new ClientDbObjects(local.engines.s3, config.buckets.documents);
    await objects.put(clientDbKey(systemScope(FACTORING_A), CLIENT), CLIENT_DB, 'h1');
    const empresas = [CLIENT, OTHER_CLIENT].map((rut) => ({
      rut,
      razonsocial: `EMPRESA ${rut}`,
      ejecutivo: '',
      estado: 'Activo',
      tamano: null,
      correo: null,
      telefono: null,
    }));
    const kpis = ['2026-08', '2026-09', '2026-10', '2026-11'].map((date) => ({
      rut: CLIENT,
      kpi: 'cantidad-factorings',
      date,
      value: 2,
    }));
    await objects.put(
      clientListDbKey(systemScope(FACTORING_A)),
      writeClientListDb(SQL, empresas, kpis, FACTORING_A, new Date()),
      'h2',
    );
    const announcements = new AnnouncementRepository(local.engines.doc, config.tables.announcements);
    await announcements.put(EVERYONE, { id: '2026-11-01#1', text: 'Mantención programada', date: '2026-11-01' });
    await announcements.put(FACTORING_A, { id: '2026-11-10#1', text: 'Nuevo radar disponible', date: '2026-11-10' });
    await announcements.put(FACTORING_B, { id: '2026-11-12#1', text: 'Solo para B', date: '2026-11-12' });
  });

  afterAll(async () => {
    await api?.stop();
    await local?.stop();
  });

  describe('GET api/database/{rut}', () => {
    it("gives a signed URL of the client's database that downloads its bytes", async () => {
      const reply = await call(databaseUrlRoute, who.ana, { params: { rut: '76.354.771-k' } });
      const body = reply.body as { success: boolean; url: string };
      expect(body.success).toBe(true);
      expect(new URL(body.url).searchParams.get('X-Amz-Expires')).toBe(String(DATABASE_URL_SECONDS));
      const download = await fetch(body.url);
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(CLIENT_DB);
    });

    it('refuses a user of another factoring: no URL for its own factoring, forbidden for the other', async () => {
      const own = await call(databaseUrlRoute, who.beto, { params: { rut: CLIENT } });
      expect(own).toEqual({ status: 404, body: { success: false, error: UNKNOWN_CLIENT } });
      await expect(
        call(databaseUrlRoute, who.beto, { params: { rut: CLIENT }, query: { factoring: FACTORING_A } }),
      ).rejects.toBeInstanceOf(ForbiddenError);
    });

    it('gives no URL for a RUT that is not a client of the factoring, and rejects a malformed RUT', async () => {
      expect(await call(databaseUrlRoute, who.ana, { params: { rut: OTHER_CLIENT } })).toEqual({
        status: 404,
        body: { success: false, error: UNKNOWN_CLIENT },
      });
      await expect(call(databaseUrlRoute, who.ana, { params: { rut: '76354771-0' } })).rejects.toThrow(
        'RUT de cliente inválido',
      );
    });

    it("tells an enrolled client whose database is not built yet from a RUT that is not the factoring's client", async () => {
      // OTHER_CLIENT is enrolled by factoring B only, which has built no database for it.
      const enrolled = OTHER_CLIENT;
      const credentials = new CredentialRepository(
        local.engines.doc,
        config.tables.credentials,
        new LocalSealer(path.join(mkdtempSync(path.join(os.tmpdir(), 'rc-sealer-')), 'master.key')),
      );
      await credentials.putClave(
        systemScope(FACTORING_B),
        { kind: 'cliente', rutCliente: enrolled },
        {
          rutUsuario: enrolled,
          clave: 'clave-cliente',
          estado: 'Activo',
          verificadaEn: null,
          registradaEn: '2026-11-20T13:00:00.000Z',
          registradaPor: 'beto',
        },
      );
      expect(await call(databaseUrlRoute, who.beto, { params: { rut: enrolled } })).toEqual({
        status: 409,
        body: { success: false, error: CLIENT_DB_NOT_READY },
      });
      expect((await call(databaseUrlRoute, who.ana, { params: { rut: enrolled } })).status).toBe(404);
    });
  });

  describe('GET /api/database/{rut} through the local API Gateway host', () => {
    const get = (user: 'ana' | 'beto', rut: string) =>
      fetch(`${api.url}/api/database/${encodeURIComponent(rut)}`, {
        headers: { Authorization: `Bearer ${idTokens[user]}` },
      });

    it("answers a user's own client with a signed URL of its database", async () => {
      const response = await get('ana', '76.354.771-K');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { success: boolean; url: string };
      expect(body.success).toBe(true);
      const download = await fetch(body.url);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(CLIENT_DB);
    });

    it('answers a user of another factoring with an error and no URL', async () => {
      const own = await get('beto', CLIENT);
      expect(own.status).toBe(404);
      expect(await own.json()).toEqual({ success: false, error: UNKNOWN_CLIENT });
      const foreign = await fetch(`${api.url}/api/database/${CLIENT}?factoring=${FACTORING_A}`, {
        headers: { Authorization: `Bearer ${idTokens.beto}` },
      });
      expect(foreign.status).toBe(403);
      const body = (await foreign.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ errorType: 'Forbidden' });
      expect(body).not.toHaveProperty('url');
    });
  });

  describe('GET api/empresas', () => {
    it('returns the client list as base64 SQLite narrowed to the months asked, with current executives', async () => {
      await call(assignEjecutivoRoute, who.ana, {
        params: { rut: CLIENT },
        body: { ejecutivoEmail: 'carla@factoring-a.cl' },
      });
      const reply = await call(empresasDatabaseRoute, who.ana, {
        query: { startDate: '2026-09', endDate: '2026-10-31' },
      });
      const db = new SQL.Database(Buffer.from(reply.body as string, 'base64'));
      expect(db.exec('SELECT date FROM kpis ORDER BY date')[0]?.values).toEqual([['2026-09'], ['2026-10']]);
      expect(db.exec('SELECT rut, ejecutivo FROM empresas ORDER BY rut')[0]?.values).toEqual([
        [CLIENT, 'carla@factoring-a.cl'],
        [OTHER_CLIENT, ''],
      ]);
      expect(
        db.exec("SELECT value FROM metadata WHERE key IN ('startDate', 'endDate') ORDER BY key")[0]?.values,
      ).toEqual([['2026-10'], ['2026-09']]);
      await call(removeEjecutivoRoute, who.ana, {
        params: { rut: CLIENT },
        body: { ejecutivoEmail: 'carla@factoring-a.cl' },
      });
    });

    it('says a list not stored yet is not available, then being prepared after a refresh, with its build counts', async () => {
      const scopeB = systemScope(FACTORING_B);
      expect(await call(empresasDatabaseRoute, who.beto)).toEqual({
        status: 404,
        body: { success: false, error: LIST_NOT_READY },
      });
      const runs = new RefreshRunRepository(local.engines.doc, config.tables.refreshRuns);
      await runs.record(refreshRunRecord(FACTORING_B, { startedAt: new Date().toISOString() }));
      expect(await call(empresasDatabaseRoute, who.beto)).toEqual({
        status: 202,
        body: { preparando: { clientes: 0, total: null } },
      });
      const objects = new ClientDbObjects(local.engines.s3, config.buckets.documents);
      await objects.putListProgress(scopeB, { clientes: 2, total: 5 }, new Date());
      expect(await call(empresasDatabaseRoute, who.beto)).toEqual({
        status: 202,
        body: { preparando: { clientes: 2, total: 5 } },
      });
    });

    it("refuses another factoring's list and a reversed range", async () => {
      await expect(call(empresasDatabaseRoute, who.beto, { query: { factoring: FACTORING_A } })).rejects.toBeInstanceOf(
        ForbiddenError,
      );
      await expect(
        call(empresasDatabaseRoute, who.ana, { query: { startDate: '2026-10', endDate: '2026-09' } }),
      ).rejects.toThrow('posterior');
    });
  });

  describe('executives', () => {
    it('lists the registered users of the factoring only', async () => {
      const reply = await call(registeredUsersRoute, who.ana, { query: { t: '1' } });
      const body = reply.body as { success: boolean; users: { email: string }[]; factoring: string };
      expect(body.success).toBe(true);
      expect(body.factoring).toBe(FACTORING_A);
      expect(body.users.map((u) => u.email)).toEqual(['ana@factoring-a.cl', 'carla@factoring-a.cl']);
    });

    it('assigns once, reports a repeated assignment, and removes', async () => {
      const request = { params: { rut: CLIENT }, body: { ejecutivoEmail: 'Ana@factoring-a.cl' } };
      expect((await call(assignEjecutivoRoute, who.ana, request)).body).toEqual({
        success: true,
        message: EJECUTIVO_MESSAGES.assigned,
      });
      expect(await call(assignEjecutivoRoute, who.ana, request)).toEqual({
        status: 409,
        body: { success: false, error: 'Este ejecutivo ya está asignado a este cliente' },
      });
      expect((await call(removeEjecutivoRoute, who.ana, request)).body).toEqual({
        success: true,
        message: EJECUTIVO_MESSAGES.removed,
      });
      expect((await call(removeEjecutivoRoute, who.ana, request)).status).toBe(404);
    });

    it('asks to select an executive to remove, and refuses unknown e-mails and foreign clients', async () => {
      await expect(call(removeEjecutivoRoute, who.ana, { params: { rut: CLIENT }, body: {} })).rejects.toThrow(
        'Por favor seleccione un ejecutivo para remover',
      );
      const stranger = await call(assignEjecutivoRoute, who.ana, {
        params: { rut: CLIENT },
        body: { ejecutivoEmail: 'beto@factoring-b.cl' },
      });
      expect(stranger).toEqual({ status: 400, body: { success: false, error: EJECUTIVO_MESSAGES.notRegistered } });
      const foreign = await call(assignEjecutivoRoute, who.beto, {
        params: { rut: CLIENT },
        body: { ejecutivoEmail: 'beto@factoring-b.cl' },
      });
      expect(foreign.status).toBe(404);
    });

    it('needs carteraEjecutivos on the server', async () => {
      const request = { params: { rut: CLIENT }, body: { ejecutivoEmail: 'carla@factoring-a.cl' } };
      await expect(call(assignEjecutivoRoute, who.carla, request)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(call(removeEjecutivoRoute, who.carla, request)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(call(registeredUsersRoute, who.carla)).rejects.toBeInstanceOf(ForbiddenError);
    });
  });

  it("GET api/announcement lists everyone's and the factoring's announcements, newest first", async () => {
    const reply = await call(announcementRoute, who.ana);
    expect(reply.body).toEqual({
      success: true,
      data: [
        { id: '2026-11-10#1', text: 'Nuevo radar disponible', date: '2026-11-10' },
        { id: '2026-11-01#1', text: 'Mantención programada', date: '2026-11-01' },
      ],
    });
  });
});

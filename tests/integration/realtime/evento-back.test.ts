import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLocalWebsocket, type LocalWebsocketHost } from '@infra/local/websocket';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { toConfigEnv } from '@lambdas/platform/config';
import { announceChanges } from '@lambdas/services/refresh/announce-changes';
import { handler } from '@lambdas/realtime/handler';
import { ConnectionRepository } from '@lambdas/store/connection-repository';
import type { RefreshRun } from '@lambdas/store/refresh-run-repository';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { eventoBackProtocols } from '@domain/evento-back-protocol';
import { createPushDeps, type PushDeps } from '@lambdas/push/push';
import { systemScope } from '@lambdas/access/system-scope';
import { refreshRunRecord } from '../../support/refresh-run-factory';

const FACTORING_A = '76389992-6';
const FACTORING_B = '76598556-0';

function run(rutFactoring: string, written: number): RefreshRun {
  return refreshRunRecord(rutFactoring, { counts: { rows: written, written } });
}

/** Announces a refresh of `rutFactoring` that wrote `written` cessions, as the refresh job does. */
function announce(deps: PushDeps, rutFactoring: string, written: number): Promise<number> {
  return announceChanges(
    { ...deps, logger: { error: () => undefined } },
    systemScope(rutFactoring),
    run(rutFactoring, written),
  );
}

/**
 * Opens a socket as the browser does (the id token as the second subprotocol, domain/evento-back-protocol.ts) and
 * resolves with it once open, or rejects with the handshake's HTTP status when refused.
 */
function connect(url: string, token?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = token ? new WebSocket(url, eventoBackProtocols(token)) : new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('eventoBack channel over the local WebSocket host', () => {
  let local: LocalIdentity;
  let host: LocalWebsocketHost;
  let token: string;
  let connections: ConnectionRepository;
  let config: Parameters<typeof toConfigEnv>[0];
  let doc: ReturnType<typeof createDynamoDocumentClient>;
  let pushDeps: PushDeps;

  beforeAll(async () => {
    local = await startLocalIdentity();
    host = await startLocalWebsocket(handler);
    config = { ...local.config, websocketEndpoint: host.managementEndpoint };
    Object.assign(process.env, toConfigEnv(config));
    doc = createDynamoDocumentClient(config);
    connections = new ConnectionRepository(doc, config.tables.connections);
    pushDeps = createPushDeps(config, doc)!;
    token = (
      await local.addUser({
        email: 'ana@stcapital.cl',
        password: 'Clave2026',
        attributes: { rutCesionario: FACTORING_A },
      })
    ).idToken;
  });

  afterAll(async () => {
    await host?.stop();
    await local?.stop();
  });

  it('announces every refresh that read the SII, with or without changes, to a verified connection of that factoring only', async () => {
    const socket = await connect(`${host.url}?rutFactoring=${FACTORING_A}`, token);
    const messages: Record<string, unknown>[] = [];
    const received = new Promise<Record<string, unknown>[]>((resolve) =>
      socket.on('message', (data) => {
        messages.push(JSON.parse(String(data)) as Record<string, unknown>);
        if (messages.length === 2) resolve(messages);
      }),
    );
    expect(socket.protocol).toBe('eventoBack');
    const delivered = [
      await announce(pushDeps, FACTORING_A, 3),
      await announce(pushDeps, FACTORING_B, 5),
      await announce(pushDeps, FACTORING_A, 0),
    ];
    expect(delivered).toEqual([1, 0, 1]);
    expect(await received).toEqual([
      expect.objectContaining({ evento: 'eventoBack', rutFactoring: FACTORING_A, cambios: 3 }),
      expect.objectContaining({ evento: 'eventoBack', rutFactoring: FACTORING_A, cambios: 0 }),
    ]);
    socket.close();
  });

  it('refuses a connection for a factoring the user does not belong to, one without token and one with the token in the URL', async () => {
    await expect(connect(`${host.url}?rutFactoring=${FACTORING_B}`, token)).rejects.toThrow(/refused 403/);
    await expect(connect(`${host.url}?rutFactoring=${FACTORING_A}`)).rejects.toThrow(/refused 401/);
    // The token in the URL, as before, is no longer read: it would stay in access logs and proxies.
    await expect(connect(`${host.url}?token=${token}&rutFactoring=${FACTORING_A}`)).rejects.toThrow(/refused 401/);
    expect(await connections.listForFactoring(systemScope(FACTORING_B))).toEqual([]);
  });

  it('forgets connections that are gone', async () => {
    const socket = await connect(`${host.url}?rutFactoring=${FACTORING_A}`, token);
    expect(await connections.listForFactoring(systemScope(FACTORING_A))).toHaveLength(1);
    socket.terminate();
    await expect.poll(() => connections.listForFactoring(systemScope(FACTORING_A))).toEqual([]);
  });

  it('stores the token expiry with the connection, and closes the socket at the first push after it', async () => {
    const socket = await connect(`${host.url}?rutFactoring=${FACTORING_A}`, token);
    const [row] = await connections.listForFactoring(systemScope(FACTORING_A));
    const exp = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
    expect(row).toMatchObject({ expiresAt: exp });
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    expect(await announce({ ...pushDeps, now: () => new Date(exp * 1000 + 1000) }, FACTORING_A, 1)).toBe(0);
    await closed;
    expect(frames).toEqual([]);
    expect(await connections.listForFactoring(systemScope(FACTORING_A))).toEqual([]);
  });

  it('closes the socket of a user whose company was taken away (userCompanies row removed) at the next push', async () => {
    // Another user than the test above: the server reuses a user's companies for up to a minute, so a company granted
    // to ana now would not be seen yet.
    const ana = await local.addUser({
      email: 'beto@stcapital.cl',
      password: 'Clave2026',
      attributes: { rutCesionario: FACTORING_A },
    });
    const row = {
      TableName: config.tables.userCompanies,
      Item: { username: ana.username, rutEmpresa: FACTORING_B, razonSocial: 'Otro Factoring' },
    };
    await doc.send(new PutCommand(row));
    const socket = await connect(`${host.url}?rutFactoring=${FACTORING_B}`, ana.idToken);
    expect(await connections.listForFactoring(systemScope(FACTORING_B))).toHaveLength(1);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    expect(await announce(pushDeps, FACTORING_B, 1)).toBe(1);
    await expect.poll(() => frames.length).toBe(1);

    await doc.send(
      new DeleteCommand({ TableName: row.TableName, Key: { username: ana.username, rutEmpresa: FACTORING_B } }),
    );
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(await announce(pushDeps, FACTORING_B, 2)).toBe(0);
    await closed;
    expect(frames).toHaveLength(1);
    expect(await connections.listForFactoring(systemScope(FACTORING_B))).toEqual([]);
  });
  it('closes the socket a user opened for its home factoring once it loses it (deleted or unlinked), at the next push', async () => {
    const carla = await local.addUser({
      email: 'carla@stcapital.cl',
      password: 'Clave2026',
      attributes: { rutCesionario: FACTORING_A },
    });
    const socket = await connect(`${host.url}?rutFactoring=${FACTORING_A}`, carla.idToken);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    expect(await announce(pushDeps, FACTORING_A, 1)).toBe(1);
    await expect.poll(() => frames.length).toBe(1);

    // Unlinking or deleting the account removes its row; its id token still names FACTORING_A as its home.
    await doc.send(
      new DeleteCommand({
        TableName: config.tables.userCompanies,
        Key: { username: carla.username, rutEmpresa: FACTORING_A },
      }),
    );
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(await announce(pushDeps, FACTORING_A, 2)).toBe(0);
    await closed;
    expect(frames).toHaveLength(1);
    expect(await connections.listForFactoring(systemScope(FACTORING_A))).toEqual([]);
  });
});

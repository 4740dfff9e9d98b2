import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLocalWebsocket, type LocalWebsocketHost } from '../../../infra/local/websocket';
import { createDynamoDocumentClient, createManagementClient } from '../../../lambdas/platform/aws-clients';
import { toConfigEnv } from '../../../lambdas/platform/config';
import { announceChanges } from '../../../lambdas/jobs/announce-changes';
import { handler } from '../../../lambdas/realtime/handler';
import { ConnectionRepository } from '../../../lambdas/store/connection-repository';
import type { RefreshRun } from '../../../lambdas/store/refresh-run-repository';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';

const FACTORING_A = '76389992-6';
const FACTORING_B = '76598556-0';

function run(rutFactoring: string, written: number): RefreshRun {
  return {
    rutFactoring,
    startedAt: '2026-11-21T12:00:00.000Z',
    durationMs: 10,
    status: 'ok',
    desde: '2026-11-01',
    hasta: '2026-11-21',
    counts: { periodFiles: 1, rows: written, written, unchanged: 0, aecs: 0, aecsMissing: 0, errors: 0, rejectedRows: 0, requested: { aec: 0, events: 0, reception: 0 } },
    errors: [],
    rejectedRows: [],
  };
}

/** Opens a socket and resolves with it once open, or rejects with the handshake's HTTP status when refused. */
function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
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

  beforeAll(async () => {
    local = await startLocalIdentity();
    host = await startLocalWebsocket(handler);
    config = { ...local.config, websocketEndpoint: host.managementEndpoint };
    Object.assign(process.env, toConfigEnv(config));
    connections = new ConnectionRepository(createDynamoDocumentClient(config), config.tables.connections);
    token = (await local.addUser({ email: 'ana@stcapital.cl', password: 'Clave2026', attributes: { rutCesionario: FACTORING_A } })).idToken;
  });

  afterAll(async () => {
    await host?.stop();
    await local?.stop();
  });

  it('announces every refresh that read the SII, with or without changes, to a verified connection of that factoring only', async () => {
    const socket = await connect(`${host.url}?token=${token}&rutFactoring=${FACTORING_A}`);
    const messages: Record<string, unknown>[] = [];
    const received = new Promise<Record<string, unknown>[]>((resolve) =>
      socket.on('message', (data) => {
        messages.push(JSON.parse(String(data)) as Record<string, unknown>);
        if (messages.length === 2) resolve(messages);
      }),
    );
    const management = createManagementClient(config);
    const delivered = await announceChanges(
      { connections, management, logger: { error: () => undefined } },
      [run(FACTORING_A, 3), run(FACTORING_B, 5), run(FACTORING_A, 0)],
    );
    expect(delivered).toEqual({ [FACTORING_A]: 1, [FACTORING_B]: 0 });
    expect(await received).toEqual([
      expect.objectContaining({ evento: 'eventoBack', rutFactoring: FACTORING_A, cambios: 3 }),
      expect.objectContaining({ evento: 'eventoBack', rutFactoring: FACTORING_A, cambios: 0 }),
    ]);
    socket.close();
  });

  it('refuses a connection for a factoring the user does not belong to, and one without token', async () => {
    await expect(connect(`${host.url}?token=${token}&rutFactoring=${FACTORING_B}`)).rejects.toThrow(/refused 403/);
    await expect(connect(`${host.url}?rutFactoring=${FACTORING_A}`)).rejects.toThrow(/refused 401/);
    expect(await connections.listForFactoring(FACTORING_B)).toEqual([]);
  });

  it('forgets connections that are gone', async () => {
    const socket = await connect(`${host.url}?token=${token}&rutFactoring=${FACTORING_A}`);
    expect(await connections.listForFactoring(FACTORING_A)).toHaveLength(1);
    socket.terminate();
    await expect.poll(() => connections.listForFactoring(FACTORING_A)).toEqual([]);
  });
});

import { DeleteConnectionCommand, GoneException } from '@aws-sdk/client-apigatewaymanagementapi';
import { describe, expect, it, vi } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { pushEventoBack, type PushDeps } from '@lambdas/push/push';
import type { ConnectionRecord } from '@lambdas/store/connection-repository';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const IN_AN_HOUR = NOW.getTime() / 1000 + 3600;
const FACTORING = '76389992-6';
const SCOPE = systemScope(FACTORING);

const connections: ConnectionRecord[] = [
  {
    connectionId: 'c-ana-1',
    rutFactoring: FACTORING,
    username: 'ana',
    connectedAt: '',
    expiresAt: IN_AN_HOUR,
  },
  {
    connectionId: 'c-beto',
    rutFactoring: FACTORING,
    username: 'beto',
    connectedAt: '',
    expiresAt: IN_AN_HOUR,
  },
  {
    connectionId: 'c-ana-2',
    rutFactoring: FACTORING,
    username: 'ana',
    connectedAt: '',
    expiresAt: IN_AN_HOUR,
  },
];

/** ana and beto both hold FACTORING unless `companies` says otherwise. */
function deps(
  gone: string[] = [],
  list: ConnectionRecord[] = connections,
  companies: Record<string, string[]> = { ana: [FACTORING], beto: [FACTORING] },
) {
  const sent: string[] = [];
  const closedIds: string[] = [];
  const value = {
    connections: { listForFactoring: vi.fn(async () => list), delete: vi.fn(async () => undefined) },
    management: {
      send: vi.fn(async (command: { input: { ConnectionId?: string } }) => {
        const id = command.input.ConnectionId!;
        if (gone.includes(id)) throw new GoneException({ message: 'gone', $metadata: {} });
        (command instanceof DeleteConnectionCommand ? closedIds : sent).push(id);
        return {};
      }),
    },
    userCompanies: {
      listForUser: vi.fn(async (username: string) =>
        (companies[username] ?? []).map((rutEmpresa) => ({ username, rutEmpresa, razonSocial: '' })),
      ),
    },
    now: () => NOW,
  };
  return { deps: value as unknown as PushDeps, sent, closedIds, value };
}

const refresh = {
  evento: 'eventoBack',
  tipo: 'refresh',
  cambios: 2,
  fecha: '2026-11-23T15:00:00.000Z',
} as const;

describe('pushEventoBack', () => {
  it('sends a refresh to every connection of the factoring', async () => {
    const { deps: d, sent } = deps();
    await pushEventoBack(d, SCOPE, refresh);
    expect(sent.sort()).toEqual(['c-ana-1', 'c-ana-2', 'c-beto']);
  });

  it("lists the connections of the scope's factoring and names that factoring in the message", async () => {
    const { deps: d, value } = deps([], [connections[0]!]);
    await pushEventoBack(d, SCOPE, refresh);
    expect(value.connections.listForFactoring).toHaveBeenCalledWith(SCOPE);
    const [[command]] = value.management.send.mock.calls as unknown as [[{ input: { Data: Uint8Array } }]];
    expect(JSON.parse(new TextDecoder().decode(command.input.Data))).toEqual({ ...refresh, rutFactoring: FACTORING });
  });

  it("sends an alert only to its user's connections, and forgets the gone ones", async () => {
    const { deps: d, sent, value } = deps(['c-ana-2']);
    const alerta = {
      id: 'a',
      tipo: 'cesion.reclamada',
      titulo: 't',
      detalle: 'd',
      fecha: '',
      creadaEn: '',
      leida: false,
      partes: [],
      rutEmisor: '76123456-0',
      tipoDTE: 33,
      folio: 1234,
      causa: null,
    };
    const delivered = await pushEventoBack(d, SCOPE, {
      evento: 'eventoBack',
      tipo: 'alerta',
      username: 'ana',
      alerta,
    });
    expect(delivered).toBe(1);
    expect(sent).toEqual(['c-ana-1']);
    expect(value.connections.delete).toHaveBeenCalledWith('c-ana-2');
  });

  it('closes and forgets a connection whose token has expired instead of pushing to it', async () => {
    const expired = { ...connections[1]!, expiresAt: NOW.getTime() / 1000 };
    const { deps: d, sent, closedIds, value } = deps([], [connections[0]!, expired]);
    expect(await pushEventoBack(d, SCOPE, refresh)).toBe(1);
    expect(sent).toEqual(['c-ana-1']);
    expect(closedIds).toEqual(['c-beto']);
    expect(value.connections.delete).toHaveBeenCalledWith('c-beto');
  });

  it('closes a connection whose user lost the factoring (no userCompanies row for it), and keeps one still granted', async () => {
    const [granted, lost] = connections;
    const { deps: d, sent, closedIds, value } = deps([], [granted!, lost!], { ana: [FACTORING], beto: ['11111111-1'] });
    expect(await pushEventoBack(d, SCOPE, refresh)).toBe(1);
    expect(sent).toEqual(['c-ana-1']);
    expect(closedIds).toEqual(['c-beto']);
    expect(value.userCompanies.listForUser).toHaveBeenCalledTimes(2);
  });

  it('forgets a revoked connection that API Gateway already dropped (410 on close)', async () => {
    const expired = { ...connections[1]!, expiresAt: 0 };
    const { deps: d, value } = deps(['c-beto'], [expired]);
    expect(await pushEventoBack(d, SCOPE, refresh)).toBe(0);
    expect(value.connections.delete).toHaveBeenCalledWith('c-beto');
  });
});

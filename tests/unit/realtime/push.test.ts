import { GoneException } from '@aws-sdk/client-apigatewaymanagementapi';
import { describe, expect, it, vi } from 'vitest';
import { pushEventoBack, type PushDeps } from '../../../lambdas/realtime/push';

const connections = [
  { connectionId: 'c-ana-1', rutFactoring: '76389992-6', username: 'ana', connectedAt: '' },
  { connectionId: 'c-beto', rutFactoring: '76389992-6', username: 'beto', connectedAt: '' },
  { connectionId: 'c-ana-2', rutFactoring: '76389992-6', username: 'ana', connectedAt: '' },
];

function deps(gone: string[] = []) {
  const sent: string[] = [];
  const value = {
    connections: { listForFactoring: vi.fn(async () => connections), delete: vi.fn(async () => undefined) },
    management: {
      send: vi.fn(async (command: { input: { ConnectionId?: string } }) => {
        const id = command.input.ConnectionId!;
        if (gone.includes(id)) throw new GoneException({ message: 'gone', $metadata: {} });
        sent.push(id);
        return {};
      }),
    },
  };
  return { deps: value as unknown as PushDeps, sent, value };
}

describe('pushEventoBack', () => {
  it("sends a refresh to every connection of the factoring", async () => {
    const { deps: d, sent } = deps();
    await pushEventoBack(d, { evento: 'eventoBack', tipo: 'refresh', rutFactoring: '76389992-6', cambios: 2, fecha: '2026-11-23T15:00:00.000Z' });
    expect(sent.sort()).toEqual(['c-ana-1', 'c-ana-2', 'c-beto']);
  });

  it("sends an alert only to its user's connections, and forgets the gone ones", async () => {
    const { deps: d, sent, value } = deps(['c-ana-2']);
    const alerta = { id: 'a', tipo: 'cesion.reclamada', titulo: 't', detalle: 'd', fecha: '', creadaEn: '', leida: false, partes: [] };
    const delivered = await pushEventoBack(d, { evento: 'eventoBack', tipo: 'alerta', rutFactoring: '76389992-6', username: 'ana', alerta });
    expect(delivered).toBe(1);
    expect(sent).toEqual(['c-ana-1']);
    expect(value.connections.delete).toHaveBeenCalledWith('c-ana-2');
  });
});

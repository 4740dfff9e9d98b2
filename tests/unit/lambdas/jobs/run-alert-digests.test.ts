import { describe, expect, it, vi } from 'vitest';
import { runAlertDigests } from '@lambdas/jobs/run-alert-digests';
import type { AlertDigestRunDeps } from '@lambdas/services/alerts/create-alert-digest';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { avisos, platformEvent } from '@tests/support/alert-events';

const NOW = new Date('2026-11-23T11:00:00.000Z');
const FACTORINGS = ['76389992-6', '96790240-3'];

describe('runAlertDigests', () => {
  it("sends each factoring's digests under that factoring's own scope and adds up the counts", async () => {
    const event = platformEvent('cesion.reclamada', 1234);
    const listForDigest = vi.fn(async ({ rutFactoring }: FactoringScope, username: string) => [
      {
        id: `x#${event.id}`,
        username,
        rutFactoring,
        eventId: event.id,
        tipo: event.tipo as 'cesion.reclamada',
        titulo: 't',
        detalle: event.detalle,
        documento: event.documento,
        fecha: event.fecha,
        creadaEn: '2026-11-22T15:00:00.000Z',
        leida: false,
        enApp: true,
        enResumen: true,
      },
    ]);
    const deps = {
      factorings: { list: vi.fn(async () => FACTORINGS.map((rut) => ({ rut, razonSocial: rut, features: {} }))) },
      users: {
        listForFactoring: vi.fn(async () => [
          { username: 'ana', email: 'ana@x.cl', nombre: 'Ana', flags: avisos('notificaRechazo') },
        ]),
      },
      preferences: { get: vi.fn(async () => ({ 'cesion.reclamada': { email: false, app: true, resumen: true } })) },
      alerts: {
        listForDigest,
        claimDigest: vi.fn(async (_scope: FactoringScope) => true),
        releaseDigest: vi.fn(async () => undefined),
      },
      mail: { send: vi.fn(async () => ({ messageId: 'm', estado: 'enviado' as const })) },
      logger: { error: vi.fn() },
    } satisfies AlertDigestRunDeps;
    expect(await runAlertDigests(deps, NOW)).toEqual({ enviados: 2, repetidos: 0, fallidos: 0 });
    expect(listForDigest.mock.calls.map(([scope]) => scope.rutFactoring)).toEqual(FACTORINGS);
    expect(deps.alerts.claimDigest.mock.calls.map(([scope]) => scope.rutFactoring)).toEqual(FACTORINGS);
  });
});

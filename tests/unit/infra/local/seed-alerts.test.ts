import { describe, expect, it, vi } from 'vitest';
import { seedDemoAlerts } from '@infra/local/seed-alerts';
import type { CessionRecord } from '@domain/cession';
import type { RegisteredUser } from '@lambdas/access/user-directory';
import type { NewAlert } from '@lambdas/store/alert-repository';
import { ALERT_FACTORING, avisos, platformEvent } from '@tests/support/alert-events';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';

const NOW = new Date('2026-11-24T12:00:00.000Z');

function cession(folio: number): CessionRecord {
  const { documento } = platformEvent('cesion.nueva', folio);
  return {
    ...documento,
    rutFactoring: ALERT_FACTORING,
    role: 'cesionario',
    fechaEmision: '2026-11-01',
    fechaCesion: '2026-11-20 10:00',
  } as unknown as CessionRecord;
}

describe('seedDemoAlerts', () => {
  it('gives each user without alerts one unread alert per type their flags allow, and leaves users with alerts alone', async () => {
    const users: RegisteredUser[] = [
      {
        username: 'ana',
        email: 'ana@x.cl',
        nombre: '',
        flags: avisos('notificaRechazo', 'notificaAnulacion', 'notificaAceptacion'),
      },
      { username: 'beto', email: 'beto@x.cl', nombre: '', flags: avisos('notificaRechazo') },
      { username: 'ciro', email: 'ciro@x.cl', nombre: '', flags: avisos('notificaRechazo') },
    ];
    const added: NewAlert[] = [];
    const deps = {
      users: { listForFactoring: vi.fn(async () => users) },
      cessions: { query: vi.fn(async () => ({ items: [cession(10), cession(11)], nextToken: null })) },
      alerts: {
        add: vi.fn(async (scope: FactoringScope, alert: NewAlert) => {
          added.push(alert);
          return { ...alert, rutFactoring: scope.rutFactoring, id: alert.creadaEn, leida: false };
        }),
        hasAny: vi.fn(async (_scope: FactoringScope, username: string) => username === 'ciro'),
      },
    };
    expect(await seedDemoAlerts([ALERT_FACTORING], deps, NOW)).toBe(5);
    expect(added.map((a) => [a.username, a.tipo])).toEqual([
      ['ana', 'cesion.reclamada'],
      ['ana', 'cesion.anulada'],
      ['ana', 'cesion.rebajada'],
      ['ana', 'cesion.plazo-aceptacion'],
      ['beto', 'cesion.reclamada'],
    ]);
    expect(added[0]).toMatchObject({
      titulo: 'Reclamo: Factura Electrónica N° 10 de COMERCIAL ANDES SPA',
      enApp: true,
      creadaEn: '2026-11-24T11:00:00.000Z',
    });
    expect(added[1]).toMatchObject({ documento: { folio: 11 } });
  });

  it('stores nothing for a factoring without cessions', async () => {
    const add = vi.fn();
    const deps = {
      users: { listForFactoring: vi.fn(async () => []) },
      cessions: { query: vi.fn(async () => ({ items: [], nextToken: null })) },
      alerts: { add, hasAny: vi.fn(async () => false) },
    };
    expect(await seedDemoAlerts([ALERT_FACTORING], deps, NOW)).toBe(0);
    expect(add).not.toHaveBeenCalled();
  });
});

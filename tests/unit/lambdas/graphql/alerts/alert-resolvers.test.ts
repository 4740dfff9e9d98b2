import { describe, expect, it, vi } from 'vitest';
import type { AlertPreferences } from '@domain/alerts/alert-types';
import { alertResolvers } from '@lambdas/graphql/alerts/resolvers';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import { ALERT_FACTORING } from '@tests/support/alert-events';
import { anaIdentity } from '@tests/support/identity-factory';
import { UNUSED_STORES } from '@tests/support/store-stubs';

const NOW = new Date('2026-11-23T15:00:00.000Z');
/** The scope the resolvers resolve for ana acting for the alert factoring. */
const SCOPE = expect.objectContaining({
  rutFactoring: ALERT_FACTORING,
  identity: expect.objectContaining({ username: 'ana' }),
});

function depsWith(saved: Partial<AlertPreferences> | null = null) {
  const alertPreferences = { get: vi.fn(async () => saved), put: vi.fn(async () => undefined) };
  const alerts = {
    listForUser: vi.fn(async () => ({ alertas: [], noLeidas: 0 })),
    markRead: vi.fn(async () => 1),
  };
  const deps = {
    verifier: { verify: vi.fn() },
    userCompanies: { listForUser: vi.fn() },
    ...UNUSED_STORES,
    refreshRuns: { lastSuccess: vi.fn(), latestRejectedRows: vi.fn(), progressSince: vi.fn() },
    alertPreferences,
    alerts,
    now: () => NOW,
  } as GraphqlDeps;
  return { deps, alertPreferences, alerts };
}

/** ana with notificaRechazo and notificaAnulacion, without notificaAceptacion. */
const ana = anaIdentity({ notificaRechazo: '1', notificaAnulacion: '1', notificaAceptacion: '0' });
const call = (field: string, args: Record<string, unknown>, deps: GraphqlDeps, identity = ana) =>
  alertResolvers[field]!({ args, identity, deps });

describe('alert resolvers', () => {
  it('lists every type with its label, the flags deciding permitido and forcing denied channels off', async () => {
    const { deps, alertPreferences } = depsWith({
      'cesion.plazo-aceptacion': { email: true, app: true, resumen: true },
    });
    const rows = (await call('Query.preferenciasAlertas', { rutFactoring: '76.389.992-6' }, deps)) as {
      tipo: string;
      permitido: boolean;
      app: boolean;
      email: boolean;
    }[];
    expect(alertPreferences.get).toHaveBeenCalledWith(SCOPE, 'ana');
    expect(rows.map((row) => [row.tipo, row.permitido, row.app, row.email])).toEqual([
      ['cesion.reclamada', true, true, true],
      ['cesion.anulada', true, true, false],
      ['cesion.rebajada', true, false, false],
      ['cesion.plazo-aceptacion', false, false, false],
      ['cesion.cedida-otro', false, false, false],
      ['judicial.causa-nueva', false, false, false],
    ]);
  });

  it("saves the caller's own preferences, merging the types not sent", async () => {
    const { deps, alertPreferences } = depsWith();
    await call(
      'Mutation.updatePreferenciasAlertas',
      {
        rutFactoring: ALERT_FACTORING,
        preferencias: [{ tipo: 'cesion.anulada', email: true, app: false, resumen: true }],
      },
      deps,
    );
    expect(alertPreferences.put).toHaveBeenCalledWith(
      SCOPE,
      'ana',
      expect.objectContaining({
        'cesion.anulada': { email: true, app: false, resumen: true },
        'cesion.reclamada': { email: true, app: true, resumen: false },
      }),
      NOW.toISOString(),
    );
  });

  it('refuses turning on a type the flags deny, an unknown or repeated type, and a factoring the caller does not act for', async () => {
    const { deps, alertPreferences } = depsWith();
    const save = (preferencias: unknown[], rutFactoring = ALERT_FACTORING) =>
      call('Mutation.updatePreferenciasAlertas', { rutFactoring, preferencias }, deps);
    await expect(save([{ tipo: 'cesion.plazo-aceptacion', email: false, app: true, resumen: false }])).rejects.toThrow(
      new BadRequestError('No tiene permiso para las alertas de "Plazo de aceptación por vencer"'),
    );
    await expect(save([{ tipo: 'cesion.nueva', email: true, app: true, resumen: true }])).rejects.toThrow(
      'Tipo de alerta desconocido: cesion.nueva',
    );
    const twice = { tipo: 'cesion.anulada', email: true, app: true, resumen: true };
    await expect(save([twice, twice])).rejects.toThrow('Tipo de alerta repetido: cesion.anulada');
    await expect(save([twice], '96543210-8')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(call('Query.alertasUsuario', { rutFactoring: '96543210-8' }, deps)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(alertPreferences.put).not.toHaveBeenCalled();
  });

  it("reads and marks only the caller's alerts (the username comes from the token)", async () => {
    const { deps, alerts } = depsWith();
    await call('Mutation.marcarAlertasLeidas', { rutFactoring: ALERT_FACTORING, ids: ['x'] }, deps);
    await call('Mutation.marcarAlertasLeidas', { rutFactoring: ALERT_FACTORING }, deps);
    expect(alerts.markRead.mock.calls).toEqual([
      [SCOPE, 'ana', ['x']],
      [SCOPE, 'ana', null],
    ]);
    expect(alerts.listForUser).toHaveBeenLastCalledWith(SCOPE, 'ana', 50);
  });
});

import { describe, expect, it } from 'vitest';
import { recentUsageEventsRoute, usageEventRoute } from '@lambdas/rest/api/usage-event-routes';
import { BadRequestError } from '@lambdas/platform/errors';
import type { RestDeps } from '@lambdas/rest/types';
import { anaIdentity } from '@tests/support/identity-factory';

const NOW = new Date('2026-11-29T14:00:00Z');
const deps = { now: () => NOW } as unknown as RestDeps;
const post = (body: unknown) => usageEventRoute.handle({ identity: anaIdentity(), params: {}, query: {}, body }, deps);

describe('POST and GET /api/eventos-uso (the analytics port where RUM is not configured)', () => {
  it('keeps a usage event for the administrator, newest first, and refuses one carrying a RUT', async () => {
    expect((await post({ name: 'litigantes_vistos', tab: 'poderJudicial' })).body).toEqual({ success: true });
    await post({ name: 'litigantes_cargados', tab: 'poderJudicial', count: 4 });
    await expect(post({ name: 'carpeta_download', tab: 'carpetaTributaria', rut: '76354771-K' })).rejects.toThrow(
      BadRequestError,
    );
    const listed = await recentUsageEventsRoute.handle(
      { identity: anaIdentity(), params: {}, query: {}, body: null },
      deps,
    );
    expect(listed.body).toEqual({
      success: true,
      eventos: [
        { name: 'litigantes_cargados', tab: 'poderJudicial', count: 4, at: NOW.toISOString() },
        { name: 'litigantes_vistos', tab: 'poderJudicial', at: NOW.toISOString() },
      ],
    });
  });
});

import { readUsageEvent } from '@domain/analytics/usage-event';
import { BadRequestError } from '../../platform/errors';
import { RecentUsageEvents } from '../../services/usage/recent-usage-events';
import type { RestRoute } from '../types';

/** This process's usage events (one process serves the whole platform in local mode). */
const recent = new RecentUsageEvents();

/**
 * POST /api/eventos-uso {name, tab, count?}: records one usage event of the client detail (client-detail.md §2, §7;
 * domain/analytics/usage-event.ts) in the log. Any signed-in user; the event names no factoring and no person.
 * @returns `{success: true}`.
 * @throws BadRequestError 'Evento de uso inválido' for an unknown event or one with any other field (a RUT, a name).
 */
export const usageEventRoute: RestRoute = {
  method: 'POST',
  path: '/api/eventos-uso',
  handle: async ({ body }, deps) => {
    const event = readUsageEvent(body);
    if (!event) throw new BadRequestError('Evento de uso inválido');
    recent.record(event, deps.now());
    return { body: { success: true } };
  },
};

/**
 * GET /api/eventos-uso: the usage events this process received, newest first, for the platform's administrator.
 * @returns `{success: true, eventos: [{name, tab, count?, at}]}`.
 */
export const recentUsageEventsRoute: RestRoute = {
  method: 'GET',
  path: '/api/eventos-uso',
  handle: async () => ({ body: { success: true, eventos: recent.list() } }),
};

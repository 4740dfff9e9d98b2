import type { RestRoute } from '../types';
import { selectedScope } from './selected-scope';

/**
 * GET /api/announcement?factoring=: `{success: true, data: [{id, text, date}]}`, the banner's announcements for
 * everyone and for the user's factoring, newest first (client-radar.md §3 "Announcement", §7).
 * @throws ForbiddenError for a factoring the user may not act for.
 */
export const announcementRoute: RestRoute = {
  method: 'GET',
  path: '/api/announcement',
  handle: async ({ identity, query }, deps) => ({
    body: { success: true, data: await deps.announcements.listFor(selectedScope(identity, query)) },
  }),
};

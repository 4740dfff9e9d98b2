import type { RestRoute } from '../types';
import { clientesSearchRoute } from './clientes-search';
import { impersonableUsersRoute, sessionRoute } from './impersonation-routes';
import { whitelistRoute } from './whitelist';
import { totpConfirmationRoute } from './totp-route';
import { recentUsageEventsRoute, usageEventRoute } from './usage-event-routes';

/**
 * The endpoints of the shell's tools (core-platform §2 "Shell", §7): the ctrl/cmd+K client search, the whitelist, the
 * session as the server sees it, the users an administrator may see as, and the usage events (analytics port).
 */
export const SHELL_ROUTES: readonly RestRoute[] = [
  clientesSearchRoute,
  whitelistRoute,
  sessionRoute,
  impersonableUsersRoute,
  totpConfirmationRoute,
  usageEventRoute,
  recentUsageEventsRoute,
];

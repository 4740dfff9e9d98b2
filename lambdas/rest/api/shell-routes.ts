import type { RestRoute } from '../types';
import { clientesSearchRoute } from './clientes-search';
import { whitelistRoute } from './whitelist';

/** The endpoints of the shell's tools (core-platform §2 "Shell", §7): the ctrl/cmd+K client search and the whitelist. */
export const SHELL_ROUTES: readonly RestRoute[] = [clientesSearchRoute, whitelistRoute];

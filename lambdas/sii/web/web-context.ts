/**
 * What every session of one SII web client shares: the settings, the HTTP layer (with its per-host pacing), the
 * dispatchers (TLS agents per certificate), the process's token cache and the logger.
 */
import type { SiiDispatchers } from './sii-dispatchers';
import type { SiiHttp, SiiLogger } from './sii-http';
import type { SiiWebSettings } from '../../platform/sii-settings';
import type { TokenCache } from './token-cache';

/** The shared parts. */
export interface SiiWebContext {
  settings: SiiWebSettings;
  http: SiiHttp;
  dispatchers: SiiDispatchers;
  tokens: TokenCache;
  logger?: SiiLogger;
}

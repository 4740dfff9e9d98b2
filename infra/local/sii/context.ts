/**
 * What the local SII's handlers share: its hosts, CA, limits, users, sessions, tokens, files and clock.
 */
import type { SiiHosts } from '../../../lambdas/sii/web/settings';
import type { SessionStore } from './session-store';
import type { SiiFiles } from './sii-files';
import type { TokenStore } from './token-store';
import type { LocalSiiBehaviour } from './types';
import type { UserRegistry } from './user-registry';

/** The state one running local SII hands its route factories. */
export interface SiiContext {
  hosts: SiiHosts;
  /** The local CA certificate, PEM: the only issuer the certificate login and getToken accept. */
  caPem: string;
  behaviour: LocalSiiBehaviour;
  users: UserRegistry;
  sessions: SessionStore;
  tokens: TokenStore;
  files: SiiFiles;
  now(): Date;
  /** Notes for the operator (never a clave, password, PFX, token or cookie value). */
  log(message: string): void;
}

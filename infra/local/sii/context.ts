/**
 * What the local SII's handlers share: its hosts, CA, limits, users, sessions, tokens, files and clock.
 */
import type { SiiHosts } from '@lambdas/platform/sii-settings';
import type { EnvioLedger } from './envio-ledger';
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
  /** The AEC envíos received (RTCAnotEnvio) and their verdicts. */
  envios: EnvioLedger;
  /** RUTs 'NNNNNNNN-D' of the taxpayers it knows: every company it was started with. */
  taxpayers: ReadonlySet<string>;
  now(): Date;
  /** Notes for the operator (never a clave, password, PFX, token or cookie value). */
  log(message: string): void;
}

/**
 * What the prior consultation asks the SII for one factoring (SII-PROTOCOLS.md §6, §7; 11b "Holder check before
 * funding"): the registry (getEstCesion, getEstCesionRelac), cedibility (consultarDocDteCedible), the events
 * (listarEventosHistDoc) and the reception date (consultarFechaRecepcionSii), all through the seed token of the
 * factoring's certificate. lambdas/sii/web/factoring-gateway.ts provides them; close() ends the session.
 */
import type { FactoringSiiGateway } from '../../sii/web/factoring-gateway';
import type { FactoringScope } from '../../platform/factoring-scope';

/** One factoring's session at the SII for the consultation. */
export type RegistrySession = Pick<
  FactoringSiiGateway,
  'getEstCesion' | 'getEstCesionRelac' | 'consultarDocDteCedible' | 'fetchEvents' | 'fetchReceptionDate'
> & {
  /** Ends the session and stores its archived answers; never throws. */
  close(): Promise<void>;
};

/**
 * Opens the scope's factoring's session (its stored credentials; nothing is sent to the SII before the first call).
 * @throws what the credential store throws; SII failures surface on each call instead.
 */
export type OpenRegistrySession = (scope: FactoringScope, now: Date) => Promise<RegistrySession>;

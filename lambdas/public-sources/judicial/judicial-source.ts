/**
 * The judicial source port: the Poder Judicial's case search asked for one RUT in one tribunal at a time
 * (client-radar.md §2 'Judicial radar'). Adapters chosen by configuration (create-judicial-source.ts): the public
 * portal over HTTPS, or the local judicial host that answers like it over the demo world.
 */
import type { TribunalAnswer } from '@domain/judicial/sweep';
import type { Tribunal } from '@domain/judicial/tribunals';

/** One sweep's conversation with the source: a fresh session, then one search per tribunal. */
export interface JudicialSession {
  /**
   * The RUT's records in one tribunal: 'found' (possibly none), 'failed' (this tribunal did not answer usably) or
   * 'blocked' (the portal refused the whole client: CAPTCHA, 403, 429). Never throws for a source's answer.
   * @param rut normalised '12345678-9'.
   */
  search(rut: string, tribunal: Tribunal): Promise<TribunalAnswer>;
}

/** Where sweeps open their sessions. */
export interface JudicialSource {
  /**
   * A fresh session for one sweep (the portal's cookie), or the portal's refusal of it.
   * @returns the session, or the 'blocked' answer that stops the sweep before it starts.
   * @throws JudicialSourceError when the source does not answer at all.
   */
  openSession(): Promise<JudicialSession | Extract<TribunalAnswer, { kind: 'blocked' }>>;
}

/** The source did not answer the session request. */
export class JudicialSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JudicialSourceError';
  }
}

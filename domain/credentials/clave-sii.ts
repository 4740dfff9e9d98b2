/**
 * The public facts of a stored SII clave, as the credential store keeps them and 'Firma Digital' and the client list
 * show them (client-radar.md §3 "Tax-authority password status"): never the clave itself.
 */

/**
 * The outcome of the last login with a clave: 'Error Password' means the SII refused it and it is not used again
 * until someone enters a new one; 'Bloqueada' means the SII locked the account after failed attempts (it unlocks by
 * itself after one hour, SII-PROTOCOLS.md §3).
 */
export type ClaveEstado = 'Activo' | 'Error Password' | 'Bloqueada';

/** A clave as the API answers it (schema.graphql ClaveSii); instants are ISO. */
export interface ClaveSii {
  /** The clave's owner, 'NNNNNNNN-D' (for a client company, the company itself). */
  rutUsuario: string;
  estado: ClaveEstado;
  /** Why the last login failed (Spanish, for the user); null when it succeeded. */
  mensaje: string | null;
  /** ISO instant of the last login with it; null when never tried. */
  verificadaEn: string | null;
  /** ISO instant of the last time someone entered it; null when only a failed attempt is recorded. */
  registradaEn: string | null;
}

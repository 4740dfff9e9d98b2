import type { ClaveCredential } from '../platform/sii-credentials';

/**
 * Checks a clave by a real login before it is stored: the SII web client logs in to the portal, represents `rutEmpresa`
 * when the clave belongs to another RUT (the factoring's authorized user), and logs out.
 */
export interface SiiLoginCheck {
  /**
   * @param clave the RUT and clave typed by the user; rutEmpresa the company it must act for ('NNNNNNNN-D').
   * @throws SiiError (lambdas/sii/web/errors.ts) 'clave-incorrecta', 'clave-bloqueada', 'limite-sesiones',
   *   'sin-permiso' (no representation of rutEmpresa) or 'sii-no-disponible'.
   */
  verifyClave(clave: ClaveCredential, rutEmpresa: string): Promise<void>;
}

/**
 * The credentials the SII web client acts with, as plain values handed from the credential store to the client
 * and never further: a factoring's digital certificate (seed token, TLS portal login) and the clave of its
 * authorized user (portal login for the registry), and each client company's own clave (its RCV and period
 * answers). Source: SII-PROTOCOLS.md §2-§3.
 */
import type { FactoringScope } from './factoring-scope';

/** A PKCS#12 (.pfx/.p12) file and its password. */
export interface CertificateCredential {
  pfx: Uint8Array;
  password: string;
}

/** A portal login by RUT and Clave Tributaria: the person or company whose clave it is. */
export interface ClaveCredential {
  /** 'NNNNNNNN-D' of the clave's owner (for a client company, the company itself). */
  rutUsuario: string;
  clave: string;
}

/** What a factoring acts with at the SII. */
export interface FactoringSiiCredentials {
  /** The factoring, 'NNNNNNNN-D'. */
  rutEmpresa: string;
  /** Its digital certificate (required for the seed token); null when none was uploaded. */
  certificado: CertificateCredential | null;
  /** The clave of its authorized user for the portal; null to log in with the certificate over TLS instead. */
  clave: ClaveCredential | null;
}

/**
 * Where the credentials come from at run time: decrypted on demand by the functions that talk to the SII, and
 * told the outcome of each login so that a wrong clave is never tried again until someone enters a new one.
 */
export interface SiiCredentialSource {
  /** The scope's factoring's credentials (both null when it has entered none). */
  factoring(scope: FactoringScope): Promise<FactoringSiiCredentials>;
  /**
   * The clave of a client company enrolled by the scope's factoring, or null when there is none or the stored one was
   * refused by the SII (estado 'Error Password': it is not offered again).
   */
  client(scope: FactoringScope, rutCliente: string): Promise<ClaveCredential | null>;
  /** Records the outcome of a login with a stored clave: 'Activo', or the refusal and its Spanish message. */
  recordLogin(
    scope: FactoringScope,
    subject: { kind: 'registro' } | { kind: 'cliente'; rutCliente: string },
    outcome: { estado: 'Activo' } | { estado: 'Error Password' | 'Bloqueada'; mensaje: string },
  ): Promise<void>;
}

import type { ClaveSubject, CredentialRepository, OpenedClave } from '../store/credential-repository';
import type { FactoringScope } from '../platform/factoring-scope';
import type { ClaveCredential, FactoringSiiCredentials, SiiCredentialSource } from '../platform/sii-credentials';

/**
 * The {@link SiiCredentialSource} of the SII-talking functions over the credential store: it
 * opens the sealed certificate and claves on demand, withholds a clave the SII already refused ('Error Password': a
 * wrong clave is never tried again, since repeated failures lock the account, SII-PROTOCOLS.md §3), and records the
 * outcome of every login so the screens show it.
 */
export class StoredCredentialSource implements SiiCredentialSource {
  /**
   * @param store the credential repository, built with a sealer.
   * @param now the clock stamped as the login's verificadaEn.
   */
  constructor(
    private readonly store: Pick<CredentialRepository, 'openCertificate' | 'openClave' | 'recordEstado'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * @throws SealerUnavailableError / SealedSecretError (credential-repository.ts) when a stored secret cannot be
   *   opened.
   */
  async factoring(scope: FactoringScope): Promise<FactoringSiiCredentials> {
    const [certificado, clave] = await Promise.all([
      this.store.openCertificate(scope),
      this.store.openClave(scope, { kind: 'registro' }),
    ]);
    return { rutEmpresa: scope.rutFactoring, certificado, clave: usable(clave) };
  }

  /** @throws as {@link factoring}. */
  async client(scope: FactoringScope, rutCliente: string): Promise<ClaveCredential | null> {
    return usable(await this.store.openClave(scope, { kind: 'cliente', rutCliente }));
  }

  /** Writes the login's estado and message ('Activo' clears the message), stamped now. */
  async recordLogin(
    scope: FactoringScope,
    subject: ClaveSubject,
    outcome: { estado: 'Activo' } | { estado: 'Error Password' | 'Bloqueada'; mensaje: string },
  ): Promise<void> {
    const mensaje = outcome.estado === 'Activo' ? null : outcome.mensaje;
    await this.store.recordEstado(scope, subject, {
      estado: outcome.estado,
      mensaje,
      verificadaEn: this.now().toISOString(),
    });
  }
}

/** The credential of an opened clave, or null when there is none or the SII refused it last time. */
function usable(opened: OpenedClave | null): ClaveCredential | null {
  if (!opened || opened.estado === 'Error Password') return null;
  return { rutUsuario: opened.rutUsuario, clave: opened.clave };
}

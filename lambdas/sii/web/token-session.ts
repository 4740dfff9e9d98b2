/**
 * The seed-token side of a company's session (SII-PROTOCOLS.md §2): the token of its certificate, reused through the
 * process's TokenCache, renewed once when a service calls it expired (wsRPETCConsulta ESTADO 3/4, RegistroReclamoDte
 * HTTP 401). A company without a certificate gets 'sin-credenciales' before anything is sent; a certificate the SII
 * refused ends the token side: later calls fail the same way without asking again.
 */
import { CertificateFileError, openPkcs12, type OpenedCertificate } from '../certificate/open-pkcs12';
import type { CertificateCredential } from '../../platform/sii-credentials';
import type { AnswerArchive } from './answer-archive';
import { certificateKey } from './certificate-key';
import { isSiiError, SiiError } from './errors';
import { requestToken } from './token-service';
import type { SiiWebContext } from './web-context';

/** What a token session needs besides the client's shared parts (HTTP layer, hosts, the process's TokenCache). */
export interface TokenSessionOptions {
  archive: AnswerArchive;
  /** The company, 'NNNNNNNN-D' (for error messages, and with the certificate the key of its token). */
  rutEmpresa: string;
  certificado: CertificateCredential | null;
}

/** A company's token side. */
export class TokenSession {
  private opened: OpenedCertificate | null = null;
  private ended: SiiError | null = null;

  constructor(
    private readonly web: SiiWebContext,
    private readonly options: TokenSessionOptions,
  ) {}

  /**
   * Runs `call` with a token; when it throws SiiError 'token-expirado' the token is dropped, a new one obtained and
   * `call` runs once more (a second expiry is thrown).
   * @param operation the caller's operation, for errors raised before any call.
   * @throws SiiError 'sin-credenciales' (no certificate), 'certificado-rechazado' (the file does not open, or the SII
   *   refused the signed seed), the other errors of token-service.ts, and whatever `call` throws.
   */
  async withToken<T>(operation: string, call: (token: string) => Promise<T>): Promise<T> {
    const certificate = this.certificate(operation);
    const token = await this.token(certificate);
    try {
      return await call(token);
    } catch (error) {
      if (!isSiiError(error, 'token-expirado')) throw error;
      this.web.tokens.forget(certificateKey(this.options.rutEmpresa, certificate), token);
      return call(await this.token(certificate));
    }
  }

  /** The opened certificate. @throws SiiError as {@link withToken}. */
  certificate(operation: string): OpenedCertificate {
    if (this.ended) throw this.ended;
    if (this.opened) return this.opened;
    const { certificado, rutEmpresa } = this.options;
    if (!certificado) {
      throw new SiiError('sin-credenciales', { operation, rut: rutEmpresa, detail: 'sin certificado digital' });
    }
    try {
      this.opened = openPkcs12(certificado.pfx, certificado.password);
      return this.opened;
    } catch (error) {
      if (!(error instanceof CertificateFileError)) throw error;
      this.ended = new SiiError('certificado-rechazado', {
        operation,
        rut: rutEmpresa,
        detail: `el archivo no abre: ${error.problem}`,
      });
      throw this.ended;
    }
  }

  private async token(certificate: OpenedCertificate): Promise<string> {
    const { http, settings, tokens } = this.web;
    try {
      return await tokens.get(certificateKey(this.options.rutEmpresa, certificate), () =>
        requestToken(http, settings.hosts.palena, certificate, this.options.archive),
      );
    } catch (error) {
      if (isSiiError(error, 'certificado-rechazado')) this.ended = error;
      throw error;
    }
  }
}

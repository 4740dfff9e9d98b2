/**
 * The SII web client: the code that talks to the SII's real interfaces (SII-PROTOCOLS.md
 * §2-§9 and the wire contract of notes/live-sii-design.md), one per process. It hands out a gateway per factoring run
 * and a session per client company, and checks credentials before they are stored.
 */
import type { Dispatcher } from 'undici';
import { openPkcs12 } from '../certificate/open-pkcs12';
import type { CertificateCredential, ClaveCredential, FactoringSiiCredentials } from '../../platform/sii-credentials';
import type { SiiLoginCheck } from '../login-check';
import { DISCARD_ANSWERS, type AnswerArchive } from './answer-archive';
import type { ClientSiiSession, LoginResult } from './client-api';
import { ClientSession } from './client-session';
import { FactoringGateway, type FactoringSiiGateway } from './factoring-gateway';
import { SYSTEM_WAIT_CLOCK } from '../../platform/wait-clock';
import { PortalSession } from './portal-session';
import { SiiDispatchers } from './sii-dispatchers';
import { SiiHttp, type SiiLogger } from './sii-http';
import type { SiiWebSettings } from '../../platform/sii-settings';
import { TokenCache } from './token-cache';
import { requestToken } from './token-service';
import type { SiiWebContext } from './web-context';

/** Optional collaborators; tests inject a fake clock and undici's MockAgent. */
export interface SiiWebClientOptions {
  logger?: SiiLogger;
  /** Waits between retries and for pacing (default: setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds now, for pacing and token reuse (default: Date.now). */
  now?: () => number;
  /** One dispatcher for every request instead of the client's own Agents (tests: MockAgent). */
  dispatcher?: Dispatcher;
  /** Jitter source, [0, 1) (default: Math.random). */
  random?: () => number;
}

/** The client. */
export class SiiWebClient implements SiiLoginCheck {
  private readonly web: SiiWebContext;

  /** @param settings lambdas/platform/sii-settings.ts (readSiiWebSettings). */
  constructor(settings: SiiWebSettings, options: SiiWebClientOptions = {}) {
    const clock = { now: options.now ?? SYSTEM_WAIT_CLOCK.now, sleep: options.sleep ?? SYSTEM_WAIT_CLOCK.sleep };
    const dispatchers = new SiiDispatchers(settings.caPem, options.dispatcher);
    this.web = {
      settings,
      dispatchers,
      http: new SiiHttp(settings, { dispatchers, clock, logger: options.logger, random: options.random }),
      tokens: new TokenCache(settings.tokenReuseMs, clock),
      logger: options.logger,
    };
  }

  /**
   * The gateway of one factoring run: its portal session opens on the first period or AEC call (the clave of its
   * authorized user, else its certificate over TLS; then representation of the factoring), its token on the first
   * events, reception-date or registry call. Every answer goes to `archive`. close() logs out.
   * @param onLogin told each portal login outcome made with the stored clave.
   */
  factoringGateway(
    credentials: FactoringSiiCredentials,
    archive: AnswerArchive,
    onLogin?: (result: LoginResult) => void,
  ): FactoringSiiGateway {
    return new FactoringGateway(this.web, credentials, archive, onLogin);
  }

  /** A client company's own session (it logs in as itself with its clave); close() logs out. */
  clientSession(
    rutCliente: string,
    clave: ClaveCredential,
    archive: AnswerArchive,
    onLogin?: (result: LoginResult) => void,
  ): ClientSiiSession {
    return new ClientSession(this.web, rutCliente, clave, archive, onLogin);
  }

  /**
   * Checks a clave by a real login (and representation of rutEmpresa when the clave is another user's), then logs
   * out. Nothing is archived.
   * @throws SiiError 'clave-incorrecta', 'clave-bloqueada', 'limite-sesiones', 'sin-permiso', 'certificado-rechazado'
   *   (ERR 39: the user must log in with a certificate), 'sii-no-disponible', 'respuesta-invalida'.
   */
  async verifyClave(clave: ClaveCredential, rutEmpresa: string): Promise<void> {
    const session = new PortalSession(this.web, {
      archive: DISCARD_ANSWERS,
      rutEmpresa,
      credential: () => ({ kind: 'clave', clave }),
    });
    try {
      await session.open();
    } finally {
      await session.close();
    }
  }

  /**
   * Checks a certificate by obtaining a seed token with it. Nothing is archived or cached.
   * @throws CertificateFileError when the file does not open; SiiError 'certificado-rechazado', 'sii-no-disponible',
   *   'respuesta-invalida' (token-service.ts).
   */
  async verifyCertificate(certificado: CertificateCredential): Promise<void> {
    const opened = openPkcs12(certificado.pfx, certificado.password);
    await requestToken(this.web.http, this.web.settings.hosts.palena, opened, DISCARD_ANSWERS);
  }

  /** Closes the client's connections. */
  close(): Promise<void> {
    return this.web.dispatchers.close();
  }
}

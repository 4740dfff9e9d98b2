/**
 * One portal session at the SII (SII-PROTOCOLS.md §3): its own cookie jar, opened lazily on the first call that
 * needs it (login by clave or by certificate over TLS, then representation of the company when the logged-in user
 * is not the company), renewed once when a call finds it expired, logged out on close (§11.5: log out every time).
 * A refusal that concerns the session itself (wrong clave, locked clave, session limit, no permission, certificate
 * refused, no credential) ends it: every later call fails with the same error and no new login is attempted.
 */
import { CookieJar } from 'tough-cookie';
import { normalizeRut } from '@domain/rut';
import type { OpenedCertificate } from '../certificate/open-pkcs12';
import type { ClaveCredential } from '../../platform/sii-credentials';
import type { AnswerArchive } from './answer-archive';
import type { LoginResult } from './client-api';
import { isSiiError, type SiiError } from './errors';
import { loginWithCertificate, loginWithClave, logout, represent, type PortalContext } from './portal-login';
import { endsSession } from './portal-refusal';
import type { SiiWebContext } from './web-context';

/** How the session logs in. */
export type PortalCredential =
  { kind: 'clave'; clave: ClaveCredential } | { kind: 'certificado'; certificate: OpenedCertificate };

/** What a session needs besides the client's shared parts. */
export interface PortalSessionOptions {
  archive: AnswerArchive;
  /** The company the session acts for, 'NNNNNNNN-D'. */
  rutEmpresa: string;
  /** The credential, resolved on first login. @throws SiiError 'sin-credenciales' / 'certificado-rechazado'. */
  credential: () => PortalCredential;
  /**
   * Told the outcome of every login made with a clave when the SII gave one: ok, or the refusal (any SiiError but
   * 'sii-no-disponible' and 'respuesta-invalida', which say nothing about the clave).
   */
  onLogin?: (result: LoginResult) => void;
}

/** A portal session. */
export class PortalSession {
  /** The session's cookies (CSESSIONID, TOKEN, …). */
  readonly jar = new CookieJar();
  private opening: Promise<void> | null = null;
  private generation = 0;
  private loggedIn = false;
  private ended: SiiError | null = null;

  constructor(
    private readonly web: SiiWebContext,
    private readonly options: PortalSessionOptions,
  ) {}

  /**
   * Runs `call` in the open session. When it throws SiiError 'sesion-expirada' the session logs in again (once, even
   * when several calls find it expired together) and `call` runs once more; a second expiry is thrown.
   * @throws the session's ending SiiError, login errors, and whatever `call` throws.
   */
  async run<T>(call: (jar: CookieJar) => Promise<T>): Promise<T> {
    await this.open();
    const generation = this.generation;
    try {
      return await call(this.jar);
    } catch (error) {
      if (!isSiiError(error, 'sesion-expirada')) throw error;
      this.web.logger?.warn('SII: sesión expirada, nuevo ingreso', {
        rut: this.options.rutEmpresa,
        operation: error.context.operation,
      });
      if (this.generation === generation) await this.restart();
      await this.open();
      return call(this.jar);
    }
  }

  /** Logs in (and represents) unless the session is open. @throws as {@link run}. */
  open(): Promise<void> {
    if (this.ended) return Promise.reject(this.ended);
    if (!this.opening) {
      const opening = this.login();
      this.opening = opening;
      opening.catch((error: unknown) => {
        if (this.opening === opening) this.opening = null;
        if (endsSession(error)) this.ended = error;
      });
    }
    return this.opening;
  }

  /** Logs out when logged in; never throws (a failed logout is logged). The session may be opened again. */
  async close(): Promise<void> {
    await this.opening?.catch(() => undefined);
    if (this.loggedIn) {
      try {
        await logout(this.context());
      } catch (error) {
        this.web.logger?.warn('SII: no se pudo cerrar la sesión', {
          rut: this.options.rutEmpresa,
          error: String(error),
        });
      }
    }
    this.loggedIn = false;
    this.opening = null;
    await this.jar.removeAllCookies();
  }

  private async restart(): Promise<void> {
    this.generation++;
    this.opening = null;
    this.loggedIn = false;
    await this.jar.removeAllCookies();
  }

  private async login(): Promise<void> {
    const { rutEmpresa } = this.options;
    const credential = this.options.credential();
    // Only a login with the stored clave says something about it.
    const tell = credential.kind === 'clave' ? this.options.onLogin : undefined;
    const context = this.context();
    try {
      const site =
        credential.kind === 'clave'
          ? await loginWithClave(context, credential.clave)
          : await loginWithCertificate(context, credential.certificate, rutEmpresa);
      this.loggedIn = true;
      if (!site.user || normalizeRut(site.user) !== normalizeRut(rutEmpresa))
        await represent(context, site, rutEmpresa);
      tell?.({ ok: true });
      this.web.logger?.info('SII: sesión abierta', { rut: rutEmpresa, metodo: credential.kind });
    } catch (error) {
      if (tell && isSiiError(error) && !isSiiError(error, 'sii-no-disponible', 'respuesta-invalida'))
        tell({ ok: false, error });
      throw error;
    }
  }

  private context(): PortalContext {
    const { http, settings, dispatchers } = this.web;
    return { http, hosts: settings.hosts, dispatchers, archive: this.options.archive, jar: this.jar };
  }
}

/**
 * A client company's own session at the SII (lambdas/sii/web/client-api.ts ClientSiiSession): it logs in to the
 * portal as itself with its clave (representing itself is not needed; another user's clave represents it) for its
 * "cesiones en período" answers and its RCV exports. close() logs out.
 */
import type { ClaveCredential } from '../credentials';
import type { PeriodQuery, SiiFile } from '../port';
import type { AnswerArchive } from './answer-archive';
import type { ClientSiiSession, LoginResult, RcvQuery } from './client-api';
import { PortalSession } from './portal-session';
import { fetchRcv } from './rcv-service';
import { fetchPeriodAnswers } from './rtc-service';
import type { SiiWebContext } from './web-context';

/** A client company's session. */
export class ClientSession implements ClientSiiSession {
  private readonly portal: PortalSession;

  /**
   * @param rutCliente the client company, 'NNNNNNNN-D'.
   * @param clave its clave (rutUsuario normally the company itself).
   * @param onLogin told each login outcome (see PortalSessionOptions.onLogin).
   */
  constructor(
    private readonly web: SiiWebContext,
    private readonly rutCliente: string,
    clave: ClaveCredential,
    private readonly archive: AnswerArchive,
    onLogin?: (result: LoginResult) => void,
  ) {
    const { http, settings, dispatchers, logger } = web;
    this.portal = new PortalSession({
      http,
      hosts: settings.hosts,
      dispatchers,
      archive,
      rutEmpresa: rutCliente,
      credential: () => ({ kind: 'clave', clave }),
      onLogin,
      logger,
    });
  }

  /** @throws RangeError when query.rut is not the client; SiiError as rtc-service.ts fetchPeriodAnswers. */
  fetchPeriodAnswers(query: PeriodQuery): Promise<SiiFile[]> {
    const { http, settings } = this.web;
    return fetchPeriodAnswers({ http, settings, archive: this.archive, session: this.portal, rutSession: this.rutCliente }, query);
  }

  /** @throws RangeError for a malformed query; SiiError as rcv-service.ts fetchRcv. */
  fetchRcv(query: RcvQuery): Promise<SiiFile | null> {
    const { http, settings } = this.web;
    return fetchRcv({ http, settings, archive: this.archive, session: this.portal, rutSession: this.rutCliente }, query);
  }

  close(): Promise<void> {
    return this.portal.close();
  }
}

/**
 * A client company's own session at the SII (lambdas/sii/web/client-api.ts ClientSiiSession): it logs in to the
 * portal as itself with its clave (representing itself is not needed; another user's clave represents it) for its
 * "cesiones en período" answers, its RCV exports and its Carpeta Tributaria. close() logs out.
 */
import type { ClaveCredential } from '../../platform/sii-credentials';
import type { PeriodQuery, SiiFile } from '../../platform/sii-port';
import type { AnswerArchive } from './answer-archive';
import type { ClientSiiSession, LoginResult, RcvQuery } from './client-api';
import type { CarpetaTributaria } from './client-api';
import { fetchCarpetaTributaria } from './cte-service';
import { PortalSession } from './portal-session';
import { fetchRcv, type RcvContext } from './rcv-service';
import { fetchPeriodAnswers, type RtcContext } from './rtc-service';
import type { SiiWebContext } from './web-context';

/** A client company's session. */
export class ClientSession implements ClientSiiSession {
  private readonly portal: PortalSession;
  /** What its RTC and RCV calls need (rtc-service.ts RtcContext, rcv-service.ts RcvContext). */
  private readonly calls: RtcContext & RcvContext;

  /**
   * @param rutCliente the client company, 'NNNNNNNN-D'.
   * @param clave its clave (rutUsuario normally the company itself).
   * @param onLogin told each login outcome (see PortalSessionOptions.onLogin).
   */
  constructor(
    web: SiiWebContext,
    rutCliente: string,
    clave: ClaveCredential,
    archive: AnswerArchive,
    onLogin?: (result: LoginResult) => void,
  ) {
    this.portal = new PortalSession(web, {
      archive,
      rutEmpresa: rutCliente,
      credential: () => ({ kind: 'clave', clave }),
      onLogin,
    });
    this.calls = { http: web.http, settings: web.settings, archive, session: this.portal, rutSession: rutCliente };
  }

  /** @throws RangeError when query.rut is not the client; SiiError as rtc-service.ts fetchPeriodAnswers. */
  fetchPeriodAnswers(query: PeriodQuery): Promise<SiiFile[]> {
    return fetchPeriodAnswers(this.calls, query);
  }

  /** @throws RangeError for a malformed query; SiiError as rcv-service.ts fetchRcv. */
  fetchRcv(query: RcvQuery): Promise<SiiFile | null> {
    return fetchRcv(this.calls, query);
  }

  /** @throws SiiError as cte-service.ts fetchCarpetaTributaria. */
  fetchCarpetaTributaria(): Promise<CarpetaTributaria> {
    return fetchCarpetaTributaria(this.calls);
  }

  close(): Promise<void> {
    return this.portal.close();
  }
}

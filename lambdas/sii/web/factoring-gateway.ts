/**
 * The SII gateway of one factoring run (lambdas/platform/sii-port.ts SiiGateway over the SII's real interfaces): period
 * answers and AECs through a portal session (the clave of its authorized user, else its certificate over TLS, then
 * representation of the factoring for RPETC), events and reception dates through the seed token of its certificate,
 * plus the registry checks the "acting at the SII" work uses (getEstCesion, getEstCesionRelac, getEstEnvio,
 * consultarDocDteCedible). close() logs out.
 */
import type { AccionReclamo } from '@domain/reclamo/reclamo-dte';
import type { RecepcionAec } from '@domain/sii-web/recepcion-aec';
import type { EstCesionAnswer, EstEnvioAnswer } from '@domain/sii-web/rpetc-answers';
import type { DocumentKey } from '@domain/document-key';
import type { OpenedCertificate } from '../certificate/open-pkcs12';
import type { FactoringSiiCredentials } from '../../platform/sii-credentials';
import type { PeriodQuery, SiiFile } from '../../platform/sii-port';
import { uploadAec, type AecUpload, type AecUploadContext } from './aec-upload-service';
import type { AnswerArchive } from './answer-archive';
import type { LoginResult, SiiSessionGateway } from './client-api';
import { SiiError } from './errors';
import { PortalSession, type PortalCredential } from './portal-session';
import {
  consultarDocDteCedible,
  fetchEvents,
  fetchReceptionDate,
  ingresarAceptacionReclamoDoc,
  type ReclamoContext,
} from './reclamo-service';
import { getEstCesion, getEstCesionRelac, getEstEnvio, type RpetcContext } from './rpetc-service';
import { fetchAec, fetchPeriodAnswers, type RtcContext } from './rtc-service';
import { TokenSession } from './token-session';
import type { SiiWebContext } from './web-context';

/** The factoring gateway's registry checks, beyond the SiiGateway port. */
export interface FactoringSiiGateway extends SiiSessionGateway {
  /**
   * getEstCesion (RPETC-WS §3.1.2): without `idCesion` whether the DTE is ceded; with it, holder and last annotation.
   * @throws SiiError as rpetc-service.ts, or the token side's errors (see fetchEvents).
   */
  getEstCesion(dte: DocumentKey, idCesion?: string): Promise<EstCesionAnswer>;
  /** getEstCesionRelac for `rutEmpresa` (default: the factoring). @throws as getEstCesion. */
  getEstCesionRelac(dte: DocumentKey, rutEmpresa?: string): Promise<EstCesionAnswer>;
  /** getEstEnvio of an AEC upload's TRACKID. @throws as getEstCesion. */
  getEstEnvio(trackId: string): Promise<EstEnvioAnswer>;
  /** consultarDocDteCedible: codResp 20-25 (RECLAMO manual). @throws as fetchEvents. */
  consultarDocDteCedible(dte: DocumentKey): Promise<{ codResp: number; descResp: string }>;
  /**
   * Registers the company's claim against a DTE it received (ingresarAceptacionReclamoDoc; the company must be the
   * receptor): the SII's codResp and descResp as given. @throws as fetchEvents.
   */
  ingresarAceptacionReclamoDoc(dte: DocumentKey, accion: AccionReclamo): Promise<{ codResp: number; descResp: string }>;
  /**
   * Uploads a signed AEC whose cedente is the factoring (RTCAnotEnvio, SII-PROTOCOLS.md §8); sent at most once, except
   * after STATUS 5 (expired token, nothing received) with a renewed token.
   * @throws SiiError as aec-upload-service.ts uploadAec, or the token side's errors.
   */
  uploadAec(upload: Omit<AecUpload, 'rutCedente'>): Promise<RecepcionAec>;
  /**
   * The factoring's opened certificate, whose key signs the AECs it sends (RUTAutorizado is its holder).
   * @throws SiiError 'sin-credenciales' (none stored), 'certificado-rechazado' (the file does not open).
   */
  signingCertificate(): OpenedCertificate;
}

/** A factoring's gateway. */
export class FactoringGateway implements FactoringSiiGateway {
  private readonly portal: PortalSession;
  private readonly tokens: TokenSession;
  private readonly rtc: RtcContext;
  private readonly reclamo: ReclamoContext;
  private readonly rpetc: RpetcContext;
  private readonly upload: AecUploadContext;

  constructor(
    web: SiiWebContext,
    private readonly credentials: FactoringSiiCredentials,
    archive: AnswerArchive,
    onLogin?: (result: LoginResult) => void,
  ) {
    const { http, settings } = web;
    const { rutEmpresa, certificado } = credentials;
    this.tokens = new TokenSession(web, { archive, rutEmpresa, certificado });
    this.portal = new PortalSession(web, { archive, rutEmpresa, credential: () => this.portalCredential(), onLogin });
    this.rtc = { http, settings, archive, session: this.portal, rutSession: rutEmpresa };
    this.reclamo = { http, hosts: settings.hosts, archive };
    this.rpetc = { http, palena: settings.hosts.palena, archive };
    this.upload = { http, palena: settings.hosts.palena, archive };
  }

  /**
   * The factoring's period answers (query.rut must be the factoring; role: TIPOCONSULTA).
   * @throws RangeError for another RUT or a bad window; SiiError as rtc-service.ts fetchPeriodAnswers and the portal
   *   session's login errors ('sin-credenciales' when the factoring has neither clave nor certificate).
   */
  fetchPeriodAnswers(query: PeriodQuery): Promise<SiiFile[]> {
    return fetchPeriodAnswers(this.rtc, query);
  }

  /** The latest AEC of the DTE, or null when the SII has none. @throws SiiError as rtc-service.ts fetchAec. */
  fetchAec(dte: DocumentKey): Promise<SiiFile | null> {
    return fetchAec(this.rtc, dte);
  }

  /**
   * The listarEventosHistDoc answer (a SOAP Fault included). Never null: the SII always answers.
   * @throws SiiError 'sin-credenciales' (no certificate: the seed token needs one), 'certificado-rechazado',
   *   'token-expirado' (twice), 'sii-no-disponible', 'respuesta-invalida'.
   */
  fetchEvents(dte: DocumentKey): Promise<SiiFile | null> {
    return this.tokens.withToken('listarEventosHistDoc', (token) => fetchEvents(this.reclamo, token, dte));
  }

  /** The consultarFechaRecepcionSii answer. @throws as fetchEvents. */
  fetchReceptionDate(dte: DocumentKey): Promise<SiiFile | null> {
    return this.tokens.withToken('consultarFechaRecepcionSii', (token) => fetchReceptionDate(this.reclamo, token, dte));
  }

  getEstCesion(dte: DocumentKey, idCesion?: string): Promise<EstCesionAnswer> {
    return this.tokens.withToken('getEstCesion', (token) => getEstCesion(this.rpetc, token, dte, idCesion));
  }

  getEstCesionRelac(dte: DocumentKey, rutEmpresa = this.credentials.rutEmpresa): Promise<EstCesionAnswer> {
    return this.tokens.withToken('getEstCesionRelac', (token) => getEstCesionRelac(this.rpetc, token, dte, rutEmpresa));
  }

  getEstEnvio(trackId: string): Promise<EstEnvioAnswer> {
    return this.tokens.withToken('getEstEnvio', (token) => getEstEnvio(this.rpetc, token, trackId));
  }

  consultarDocDteCedible(dte: DocumentKey): Promise<{ codResp: number; descResp: string }> {
    return this.tokens.withToken('consultarDocDteCedible', (token) => consultarDocDteCedible(this.reclamo, token, dte));
  }

  ingresarAceptacionReclamoDoc(
    dte: DocumentKey,
    accion: AccionReclamo,
  ): Promise<{ codResp: number; descResp: string }> {
    const operation = 'ingresarAceptacionReclamoDoc';
    return this.tokens.withToken(operation, (token) => ingresarAceptacionReclamoDoc(this.reclamo, token, dte, accion));
  }

  uploadAec(upload: Omit<AecUpload, 'rutCedente'>): Promise<RecepcionAec> {
    const rutCedente = this.credentials.rutEmpresa;
    return this.tokens.withToken('RTCAnotEnvio', (token) => uploadAec(this.upload, token, { ...upload, rutCedente }));
  }

  signingCertificate(): OpenedCertificate {
    return this.tokens.certificate('firma AEC');
  }

  /** Logs out of the portal session if one was opened; never throws. */
  close(): Promise<void> {
    return this.portal.close();
  }

  /** The clave of the authorized user when there is one, else the certificate over TLS. */
  private portalCredential(): PortalCredential {
    const { clave, certificado, rutEmpresa } = this.credentials;
    if (clave) return { kind: 'clave', clave };
    if (certificado) return { kind: 'certificado', certificate: this.tokens.certificate('CAutInicio') };
    throw new SiiError('sin-credenciales', {
      operation: 'CAutInicio',
      rut: rutEmpresa,
      detail: 'sin clave ni certificado digital',
    });
  }
}

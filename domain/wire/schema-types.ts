// Generated from schema.graphql by GraphQL Code Generator (codegen.ts): run `npm run codegen`, do not edit.
// `npm run codegen:check` (part of `npm test`) fails while this file differs from what schema.graphql gives.

export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

/** A company as a cession shows it (core-platform §3). */
export type Party = {
  rut: Scalars['String']['output'];
  razonSocial: Scalars['String']['output'];
};

/** DTE event from the SII registry (core-platform §3). */
export type EventoDte = {
  codigo: Scalars['String']['output'];
  descripcion: Scalars['String']['output'];
  fecha: Scalars['String']['output'];
  responsable: Scalars['String']['output'];
};

/** Derived acceptance state (core-platform §4): state si | no | Pendiente | 'eventos: null'. */
export type Aceptado = {
  state: Scalars['String']['output'];
  msg: Scalars['String']['output'];
  fecha: Maybe<Scalars['String']['output']>;
  codigo: Maybe<Scalars['String']['output']>;
};

/** Derived annulled / reduced state (core-platform §4): state si | no | 'eventos: null'. */
export type EstadoEvento = {
  state: Scalars['String']['output'];
  msg: Scalars['String']['output'];
  fecha: Maybe<Scalars['String']['output']>;
};

/**
 * A red flag the refresh raised on a cession (domain/red-flags/red-flag.ts): regla NOTA_CREDITO_PREVIA | RECLAMO_PREVIO
 * | VENCIDO_AL_CEDER | MONTO_SOBRE_TOTAL | CESION_DUPLICADA | DEUDOR_RECLAMADOR, and why in Spanish.
 */
export type AlertaCesion = {
  regla: Scalars['String']['output'];
  motivo: Scalars['String']['output'];
};

/** An assigned document (aec) as core-platform §3 defines it. */
export type Cesion = {
  id: Scalars['ID']['output'];
  folio: Scalars['Float']['output'];
  tipo: Scalars['Int']['output'];
  idSecuencia: Scalars['Int']['output'];
  emisor: Party;
  deudor: Party;
  cedente: Party;
  cesionario: Party;
  montoDocumento: Scalars['Float']['output'];
  montoCedido: Scalars['Float']['output'];
  /** yyyy-MM-dd */
  fechaEmision: Scalars['String']['output'];
  /** yyyy-MM-dd HH:mm:ss */
  fechaRecepcion: Maybe<Scalars['String']['output']>;
  fechaAceptacionSII: Maybe<Scalars['String']['output']>;
  /** yyyy-MM-dd HH:mm */
  fechaCesion: Scalars['String']['output'];
  /** dd-MM-yyyy */
  fechaVencimiento: Maybe<Scalars['String']['output']>;
  diasDesdeCesion: Scalars['Int']['output'];
  /** empty string means already re-assigned */
  estadoCesion: Scalars['String']['output'];
  /** factorings that load a nómina: 'En nómina' | 'No está en nómina'; null for the others */
  estadoNomina: Maybe<Scalars['String']['output']>;
  /** status the factoring's nómina gives the document (Estado DBThor column), null when not listed */
  estadoDbThor: Maybe<Scalars['String']['output']>;
  /** 1 = the factoring notified the debtor of this cession (acquired) or re-cession (assigned) list, else 0 */
  deudorNotificado: Scalars['Int']['output'];
  /** ISO instant of that notification, null when not notified */
  fechaNotificacionDeudor: Maybe<Scalars['String']['output']>;
  emailsDeudores: Array<Scalars['String']['output']>;
  esCasillaCorreta: Scalars['Int']['output'];
  casillaCesionario: Maybe<Scalars['String']['output']>;
  aec_descargado: Scalars['Int']['output'];
  aceptado: Aceptado;
  anulado: EstadoEvento;
  rebajado: EstadoEvento;
  eventos: Maybe<Array<EventoDte>>;
  /** the last AEC the platform sent for this document, null when none */
  envio: Maybe<EnvioAec>;
  /** red flags stored by the refresh, [] when none */
  alertas: Array<AlertaCesion>;
};

/**
 * A row of an SII answer the refresh could not read: file, 1-based line (TXT) or CESION position (XML), the column
 * (null: the whole row), why, and the document as the row writes it.
 */
export type FilaSiiNoLeida = {
  archivo: Scalars['String']['output'];
  linea: Scalars['Int']['output'];
  campo: Maybe<Scalars['String']['output']>;
  motivo: Scalars['String']['output'];
  /** TIPO_DOC as the row writes it; null when blank or the row could not be split into columns. */
  tipo: Maybe<Scalars['String']['output']>;
  /** FOLIO_DOC as the row writes it; null when blank or the row could not be split into columns. */
  folio: Maybe<Scalars['String']['output']>;
  /**
   * The cedente as the row writes it, 'RZ_CEDENTE (CEDENTE)'; null when blank or the row could not be split into
   * columns.
   */
  cedente: Maybe<Scalars['String']['output']>;
};

/**
 * The unread rows of one cession screen's SII answers in the latest refresh that read the SII (fecha, ISO instant; null
 * when none did).
 */
export type FilasSiiNoLeidas = {
  total: Scalars['Int']['output'];
  filas: Array<FilaSiiNoLeida>;
  fecha: Maybe<Scalars['String']['output']>;
};

/**
 * The factoring's first SII refresh in flight: DTEs built (documentos) out of those its period answers listed (total,
 * null while they are read).
 */
export type PrimeraActualizacion = {
  documentos: Scalars['Int']['output'];
  total: Maybe<Scalars['Int']['output']>;
};

/** One page of cessions; pass nextToken back to read the next page (null when done). */
export type CesionPage = {
  items: Array<Cesion>;
  nextToken: Maybe<Scalars['String']['output']>;
  /** ISO instant of the last successful SII refresh of this factoring, null when none yet */
  ultimaActualizacion: Maybe<Scalars['String']['output']>;
};

/** A factoring the signed-in user may act for. */
export type Empresa = {
  rut: Scalars['String']['output'];
  razonSocial: Scalars['String']['output'];
};

/** A file to download: a short-lived signed URL (5 minutes) and the name to save it under (core-platform §9). */
export type ArchivoDescarga = {
  url: Scalars['String']['output'];
  nombre: Scalars['String']['output'];
};

/** A document named in a bulk request; for tipo 46 rutEmisor is the deudor's RUT (core-platform §3). */
export type DteInput = {
  rutEmisor: Scalars['String']['input'];
  tipoDTE: Scalars['Int']['input'];
  folioDTE: Scalars['Float']['input'];
  idSecuencia?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * One document of a mass cession file or grid (core-platform §3 "Mass-assignment payload"); ruts with or without dots.
 */
export type CesionMasivaFilaInput = {
  rutEmisor: Scalars['String']['input'];
  tipo: Scalars['Int']['input'];
  folio: Scalars['Float']['input'];
  /** yyyy-MM-dd; today plus 30 days when absent (core-platform §5) */
  fechaVencimiento?: InputMaybe<Scalars['String']['input']>;
  rutDeudor?: InputMaybe<Scalars['String']['input']>;
  valorDocto?: InputMaybe<Scalars['Float']['input']>;
};

/** A mass cession (core-platform §7 cesionMasiva): the recessionary the documents go to and the documents. */
export type CesionMasivaInput = {
  rutCesionario: Scalars['String']['input'];
  data: Array<CesionMasivaFilaInput>;
};

/** The state at the SII registry of the last AEC the platform sent for a document. */
export type EnvioAec = {
  /** the SII's TRACKID, null until the upload answered */
  trackId: Maybe<Scalars['String']['output']>;
  /** enviado | aceptado | rechazado */
  estado: Scalars['String']['output'];
  /** the SII's ESTADO_ENVIO (EOK, RSC, RFS, RCR, RDC, RCS, ...) or the upload STATUS, null while none */
  estadoSii: Maybe<Scalars['String']['output']>;
  /** the SII's DESC_ESTADO or the reason the upload failed */
  glosa: Maybe<Scalars['String']['output']>;
  /** 'Enviado al SII' | 'Aceptado' | 'Rechazado: {estadoSii} {glosa}' */
  etiqueta: Scalars['String']['output'];
  /** cesion | devolucion */
  tipoAccion: Scalars['String']['output'];
  /** who the AEC assigns the document to */
  rutCesionario: Scalars['String']['output'];
  /** ISO instant of the upload */
  enviadoEn: Scalars['String']['output'];
};

/** A document of a cession action and its outcome; error is null when its AEC was built, signed and sent. */
export type AecEnvioResultado = {
  rutEmisor: Scalars['String']['output'];
  folio: Scalars['Float']['output'];
  tipo: Scalars['Int']['output'];
  error: Maybe<Scalars['String']['output']>;
  envio: Maybe<EnvioAec>;
};

/** A document and the last AEC the platform sent for it. */
export type EnvioAecDocumento = {
  rutEmisor: Scalars['String']['output'];
  tipo: Scalars['Int']['output'];
  folio: Scalars['Float']['output'];
  envio: EnvioAec;
};

/**
 * Answer of a cession action: statusCode 200 when every document was sent, 400 when some were not (AECsError lists
 * them).
 */
export type CesionMasivaResultado = {
  statusCode: Scalars['Int']['output'];
  AECs: Array<AecEnvioResultado>;
  AECsError: Array<AecEnvioResultado>;
};

/**
 * One document of 'Rechazar Dte': the SII's answer to the debtor's claim (ingresarAceptacionReclamoDoc; codResp 0
 * registered, 5 or 7 already claimed or registered, 8 more than 8 days since reception, 11 already accepted, 14 only
 * the
 * receptor...). codResp is null when no answer came (no certificate, SII unreachable); ok says the document stands
 * claimed.
 */
export type RechazoDteResultado = {
  rutEmisor: Scalars['String']['output'];
  folio: Scalars['Float']['output'];
  tipo: Scalars['Int']['output'];
  codResp: Maybe<Scalars['Int']['output']>;
  descResp: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

/** Feature settings of a factoring (all off unless its record turns them on). */
export type FactoringFeatures = {
  busquedaExtendida: Scalars['Boolean']['output'];
  tipoFechaHabilitado: Scalars['Boolean']['output'];
  exportarExcel: Scalars['Boolean']['output'];
  cartaGuia: Scalars['Boolean']['output'];
  estadoDBThor: Scalars['Boolean']['output'];
  exportacionEnriquecida: Scalars['Boolean']['output'];
  riesgo: Scalars['Boolean']['output'];
  /** 'Reportes' and its 'Informe ARC' view (core-platform §2, §6). */
  reportes: Scalars['Boolean']['output'];
  /** The sidebar's Radar group: the factoring has it, or the caller is whitelisted (core-platform §6). */
  radar: Scalars['Boolean']['output'];
  /** The Herramientas exception of core-platform §6: no webhooks for this factoring. */
  sinWebhooks: Scalars['Boolean']['output'];
};

/** A factoring the user acts for, with its feature settings. */
export type Factoring = {
  rut: Scalars['String']['output'];
  razonSocial: Scalars['String']['output'];
  features: FactoringFeatures;
};

/**
 * The factoring's digital certificate as 'Firma Digital' shows it (core-platform §2, §3 "Digital certificate");
 * never the file or its password. Instants are ISO; the screen shows them dd/MM/yyyy in Chile.
 */
export type CertificadoDigital = {
  /** the signer's name as typed when it was uploaded */
  nombre: Scalars['String']['output'];
  /** the holder's name in the certificate (subject CN) */
  titular: Scalars['String']['output'];
  /** the holder's RUT in the certificate, 'NNNNNNNN-D' */
  rutTitular: Scalars['String']['output'];
  /** the signer's RUT as typed (equal to rutTitular) */
  rutFirmante: Scalars['String']['output'];
  /** the issuing authority */
  emisor: Scalars['String']['output'];
  validoDesde: Scalars['String']['output'];
  validoHasta: Scalars['String']['output'];
  /** serial number, hex */
  serie: Scalars['String']['output'];
  /** calendar days in Chile until the expiry day (0 on it, negative after it) */
  diasParaVencer: Scalars['Int']['output'];
  /** not expired and 30 days or fewer left ('El certificado vence en N días') */
  porVencer: Scalars['Boolean']['output'];
  vencido: Scalars['Boolean']['output'];
  /** when it was uploaded */
  cargadoEn: Scalars['String']['output'];
  /** the supporting files uploaded with it (images or PDF, at most 2; core-platform §2) */
  adjuntos: Array<AdjuntoFirma>;
};

/** A supporting file of the digital certificate, kept with it. */
export type AdjuntoFirma = {
  nombre: Scalars['String']['output'];
  /** size in bytes */
  bytes: Scalars['Int']['output'];
};

/** A supporting file of the digital certificate to upload: its name and its bytes in base64. */
export type AdjuntoFirmaInput = {
  nombre: Scalars['String']['input'];
  contenido: Scalars['String']['input'];
};

/**
 * The SII clave of the factoring's authorized user (portal login for the registry), without the clave itself: whose it
 * is and how its last login went.
 */
export type ClaveSii = {
  /** the user's RUT, 'NNNNNNNN-D' */
  rutUsuario: Scalars['String']['output'];
  /** 'Activo' | 'Error Password' | 'Bloqueada' */
  estado: Scalars['String']['output'];
  /** why the last login failed, null when it succeeded */
  mensaje: Maybe<Scalars['String']['output']>;
  /** ISO instant of the last login with it */
  verificadaEn: Maybe<Scalars['String']['output']>;
  /** ISO instant it was entered */
  registradaEn: Maybe<Scalars['String']['output']>;
};

/**
 * A recessionary (re-cesionario) of a factoring (core-platform §3 "Factoring / recessionary"): a bank or fund it
 * re-assigns documents to; rut 'NNNNNNNN-D'; empresa the factoring's RUT.
 */
export type Recesionario = {
  rut: Scalars['String']['output'];
  razonSocial: Scalars['String']['output'];
  direccion: Scalars['String']['output'];
  email: Scalars['String']['output'];
  empresa: Scalars['String']['output'];
};

/**
 * The recessionary form (core-platform §7 {factoring}); empresa is the factoring's RUT, rut with or without dots.
 * deleteFactoring reads only rut and empresa.
 */
export type RecesionarioInput = {
  rut: Scalars['String']['input'];
  razonSocial?: InputMaybe<Scalars['String']['input']>;
  direccion?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  empresa: Scalars['String']['input'];
};

/** Answer of createFactoring, updateFactoring and deleteFactoring: body 'ok' on success, else the Spanish reason. */
export type RecesionarioResultado = {
  success: Scalars['Boolean']['output'];
  body: Scalars['String']['output'];
};

/**
 * A document named by a debtor notification (core-platform §3 "Notification document"). Only rutEmisor, tipo, folio and
 * idSecuencia are read: the notice takes names, dates and amounts from the factoring's stored cession.
 */
export type NotificacionDocumentoInput = {
  rutDeudor?: InputMaybe<Scalars['String']['input']>;
  rutCesionarioDte?: InputMaybe<Scalars['String']['input']>;
  razonSocialDeudor?: InputMaybe<Scalars['String']['input']>;
  rutCedente?: InputMaybe<Scalars['String']['input']>;
  razonSocialCedente?: InputMaybe<Scalars['String']['input']>;
  razonSocialCesionario?: InputMaybe<Scalars['String']['input']>;
  fechaEmision?: InputMaybe<Scalars['String']['input']>;
  valorDocto?: InputMaybe<Scalars['Float']['input']>;
  fechaVencimiento?: InputMaybe<Scalars['String']['input']>;
  tipo: Scalars['Int']['input'];
  folio: Scalars['Float']['input'];
  rutEmisor: Scalars['String']['input'];
  razonSocialEmisor?: InputMaybe<Scalars['String']['input']>;
  idSecuencia?: InputMaybe<Scalars['Int']['input']>;
};

/** A document a notification refused or could not send, and why. */
export type DocumentoNoNotificado = {
  rutEmisor: Scalars['String']['output'];
  tipo: Scalars['Int']['output'];
  folio: Scalars['Float']['output'];
  motivo: Scalars['String']['output'];
};

/**
 * Answer of notificaCesionoRecesion: success, the Spanish text to show, how many documents were notified, the refused
 * ones.
 */
export type NotificacionResultado = {
  success: Scalars['Boolean']['output'];
  body: Scalars['String']['output'];
  notificados: Scalars['Int']['output'];
  rechazados: Array<DocumentoNoNotificado>;
};

/**
 * A debtor and the e-mails the factoring keeps for it (core-platform §3 "Debtor"): email is the list joined by ', '.
 */
export type Deudor = {
  rut: Scalars['String']['output'];
  email: Scalars['String']['output'];
  emails: Array<Scalars['String']['output']>;
};

/** Answer of updateDeudor: body 'ok' on success, else the Spanish reason. */
export type DeudorResultado = {
  success: Scalars['Boolean']['output'];
  body: Scalars['String']['output'];
};

/**
 * An account of a factoring in 'Cuentas' (core-platform §3 "User account and permissions", "Login info"): its e-mail,
 * empresa (its factoring's RUT), estado (Cognito's UserStatus: FORCE_CHANGE_PASSWORD until the first sign-in),
 * lastLogin
 * (ISO instant, null when never), the number of clients of the factoring it opened, its granted flags by name in this
 * factoring (domain/permissions.ts), and vinculada: true for an account whose home is another factoring, linked to this
 * one.
 */
export type Usuario = {
  username: Scalars['String']['output'];
  email: Scalars['String']['output'];
  empresa: Scalars['String']['output'];
  estado: Scalars['String']['output'];
  lastLogin: Maybe<Scalars['String']['output']>;
  empresasConsultadas: Scalars['Int']['output'];
  permisos: Array<Scalars['String']['output']>;
  vinculada: Scalars['Boolean']['output'];
};

/**
 * core-platform §7 userInput: empresa the factoring's RUT; createUser reads emails and permisos, editUser email and
 * permisos, deleteUser email. permisos lists the granted flags by name; every other flag is off.
 */
export type UserInput = {
  empresa: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  permisos?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** One account of a createUser request: error null when it was created and its invitation sent. */
export type UsuarioCreado = {
  email: Scalars['String']['output'];
  error: Maybe<Scalars['String']['output']>;
};

/**
 * Answer of createUser, editUser and deleteUser: success and body (core-platform §7), and createUser's per-e-mail
 * outcome.
 */
export type UserResultado = {
  success: Scalars['Boolean']['output'];
  body: Scalars['String']['output'];
  creados: Array<UsuarioCreado>;
};

/**
 * One row of the executives CSV (core-platform §3 "Executive-company row"): the executive's e-mail and the client's
 * RUT.
 */
export type EjecutivoEmpresaInput = {
  usernameEjecutivo: Scalars['String']['input'];
  rutEmpresa: Scalars['String']['input'];
};

/**
 * Result of one CSV row (core-platform §3 "CSV result row"): success false for a row that was not kept; body the
 * message.
 */
export type ResultadoCargaEjecutivo = {
  usernameEjecutivo: Scalars['String']['output'];
  rutEmpresa: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  body: Scalars['String']['output'];
};

/**
 * A resource of the Webhooks screen (core-platform §2 "Webhooks", §3 "Webhook"): one per platform event type
 * (idWebhook,
 * e.g. 'cesion.reclamada'), with its description, a sample payload (JSON text, the shape of every delivery) and the
 * factoring's saved URL (null when it has none); rutActor the factoring, email who saved it, actualizadaEn ISO.
 */
export type Webhook = {
  idWebhook: Scalars['String']['output'];
  nombre: Scalars['String']['output'];
  descripcion: Scalars['String']['output'];
  URL: Maybe<Scalars['String']['output']>;
  payload: Scalars['String']['output'];
  tipoActor: Maybe<Scalars['String']['output']>;
  rutActor: Scalars['String']['output'];
  email: Maybe<Scalars['String']['output']>;
  actualizadaEn: Maybe<Scalars['String']['output']>;
};

/**
 * One attempt of a webhook delivery (the card's log): fecha ISO, intento 1-3 (0 a Test), statusCode null when nothing
 * answered.
 */
export type EntregaWebhook = {
  fecha: Scalars['String']['output'];
  intento: Scalars['Int']['output'];
  statusCode: Maybe<Scalars['Int']['output']>;
  error: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  idEntrega: Scalars['String']['output'];
  idEvento: Scalars['String']['output'];
};

/**
 * Answer of the webhook mutations (core-platform §7: success and body); secreto only when a signing secret was just
 * created or rotated, the one time it is ever shown.
 */
export type WebhookResultado = {
  success: Scalars['Boolean']['output'];
  body: Scalars['String']['output'];
  secreto: Maybe<Scalars['String']['output']>;
};

export type Query = {
  /**
   * Acquired cessions (the factoring is the cesionario). Dates yyyy-MM-dd; window at most 31 days, 93 with rut or
   * folio.
   */
  archivosElectronicoDeCesionRecuperados: CesionPage;
  /** Assigned cessions (the factoring is the cedente). */
  archivosElectronicoDeCesionRecuperadosDeCedente: CesionPage;
  /** Owed cessions (the factoring is the deudor). */
  archivosElectronicoDeCesionRecuperadosDeDeudor: CesionPage;
  /** The factorings the signed-in user may act for (header company selector). */
  empresasUsuario: Array<Empresa>;
  /**
   * The accounts of the factoring (those whose home factoring it is and those linked to it), sorted by e-mail. Needs
   * cuentas.
   */
  users: Array<Usuario>;
  /** The factoring with its feature settings. */
  factoring: Factoring;
  /**
   * Signed URL of the stored AEC, byte-identical to the SII's; nombre '{rutEmisor}_{tipo}_{folio}.xml'. Error 'No fue
   * posible descargar XML AEC desde el SII' when none is stored.
   */
  aecFiles: ArchivoDescarga;
  /** Signed URL of the DTE PDF rendered from the stored AEC; nombre '{rutEmisor}_{tipo}_{folio}.pdf'. */
  pdfFile: ArchivoDescarga;
  /** Assignment certificate HTML, or null while not available ('El certificado aun no se encuentra disponible'). */
  getCertificate: Maybe<Scalars['String']['output']>;
  /** Acceptance / rejection certificate HTML from the DTE events, or null while neither accepted nor claimed. */
  getCertificadosAceptacionReclamo: Maybe<Scalars['String']['output']>;
  /** The 'Mvtos' event history HTML of a document. */
  getMovimientos: Scalars['String']['output'];
  /** Bulk assignment certificate HTML; tipoConsulta adquiridas | cedidas; dates yyyy-MM-dd. */
  getCertificateMasivo: Scalars['String']['output'];
  /** Signed URL of the cession list PDF; nombre 'Cesiones_{rutFactoring}.pdf'. */
  cesionesPdf: ArchivoDescarga;
  /**
   * Signed URL of the documents' DTE PDFs merged into one; nombre '{rutEmisor}.pdf' ('DTEs_{rutFactoring}.pdf' for
   * several emisores).
   */
  getPdfs: ArchivoDescarga;
  /**
   * Rows of the SII's answers for one cession screen (lista adquiridas | cedidas | adeudadas) that the latest refresh
   * could not read ('N filas del SII no se pudieron leer').
   */
  filasSiiNoLeidas: FilasSiiNoLeidas;
  /**
   * ISO instant of the factoring's last successful SII refresh (the cession screens' 'Informacion actualizada hace X
   * min' note), null when none yet.
   */
  ultimaActualizacion: Maybe<Scalars['String']['output']>;
  /**
   * How far the factoring's first SII refresh has come ('Primera actualización en curso: n de m documentos'), null when
   * none is in flight.
   */
  primeraActualizacion: Maybe<PrimeraActualizacion>;
  /** The factoring's digital certificate, null when none is stored. Needs firmaDigital. */
  certificadoDigital: Maybe<CertificadoDigital>;
  /** A signed download link of one supporting file of the factoring's certificate, by name. Needs firmaDigital. */
  adjuntoCertificadoDigital: ArchivoDescarga;
  /** The SII clave of the factoring's authorized user, null when none is stored. Needs firmaDigital. */
  claveSiiFactoring: Maybe<ClaveSii>;
  /**
   * The factoring's AEC envíos, newest first (the cession actions' progress and rejections). Needs cesionMasiva or
   * devolverCesion.
   */
  enviosAec: Array<EnvioAecDocumento>;
  /** The factoring's recessionaries ('Re-Cesionarios'), sorted by razón social. Needs cesionMasiva. */
  getFactorings: Array<Recesionario>;
  /**
   * The recessionaries a mass cession may assign to (complete for an AEC's Cesionario), sorted by razón social. Needs
   * cesionMasiva.
   */
  factoringsToGive: Array<Recesionario>;
  /** Prior consultation of the single form's documents at the SII (core-platform §2, §4, §7). Needs consultaPrevia. */
  consultaPrevia: Array<ConsultaPreviaDte>;
  /** The e-mails the factoring keeps for a debtor (empty when none). Needs notificaciones. */
  deudor: Deudor;
  /** The factoring's webhooks: every resource with its saved URL (core-platform §7). Needs herramientas. */
  webhooks: Array<Webhook>;
  /** The same list under the spec's second name (core-platform §7). */
  getWebhooks: Array<Webhook>;
  /** The latest delivery attempts of one webhook, newest first (at most 50). Needs herramientas. */
  entregasWebhook: Array<EntregaWebhook>;
  /**
   * The caller's alert channels per alert type for the factoring (saved, or the defaults), and whether their flags
   * allow each type.
   */
  preferenciasAlertas: Array<PreferenciaAlerta>;
  /** The caller's in-app alerts for the factoring (the bell), newest first, at most 50, and how many are unread. */
  alertasUsuario: AlertasUsuario;
  /** The factoring's held portfolio ('Cartera') from the aggregates the refresh keeps. Needs cesionesAdquiridas. */
  cartera: Cartera;
  /**
   * The acquired documents of the months mesDesde to mesHasta ('yyyy-MM', a report's period), by month of fechaCesion,
   * cedente and debtor, counted as the report's figures read them at the request's instant, from the cells the refresh
   * keeps ('Reportes'). Needs reportes and cesionesAdquiridas, and the factoring's 'Reportes' feature.
   */
  reporteAdquiridas: ReporteAdquiridas;
  /**
   * The factoring's KPI radar configuration, its named configurations and history ('Configuración Radar'). Needs
   * radarClientes.
   */
  configuracionRadar: ConfiguracionRadar;
  /**
   * The held documents of one debtor or cedente of 'Cartera', optionally of one tramo, estado of the mix or only those
   * with red flags, largest montoCedido first, a page of limite (default 100, at most 1000) at a time; pass nextToken
   * back
   * for the next page. Needs cesionesAdquiridas.
   */
  carteraDocumentos: CarteraDocumentos;
};

export type QueryArchivosElectronicoDeCesionRecuperadosArgs = {
  fechaInicio: Scalars['String']['input'];
  fechaTermino: Scalars['String']['input'];
  rut?: InputMaybe<Scalars['String']['input']>;
  folio?: InputMaybe<Scalars['Float']['input']>;
  rutFactoring: Scalars['String']['input'];
  tipoFiltro?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryArchivosElectronicoDeCesionRecuperadosDeCedenteArgs = {
  fechaInicio: Scalars['String']['input'];
  fechaTermino: Scalars['String']['input'];
  rut?: InputMaybe<Scalars['String']['input']>;
  folio?: InputMaybe<Scalars['Float']['input']>;
  rutFactoring: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryArchivosElectronicoDeCesionRecuperadosDeDeudorArgs = {
  fechaInicio: Scalars['String']['input'];
  fechaTermino: Scalars['String']['input'];
  rut?: InputMaybe<Scalars['String']['input']>;
  folio?: InputMaybe<Scalars['Float']['input']>;
  rutFactoring: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryUsersArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryFactoringArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryAecFilesArgs = {
  rutEmisor: Scalars['String']['input'];
  tipo: Scalars['Int']['input'];
  folio: Scalars['Float']['input'];
  idSecuencia?: InputMaybe<Scalars['Int']['input']>;
  rutFactoring: Scalars['String']['input'];
};

export type QueryPdfFileArgs = {
  rutEmisor: Scalars['String']['input'];
  tipo: Scalars['Int']['input'];
  folio: Scalars['Float']['input'];
  idSecuencia?: InputMaybe<Scalars['Int']['input']>;
  rutFactoring: Scalars['String']['input'];
};

export type QueryGetCertificateArgs = {
  rutEmisor: Scalars['String']['input'];
  tipo: Scalars['Int']['input'];
  folio: Scalars['Float']['input'];
  idSecuencia?: InputMaybe<Scalars['Int']['input']>;
  rutFactoring: Scalars['String']['input'];
};

export type QueryGetCertificadosAceptacionReclamoArgs = {
  rutEmisor: Scalars['String']['input'];
  tipo: Scalars['Int']['input'];
  folio: Scalars['Float']['input'];
  rutFactoring: Scalars['String']['input'];
};

export type QueryGetMovimientosArgs = {
  folio: Scalars['Float']['input'];
  rutEmisor: Scalars['String']['input'];
  tipoDocumento: Scalars['Int']['input'];
  rutFactoring: Scalars['String']['input'];
  rznEmisor?: InputMaybe<Scalars['String']['input']>;
};

export type QueryGetCertificateMasivoArgs = {
  rutEmpresa: Scalars['String']['input'];
  tipoConsulta: Scalars['String']['input'];
  fechaCesionDesde: Scalars['String']['input'];
  fechaCesionHasta: Scalars['String']['input'];
  dtes: Array<DteInput>;
};

export type QueryCesionesPdfArgs = {
  rutFactoring: Scalars['String']['input'];
  dtes: Array<DteInput>;
};

export type QueryGetPdfsArgs = {
  rutFactoring: Scalars['String']['input'];
  dtes: Array<DteInput>;
};

export type QueryFilasSiiNoLeidasArgs = {
  rutFactoring: Scalars['String']['input'];
  lista: Scalars['String']['input'];
};

export type QueryUltimaActualizacionArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryPrimeraActualizacionArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryCertificadoDigitalArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryAdjuntoCertificadoDigitalArgs = {
  rutFactoring: Scalars['String']['input'];
  nombre: Scalars['String']['input'];
};

export type QueryClaveSiiFactoringArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryEnviosAecArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryGetFactoringsArgs = {
  rutEmpresa: Scalars['String']['input'];
};

export type QueryFactoringsToGiveArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryConsultaPreviaArgs = {
  inputDTE: ConsultaPreviaInput;
  rutFactoring: Scalars['String']['input'];
};

export type QueryDeudorArgs = {
  rutDeudor: Scalars['String']['input'];
  rutFactoring: Scalars['String']['input'];
};

export type QueryWebhooksArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryGetWebhooksArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryEntregasWebhookArgs = {
  rutFactoring: Scalars['String']['input'];
  idWebhook: Scalars['String']['input'];
};

export type QueryPreferenciasAlertasArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryAlertasUsuarioArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryCarteraArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryReporteAdquiridasArgs = {
  rutFactoring: Scalars['String']['input'];
  mesDesde: Scalars['String']['input'];
  mesHasta: Scalars['String']['input'];
};

export type QueryConfiguracionRadarArgs = {
  rutFactoring: Scalars['String']['input'];
};

export type QueryCarteraDocumentosArgs = {
  rutFactoring: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
  rut: Scalars['String']['input'];
  tramo?: InputMaybe<Scalars['String']['input']>;
  estado?: InputMaybe<Scalars['String']['input']>;
  conAlertas?: InputMaybe<Scalars['Boolean']['input']>;
  limite?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The single prior-consultation form: emisor rut, tipo 33 | 34 | 46, folios 'a,b,c-d' (at most 10; core-platform §5).
 */
export type ConsultaPreviaInput = {
  rut: Scalars['String']['input'];
  tipo?: InputMaybe<Scalars['Int']['input']>;
  rango: Scalars['String']['input'];
};

/**
 * One document's prior consultation (core-platform §3 "Prior-consultation result", §4): cedido null when the registry
 * could not be read; estado 'Cedido' | 'No Cedido' | 'No fue posible conectarse con el SII' | 'No fue posible obtener
 * estado'; glosaCedibleParaMonitor gives the row class; tenedor the current holder's RUT when the registry names it;
 * financiable 'Sí' | 'Con reparos' | 'Sin información (SII no respondió)' | 'No' with its reasons, heaviest first.
 */
export type ConsultaPreviaDte = {
  rutEmisor: Scalars['String']['output'];
  folioDTE: Scalars['Float']['output'];
  tipoDTE: Scalars['Int']['output'];
  cedido: Maybe<Scalars['Boolean']['output']>;
  glosaCedibleParaMonitor: Scalars['String']['output'];
  glosaCedible: Maybe<Scalars['String']['output']>;
  estado: Scalars['String']['output'];
  glosaEstado: Maybe<Scalars['String']['output']>;
  tenedor: Maybe<Scalars['String']['output']>;
  financiable: Scalars['String']['output'];
  motivos: Array<Scalars['String']['output']>;
};

/** A payroll (nómina) row of the factoring's back office (core-platform §3 "Nomina row"); ruts with or without dots. */
export type NominaRowInput = {
  rutClient: Scalars['String']['input'];
  rutDebtor: Scalars['String']['input'];
  folio: Scalars['Float']['input'];
  estado: Scalars['String']['input'];
};

/** The payroll upload (core-platform §7 createNomina {Nominas: {data, empresa}}); empresa is the factoring's RUT. */
export type NominasInput = {
  data: Array<NominaRowInput>;
  empresa: Scalars['String']['input'];
};

/** Answer of createNomina: body 'Nómina cargada con éxito!' and the number of rows stored. */
export type NominaResultado = {
  success: Scalars['Boolean']['output'];
  body: Scalars['String']['output'];
  filas: Scalars['Int']['output'];
};

export type Mutation = {
  /**
   * Stores the factoring's payroll (upsert by client, deudor and folio). Only for factorings whose record enables it.
   * Needs cesionesAdquiridas.
   */
  createNomina: NominaResultado;
  /**
   * Stores the factoring's digital certificate (core-platform §7 insertCertificadoDigital; rutEmpresa the factoring,
   * certificado the .pfx/.p12 file in base64, clave its password, nombre and rutFirmante the signer) after checking it
   * opens, holds a private key, is valid today and was issued to rutFirmante; replaces any previous one. Needs
   * firmaDigital. adjuntos: up to 2 supporting images or PDFs (5 MB each), stored beside it in the documents bucket.
   */
  insertCertificadoDigital: CertificadoDigital;
  /** Deletes the factoring's digital certificate; false when there was none. Needs firmaDigital. */
  deleteCertificadoDigital: Scalars['Boolean']['output'];
  /**
   * Stores the SII clave of the factoring's authorized user after a real login with it (a wrong clave is not stored and
   * its SII message is the error). Needs firmaDigital.
   */
  guardarClaveSiiFactoring: ClaveSii;
  /**
   * Builds, signs with the factoring's certificate and sends to the SII one AEC per document, assigning each to
   * rutCesionario (a recessionary of the factoring). Needs cesionMasiva.
   */
  cesionMasiva: CesionMasivaResultado;
  /** The same action under the spec's second name (core-platform §7). */
  sendCesionMasiva: CesionMasivaResultado;
  /**
   * The same action from the grid ('Desde grilla', /cesion-masiva-grilla). Needs cesionMasiva and cederPorGrilla
   * (core-platform §6).
   */
  cesionMasivaGrilla: CesionMasivaResultado;
  /**
   * Returns the documents to their emisor (devolución) with one signed AEC each; refused for re-assigned documents
   * ('Uno o mas de lo dtes seleccionado ya se encuentra recedido'). Needs devolverCesion.
   */
  devolverCesiones: CesionMasivaResultado;
  /**
   * 'Rechazar Dte' of the owed screen: the debtor company rutFactoring (the receptor) claims at the SII each document
   * it
   * owes (role deudor in its cessions) with accion RCD (content), RFP (partial shortage) or RFT (total shortage), so
   * the
   * factoring holding it sees the claim. One result per document, in order. Needs cesionesAdeudadas.
   */
  rechazarDte: Array<RechazoDteResultado>;
  /**
   * Adds a recessionary to the factoring (core-platform §5 rules; a RUT it already has is refused). Needs cesionMasiva.
   */
  createFactoring: RecesionarioResultado;
  /** Edits a recessionary's razón social, dirección and e-mail (the RUT is the key). Needs cesionMasiva. */
  updateFactoring: RecesionarioResultado;
  /** Deletes a recessionary of the factoring. Needs cesionMasiva. */
  deleteFactoring: RecesionarioResultado;
  /**
   * Notifies debtors by e-mail of the cession (tipo 'cesion': documents the factoring acquired) or re-cession
   * ('recesion':
   * documents it re-ceded) of the documents: one e-mail per debtor with its documents and their AECs attached; the
   * documents are then marked deudorNotificado and the e-mails remembered for each debtor. empresa is the factoring's
   * RUT.
   * A retry sends nothing and gets the first answer: the same idempotencyKey (kept 24 h; the web sends one per
   * Notificar)
   * or, without one, the same arguments from the same user within 10 minutes. Needs notificaciones.
   */
  notificaCesionoRecesion: NotificacionResultado;
  /**
   * Replaces the e-mails the factoring keeps for a debtor (email: addresses separated by commas or semicolons). Needs
   * notificaciones.
   */
  updateDeudor: DeudorResultado;
  /**
   * Creates one account per e-mail for the factoring with the permisos (editor rules of core-platform §4 applied) and
   * e-mails each its invitation with a temporary password. Needs cuentas; granting a flag the caller lacks is refused.
   */
  createUser: UserResultado;
  /**
   * Sets an account's permisos (editor rules applied). Needs cuentas; granting or removing a flag the caller lacks is
   * refused.
   */
  editUser: UserResultado;
  /** Deletes an account whose home is the factoring (never the caller's own). Needs cuentas. */
  deleteUser: UserResultado;
  /**
   * Unlinks an account from the factoring (its flags here are removed and it is signed out everywhere) without deleting
   * it from the other factorings it belongs to; refused for the caller's own and for an account of no other factoring.
   * Needs cuentas.
   */
  unlinkUser: UserResultado;
  /**
   * Sets a temporary password (12 characters with a digit) on an account whose home is the factoring; the user must
   * change it at the next sign-in and its sessions end. Needs cuentas; refused for one's own account, an
   * administrator's,
   * an account holding a flag the caller lacks and one that belongs to another factoring too.
   */
  editPassUser: UserResultado;
  /** Assigns executives to clients from the CSV rows; bad rows are reported and change nothing. Needs cuentas. */
  insertarArrayEjecutivoEmpresa: Array<ResultadoCargaEjecutivo>;
  /**
   * Saves the factoring's URL for a webhook (https to a public address on AWS); an empty URL removes it. Needs
   * herramientas.
   */
  subscribeNotification: WebhookResultado;
  /**
   * The same action under the spec's second name (core-platform §7 saveSubscriptor {idWebhook, urlWebhooks,
   * rutFactoring, tipoActor}).
   */
  saveSubscriptor: WebhookResultado;
  /**
   * POSTs the payload (the webhook's sample when empty) to the URL once; body 'Test realizado exitosamente' on a 2xx,
   * else the receiver's answer. Needs herramientas.
   */
  testWebhooks: WebhookResultado;
  /**
   * The same action under the spec's second name (core-platform §7 TestSubscriptor {urlaEnviar, payload,
   * rutFactoring}).
   */
  TestSubscriptor: WebhookResultado;
  /** Replaces a saved webhook's signing secret; the new one is returned once. Needs herramientas. */
  rotarSecretoWebhook: WebhookResultado;
  /**
   * Saves the caller's alert channels for the factoring; a type their flags do not allow is refused ('No tiene permiso
   * para las alertas de ...').
   */
  updatePreferenciasAlertas: Array<PreferenciaAlerta>;
  /**
   * Marks the caller's alerts of the factoring read: those of ids, or all when ids is null. Answers the bell's new
   * state.
   */
  marcarAlertasLeidas: AlertasUsuario;
  /** Saves the factoring's concentration limits of 'Cartera' and returns them. Needs cuentas. */
  guardarLimitesCartera: LimitesCartera;
  /**
   * Saves a KPI radar configuration of the factoring (client-radar §4): under nombre (a named configuration, not one of
   * the built-in templates) and/or, with activar, as the one its radar follows; autoguardado marks the editor's
   * auto-save.
   * Refused with 'Invalid configuration: ...' (client-radar §5). Needs radarClientes.
   */
  guardarConfiguracionRadar: ConfiguracionRadar;
  /** Deletes a named KPI radar configuration of the factoring. Needs radarClientes. */
  eliminarConfiguracionRadar: ConfiguracionRadar;
};

export type MutationCreateNominaArgs = {
  Nominas: NominasInput;
};

export type MutationInsertCertificadoDigitalArgs = {
  rutEmpresa: Scalars['String']['input'];
  rutFirmante: Scalars['String']['input'];
  certificado: Scalars['String']['input'];
  clave: Scalars['String']['input'];
  nombre: Scalars['String']['input'];
  adjuntos?: InputMaybe<Array<AdjuntoFirmaInput>>;
};

export type MutationDeleteCertificadoDigitalArgs = {
  rutEmpresa: Scalars['String']['input'];
};

export type MutationGuardarClaveSiiFactoringArgs = {
  rutFactoring: Scalars['String']['input'];
  rutUsuario: Scalars['String']['input'];
  clave: Scalars['String']['input'];
};

export type MutationCesionMasivaArgs = {
  cesionMasivaData: CesionMasivaInput;
  rutFactoring: Scalars['String']['input'];
};

export type MutationSendCesionMasivaArgs = {
  cesionMasivaData: CesionMasivaInput;
  rutFactoring: Scalars['String']['input'];
};

export type MutationCesionMasivaGrillaArgs = {
  cesionMasivaData: CesionMasivaInput;
  rutFactoring: Scalars['String']['input'];
};

export type MutationDevolverCesionesArgs = {
  rutFactoring: Scalars['String']['input'];
  dtes: Array<DteInput>;
};

export type MutationRechazarDteArgs = {
  rutFactoring: Scalars['String']['input'];
  dtes: Array<DteInput>;
  accion: Scalars['String']['input'];
};

export type MutationCreateFactoringArgs = {
  factoring: RecesionarioInput;
};

export type MutationUpdateFactoringArgs = {
  factoring: RecesionarioInput;
};

export type MutationDeleteFactoringArgs = {
  factoring: RecesionarioInput;
};

export type MutationNotificaCesionoRecesionArgs = {
  emails: Array<Scalars['String']['input']>;
  documentos: Array<NotificacionDocumentoInput>;
  tipo: Scalars['String']['input'];
  empresa: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateDeudorArgs = {
  rut: Scalars['String']['input'];
  email: Scalars['String']['input'];
  rutFactoring: Scalars['String']['input'];
};

export type MutationCreateUserArgs = {
  userInput: UserInput;
};

export type MutationEditUserArgs = {
  userInput: UserInput;
};

export type MutationDeleteUserArgs = {
  userInput: UserInput;
};

export type MutationUnlinkUserArgs = {
  userInput: UserInput;
};

export type MutationEditPassUserArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  rutFactoring: Scalars['String']['input'];
};

export type MutationInsertarArrayEjecutivoEmpresaArgs = {
  rows: Array<EjecutivoEmpresaInput>;
  rutFactoring: Scalars['String']['input'];
};

export type MutationSubscribeNotificationArgs = {
  idWebhook: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  URL: Scalars['String']['input'];
  rutFactoring: Scalars['String']['input'];
  tipoActor?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSaveSubscriptorArgs = {
  idWebhook: Scalars['String']['input'];
  urlWebhooks: Scalars['String']['input'];
  rutFactoring: Scalars['String']['input'];
  tipoActor?: InputMaybe<Scalars['String']['input']>;
};

export type MutationTestWebhooksArgs = {
  URL: Scalars['String']['input'];
  payload?: InputMaybe<Scalars['String']['input']>;
  rutFactoring: Scalars['String']['input'];
  idWebhook?: InputMaybe<Scalars['String']['input']>;
};

export type MutationTestSubscriptorArgs = {
  urlaEnviar: Scalars['String']['input'];
  payload?: InputMaybe<Scalars['String']['input']>;
  rutFactoring: Scalars['String']['input'];
  idWebhook?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRotarSecretoWebhookArgs = {
  rutFactoring: Scalars['String']['input'];
  idWebhook: Scalars['String']['input'];
};

export type MutationUpdatePreferenciasAlertasArgs = {
  rutFactoring: Scalars['String']['input'];
  preferencias: Array<PreferenciaAlertaInput>;
};

export type MutationMarcarAlertasLeidasArgs = {
  rutFactoring: Scalars['String']['input'];
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MutationGuardarLimitesCarteraArgs = {
  rutFactoring: Scalars['String']['input'];
  limites: LimitesCarteraInput;
};

export type MutationGuardarConfiguracionRadarArgs = {
  rutFactoring: Scalars['String']['input'];
  kpis: Array<KpiRadarInput>;
  nombre?: InputMaybe<Scalars['String']['input']>;
  descripcion?: InputMaybe<Scalars['String']['input']>;
  activar: Scalars['Boolean']['input'];
  autoguardado?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationEliminarConfiguracionRadarArgs = {
  rutFactoring: Scalars['String']['input'];
  nombre: Scalars['String']['input'];
};

/**
 * One KPI of a radar configuration (client-radar §3 'KPI radar config item'): its id (domain/kpis/kpi-ids.ts), whether
 * its card shows, its thresholds bad and regular, and its orden 'good-first' (Menor es Mejor) or 'bad-first' (Mayor es
 * Mejor).
 */
export type KpiRadar = {
  kpi: Scalars['String']['output'];
  activo: Scalars['Boolean']['output'];
  bad: Scalars['Float']['output'];
  regular: Scalars['Float']['output'];
  orden: Scalars['String']['output'];
};

export type KpiRadarInput = {
  kpi: Scalars['String']['input'];
  activo: Scalars['Boolean']['input'];
  bad: Scalars['Float']['input'];
  regular: Scalars['Float']['input'];
  orden: Scalars['String']['input'];
};

/**
 * A named KPI radar configuration of the factoring (client-radar §3): guardadaEn ISO instant; autoguardada when the
 * auto-save wrote it last.
 */
export type ConfiguracionRadarNombrada = {
  nombre: Scalars['String']['output'];
  descripcion: Scalars['String']['output'];
  guardadaEn: Scalars['String']['output'];
  autoguardada: Scalars['Boolean']['output'];
  kpis: Array<KpiRadar>;
};

/**
 * One entry of 'Historial de cambios': en ISO instant, usuario the e-mail, accion guardar | autoguardar | eliminar,
 * nombre (null for an unnamed save), activada when it became the radar's configuration.
 */
export type CambioConfiguracionRadar = {
  en: Scalars['String']['output'];
  usuario: Scalars['String']['output'];
  accion: Scalars['String']['output'];
  nombre: Maybe<Scalars['String']['output']>;
  activada: Scalars['Boolean']['output'];
};

/**
 * The factoring's KPI radar configuration: kpis the one its radar follows (until one is saved, the defaults of
 * client-radar §9
 * with nombre, guardadaEn and guardadaPor null), its named configurations and the latest 50 changes, newest first.
 */
export type ConfiguracionRadar = {
  kpis: Array<KpiRadar>;
  nombre: Maybe<Scalars['String']['output']>;
  guardadaEn: Maybe<Scalars['String']['output']>;
  guardadaPor: Maybe<Scalars['String']['output']>;
  guardadas: Array<ConfiguracionRadarNombrada>;
  historial: Array<CambioConfiguracionRadar>;
};

/**
 * One alert type of the caller's alert preferences: tipo 'cesion.reclamada' | 'cesion.anulada' |
 * 'cesion.rebajada' | 'cesion.plazo-aceptacion' | 'cesion.cedida-otro', its Spanish label, whether the caller's flags
 * allow it (permitido; the
 * channels of a type not allowed are all false), and the channels: email at once, app (toast and bell), resumen (daily
 * digest).
 */
export type PreferenciaAlerta = {
  tipo: Scalars['String']['output'];
  etiqueta: Scalars['String']['output'];
  permitido: Scalars['Boolean']['output'];
  email: Scalars['Boolean']['output'];
  app: Scalars['Boolean']['output'];
  resumen: Scalars['Boolean']['output'];
};

/** The channels chosen for one alert type. */
export type PreferenciaAlertaInput = {
  tipo: Scalars['String']['input'];
  email: Scalars['Boolean']['input'];
  app: Scalars['Boolean']['input'];
  resumen: Scalars['Boolean']['input'];
};

/**
 * An alert of the caller: fecha when it happened and creadaEn when it was stored (ISO instants); id is what
 * marcarAlertasLeidas takes.
 */
export type Alerta = {
  id: Scalars['ID']['output'];
  tipo: Scalars['String']['output'];
  titulo: Scalars['String']['output'];
  detalle: Scalars['String']['output'];
  fecha: Scalars['String']['output'];
  creadaEn: Scalars['String']['output'];
  leida: Scalars['Boolean']['output'];
  /**
   * the document's emisor, deudor, cedente and cesionario (the title names the emisor); a judicial alert's client or
   * debtor
   */
  partes: Array<Party>;
  /**
   * the document the alert is about: its emisor's RUT 'NNNNNNNN-D', SII document type and folio (null for a judicial
   * alert)
   */
  rutEmisor: Maybe<Scalars['String']['output']>;
  tipoDTE: Maybe<Scalars['Int']['output']>;
  folio: Maybe<Scalars['Float']['output']>;
  /**
   * tipo 'judicial.causa-nueva': the court case of a RUT of the factoring's Cartera its last sweep found new (else
   * null)
   */
  causa: Maybe<CausaJudicial>;
};

/**
 * A court case of a client or debtor (rut 'NNNNNNNN-D', its name in the Cartera); fechaIngreso 'yyyy-MM-dd' or null.
 */
export type CausaJudicial = {
  rut: Scalars['String']['output'];
  razonSocial: Scalars['String']['output'];
  rol: Scalars['String']['output'];
  tribunal: Scalars['String']['output'];
  caratulado: Scalars['String']['output'];
  fechaIngreso: Maybe<Scalars['String']['output']>;
};

/** The bell: the caller's latest in-app alerts of a factoring and the unread count of all of them. */
export type AlertasUsuario = {
  noLeidas: Scalars['Int']['output'];
  alertas: Array<Alerta>;
};

/** The cells of 'Reportes' for a period: construidaEn null until the factoring's first refresh that builds them. */
export type ReporteAdquiridas = {
  generadaEn: Scalars['String']['output'];
  construidaEn: Maybe<Scalars['String']['output']>;
  grupos: Array<ReporteGrupo>;
};

/** One month 'yyyy-MM', cedente and debtor of the acquired documents; devueltos: returned to the emisor. */
export type ReporteGrupo = {
  mes: Scalars['String']['output'];
  cedente: Party;
  deudor: Party;
  devueltos: Scalars['Int']['output'];
  celdas: Array<ReporteCelda>;
};

/**
 * Documents of a group alike at the request's instant: estado V counts toward totals, R re-ceded, O other; aceptacion
 * aceptado | pendiente | reclamado | sinInformacion; tramo the aging tramo of an open document, else null; montoCedido
 * CLP of the documents that count toward totals.
 */
export type ReporteCelda = {
  estado: Scalars['String']['output'];
  aceptacion: Scalars['String']['output'];
  anulado: Scalars['Boolean']['output'];
  rebajado: Scalars['Boolean']['output'];
  tramo: Maybe<Scalars['String']['output']>;
  documentos: Scalars['Int']['output'];
  montoCedido: Scalars['Float']['output'];
};

/** 'Cartera': the held portfolio at generadaEn (ISO), with shares as fractions of total.monto (CLP, montoCedido). */
export type Cartera = {
  generadaEn: Scalars['String']['output'];
  /** When the refresh first built the aggregates (ISO); null until the factoring's first refresh with 'Cartera'. */
  construidaEn: Maybe<Scalars['String']['output']>;
  total: CarteraTotal;
  deudores: Array<CarteraParte>;
  cedentes: Array<CarteraParte>;
  /**
   * Tramos porVencer0a30 | porVencer31a60 | porVencerMas60 | vencido1a30 | vencido31a60 | vencidoMas60 |
   * sinVencimiento.
   */
  vencimientos: Array<CarteraTramo>;
  /** Estados aceptado | pendiente | reclamado | sinInformacion. */
  aceptacion: Array<CarteraAceptacion>;
  /** The pending documents by days left of the 8-day window (null: no reception date). */
  pendientes: Array<CarteraPendientes>;
  limites: LimitesCartera;
  /** Whether the caller may change the limits (cuentas). */
  puedeEditarLimites: Scalars['Boolean']['output'];
};

export type CarteraTotal = {
  documentos: Scalars['Int']['output'];
  monto: Scalars['Float']['output'];
  documentosConAlertas: Scalars['Int']['output'];
};

/**
 * A debtor or cedente of 'Cartera' (tipo deudor | cedente) with its rank, share and the limits it exceeds (excesos,
 * empty when none).
 */
export type CarteraParte = {
  tipo: Scalars['String']['output'];
  rut: Scalars['String']['output'];
  razonSocial: Scalars['String']['output'];
  ranking: Scalars['Int']['output'];
  documentos: Scalars['Int']['output'];
  monto: Scalars['Float']['output'];
  participacion: Scalars['Float']['output'];
  documentosConAlertas: Scalars['Int']['output'];
  alertas: Array<CarteraAlertas>;
  participacionMaxima: Maybe<Scalars['Float']['output']>;
  montoMaximo: Maybe<Scalars['Float']['output']>;
  excesos: Array<Scalars['String']['output']>;
  /** Court cases the party's last judicial sweep found new (the red flag 'Causa judicial nueva'); empty when none. */
  causasJudicialesNuevas: Array<CausaJudicial>;
};

/** How many held documents of a party raise one red-flag rule. */
export type CarteraAlertas = {
  regla: Scalars['String']['output'];
  documentos: Scalars['Int']['output'];
};

export type CarteraTramo = {
  tramo: Scalars['String']['output'];
  etiqueta: Scalars['String']['output'];
  documentos: Scalars['Int']['output'];
  monto: Scalars['Float']['output'];
};

export type CarteraAceptacion = {
  estado: Scalars['String']['output'];
  etiqueta: Scalars['String']['output'];
  documentos: Scalars['Int']['output'];
  monto: Scalars['Float']['output'];
};

export type CarteraPendientes = {
  diasRestantes: Maybe<Scalars['Int']['output']>;
  documentos: Scalars['Int']['output'];
  monto: Scalars['Float']['output'];
};

/**
 * Concentration limits: the largest share (fraction, 0.25 = 25 %) of any debtor or cedente, and CLP ceilings per RUT.
 */
export type LimitesCartera = {
  deudorParticipacionMaxima: Maybe<Scalars['Float']['output']>;
  cedenteParticipacionMaxima: Maybe<Scalars['Float']['output']>;
  porRut: Array<LimiteCarteraRut>;
};

export type LimiteCarteraRut = {
  tipo: Scalars['String']['output'];
  rut: Scalars['String']['output'];
  montoMaximo: Scalars['Float']['output'];
};

export type LimitesCarteraInput = {
  deudorParticipacionMaxima?: InputMaybe<Scalars['Float']['input']>;
  cedenteParticipacionMaxima?: InputMaybe<Scalars['Float']['input']>;
  porRut: Array<LimiteCarteraRutInput>;
};

export type LimiteCarteraRutInput = {
  tipo: Scalars['String']['input'];
  rut: Scalars['String']['input'];
  montoMaximo: Scalars['Float']['input'];
};

/**
 * One page of a drill-down of 'Cartera'; total counts the whole filtered list (from the aggregate); nextToken null on
 * the last page.
 */
export type CarteraDocumentos = {
  documentos: Array<CarteraDocumento>;
  total: CarteraDocumentosTotal;
  nextToken: Maybe<Scalars['String']['output']>;
};

/** Documents and CLP (montoCedido) of a whole drill-down. */
export type CarteraDocumentosTotal = {
  documentos: Scalars['Int']['output'];
  monto: Scalars['Float']['output'];
};

/** A held document behind a figure of 'Cartera', with its tramo, estado and days left at the moment asked. */
export type CarteraDocumento = {
  tipoDTE: Scalars['Int']['output'];
  folio: Scalars['Float']['output'];
  emisor: Party;
  deudor: Party;
  cedente: Party;
  montoCedido: Scalars['Float']['output'];
  montoDocumento: Scalars['Float']['output'];
  fechaEmision: Scalars['String']['output'];
  fechaCesion: Scalars['String']['output'];
  fechaVencimiento: Maybe<Scalars['String']['output']>;
  tramo: Scalars['String']['output'];
  estado: Scalars['String']['output'];
  diasRestantes: Maybe<Scalars['Int']['output']>;
  alertas: Array<AlertaCesion>;
};

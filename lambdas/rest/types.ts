import type { SqlJsStatic } from 'sql.js';
import type { IdempotencyRepository } from '../store/idempotency-repository';
import type { ConfirmTotpDeps } from '../services/two-factor/confirm-totp';
import type { LoginLimitDeps } from '../services/credentials/limited-login-check';
import type { AccountOperations } from '../services/accounts/account-service';
import type { CompanyFiles } from '../store/company-files/company-files-port';
import type { ClientDbObjects } from '../store/client-db/client-db-objects';
import type { RefreshRunRepository } from '../store/refresh-run-repository';
import type { ConsultaPreviaService } from '../services/consulta-previa/consulta-previa-service';
import type { JobQueue } from '../services/jobs/job-messages';
import type { NotificarDeps } from '../services/notificaciones/notificar-deudores';
import type { Identity, IdentityDeps } from '../access/identity';
import type { SiiLoginCheck } from '../sii/login-check';
import type { CessionRepository } from '../store/cession-repository';
import type { ConsultaMasivaRepository } from '../store/consulta-masiva-repository';
import type { AlertRepository } from '../store/alert-repository';
import type { CredentialRepository } from '../store/credential-repository';
import type { DocumentStore } from '../store/document-store';
import type { FactoringRepository } from '../store/factoring-repository';
import type { NominaRepository } from '../store/nomina-repository';
import type { AnnouncementRepository } from '../store/announcement-repository';
import type { ExecutiveRepository } from '../store/executive-repository';
import type { CarteraRepository } from '../store/cartera-repository';
import type { InvoiceChangeRepository } from '../store/invoice-change-repository';
import type { TgrStatements } from '../services/company-files/tgr-statements';
import type { UserDirectory } from '../access/user-directory';
import type { JudicialRadarDeps } from '../services/judicial/judicial-radar';
import type { EraseJudicialRecordsDeps } from '../services/judicial/erase-judicial-records';
import type { ForgetJudicialRutDeps } from '../services/judicial/forget-judicial-rut';
import type { AssistantEngineFor } from '../services/assistant/engine-choice';
import type { UserActivityRepository } from '../store/user-activity-repository';
import type { MonthlyReportRepository } from '../store/monthly-report-repository';
import type { ClientNames } from '../services/accounts/client-names';

/** Everything the REST routes use, injected by the Lambda handler or the local host. */
export interface RestDeps extends IdentityDeps {
  cessions: Pick<CessionRepository, 'query' | 'findDocument'>;
  /** The factoring's client list, naming the emisores the SII's period answer leaves unnamed. */
  clientNames: ClientNames;
  /** Factoring records (feature settings). */
  factorings: Pick<FactoringRepository, 'get' | 'list'>;
  /** The payroll each factoring loads, read only: estadoNomina / Estado DBThor of the extended acquired search. */
  nominas: Pick<NominaRepository, 'listForFactoring'>;
  /** The documents bucket: stored AECs, generated zips, signed download URLs. */
  documents: Pick<DocumentStore, 'getAec' | 'putDocument' | 'signedDownloadUrl'>;
  /** The clock of date-dependent rules (today in Chile, CesionView day counts). */
  now(): Date;
  /** sql.js, loaded on first use (client-radar api/empresas narrows the client list database). */
  loadSql(): Promise<SqlJsStatic>;
  /** The client databases under client-db/* of the documents bucket (client-radar.md §7). */
  clientDbs: Pick<ClientDbObjects, 'contentHash' | 'get' | 'signedUrl' | 'listProgress'>;
  /** The factorings' refresh runs, read only: whether a client list not stored yet is being prepared. */
  refreshRuns: Pick<RefreshRunRepository, 'latest'>;
  /** Executives assigned to each client (clientExecutives table). */
  executives: Pick<ExecutiveRepository, 'listForFactoring' | 'add' | 'remove'>;
  /** Announcements of the client list banner (announcements table). */
  announcements: Pick<AnnouncementRepository, 'listFor'>;
  /** The registered users of each factoring (the Cognito user pool). */
  users: UserDirectory;
  /** The users' alerts: a factoring's deletion of a RUT's court records removes their new-case alerts of it. */
  alerts: Pick<AlertRepository, 'deleteJudicialCases'>;
  /** The client companies' SII claves entered through the enroller, sealed by the configured sealer. */
  credentials: Pick<CredentialRepository, 'putClave' | 'getClaveInfo' | 'recordEstado' | 'listClients' | 'enrolledBy'>;
  /** The sales-ledger radar's change records (invoiceChanges table, read only). */
  changes: Pick<InvoiceChangeRepository, 'list' | 'settledId'>;
  /**
   * The held portfolio's aggregates and limits (read only): the radar's debtors beyond a Cartera limit, the judicial
   * results' portfolio cross-check.
   */
  carteras: Pick<CarteraRepository, 'limits' | 'parties' | 'party' | 'deleteJudicialFlag' | 'holders'>;
  /** Checks a clave by a real SII login before it is stored. */
  siiLogin: SiiLoginCheck;
  /** The counters every Lambda shares that limit clave checks before they reach the SII (config.siiLoginLimits). */
  loginAttempts: LoginLimitDeps['loginAttempts'];
  loginLimits: LoginLimitDeps['loginLimits'];
  /** Confirms the signed-in user's authenticator app with the pool (POST /api/totp/verificacion). */
  totpConfirmation: ConfirmTotpDeps['totpConfirmation'];
  /** The server's records of each user's enrolment and each session that proved a code. */
  totpProofs: ConfirmTotpDeps['totpProofs'];
  /** The once-only records of the e-mail-sending POSTs (lambdas/rest/idempotent.ts). */
  idempotency: Pick<IdempotencyRepository, 'claim' | 'complete' | 'release'>;
  /** Where follow-up work goes (an enrolled client's first SII sync, a masivo prior consultation). */
  jobs: JobQueue;
  /** The prior consultation at the SII (POST /v1/jwt/consultaprevia). */
  consultaPrevia: Pick<ConsultaPreviaService, 'consultar'>;
  /** The masivo prior consultations (POST and GET /v1/jwt/consultapreviaasincrono). */
  consultasMasivas: Pick<ConsultaMasivaRepository, 'create' | 'list' | 'finish'>;
  /** The debtor notifications' records (POST /v1/jwt/notificacion-deudor). */
  notificaciones: NotificarDeps['notificaciones'];
  /** Where the debtor notifications leave: SES on AWS, SMTP locally, the suppression list respected. */
  mail: NotificarDeps['mail'];
  /** 'Cuentas': accounts, sign-ins and client-detail opens (lambdas/services/accounts). */
  accounts: AccountOperations;
  /**
   * The client companies' tax folder PDFs and registry statutes (client-detail.md §2 Carpeta Tributaria, Constitución).
   */
  companyFiles: CompanyFiles;
  /** The clients' TGR statements of the client detail's TGR tab, each factoring's own copy. */
  tgr: Pick<TgrStatements, 'createSession' | 'statement' | 'deleteData'>;
  /**
   * The judicial radar and the client detail's Poder Judicial tab: the RUTs' shared sweeps, the factorings' query
   * records and their time to live (its jobs go to `jobs`, its portfolio cross-check reads `carteras`, its clock is
   * `now`), the deletion of a RUT's records on request with the nightly watch's hold after it, and a factoring's
   * deletion of its own.
   */
  judicial: Pick<JudicialRadarDeps, 'sweeps' | 'cacheDays'> &
    Pick<EraseJudicialRecordsDeps, 'sweeps' | 'erasureHoldDays'> &
    Pick<ForgetJudicialRutDeps, 'sweeps'>;
  /** The query assistant's engine as configured (rules, or a model engine that falls back to it). */
  assistantEngine: AssistantEngineFor;
  /** The factorings' paid features, trials and free-trial requests (the campaigns and the administrator's trials). */
  factoringAccess: Pick<FactoringRepository, 'get' | 'setAccess' | 'addTrialRequest'>;
  /** Each user's 'visto' marks of the campaigns (userActivity table). */
  campaignViews: Pick<UserActivityRepository, 'seenCampaigns' | 'markCampaignSeen'>;
  /** Where the free-trial requests are e-mailed (config.mail.sales); undefined: the platform's default address. */
  salesAddress?: string;
  /** Who of each factoring's users receives the monthly report e-mail (its record's subscribers). */
  monthlyReports: Pick<MonthlyReportRepository, 'subscribers' | 'setSubscribers'>;
}

/**
 * A request as a route sees it: the verified caller, the path parameters of its template (decoded; e.g.
 * `{ rut: '76354771-K' }` for '/api/database/{rut}'), the query string and the JSON body (null if none).
 */
export interface RestRequest {
  identity: Identity;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** The Idempotency-Key header, when the client sent one (lambdas/rest/idempotent.ts). */
  idempotencyKey?: string;
  /** The session-id header: the screen session of the assistant (client-radar.md §7). */
  sessionId?: string;
}

/**
 * A route's answer: HTTP status (200 when omitted) and a JSON-serialisable body; or, with `text`, that text sent as
 * is (an HTML page) instead of the body, with `headers` (content type and others).
 */
export interface RestReply {
  status?: number;
  body: unknown;
  text?: string;
  headers?: Record<string, string>;
}

/**
 * One REST endpoint: its method, its path template (exact segments and `{name}` parameters that match one
 * segment each, e.g. '/v1/jwt/empresas' or '/api/database/{rut}') and its handler.
 */
export interface RestRoute {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handle(request: RestRequest, deps: RestDeps): Promise<RestReply>;
}

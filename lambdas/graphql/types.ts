import type { AccountOperations } from '../services/accounts/account-service';
import type { LoginLimitDeps } from '../services/credentials/limited-login-check';
import type { JobQueue } from '../services/jobs/job-messages';
import type { NotificarDeps } from '../services/notificaciones/notificar-deudores';
import type { ConsultaPreviaService } from '../services/consulta-previa/consulta-previa-service';
import type { RechazoDtePort } from '../services/rechazo-dte/rechazo-dte-port';
import type { Identity, IdentityDeps } from '../access/identity';
import type { AcceptedIssuers } from '../sii/certificate/accepted-issuers';
import type { SiiLoginCheck } from '../sii/login-check';
import type { AlertPreferenceRepository } from '../store/alert-preference-repository';
import type { AlertRepository } from '../store/alert-repository';
import type { CarteraRepository } from '../store/cartera-repository';
import type { ReportCellRepository } from '../store/report-cell-repository';
import type { RadarConfigRepository } from '../store/radar-config-repository';
import type { CessionRepository } from '../store/cession-repository';
import type { CredentialRepository } from '../store/credential-repository';
import type { DocumentStore } from '../store/document-store';
import type { EnvioRepository } from '../store/envio-repository';
import type { FactoringRepository } from '../store/factoring-repository';
import type { NotificacionRepository } from '../store/notificacion-repository';
import type { NominaRepository } from '../store/nomina-repository';
import type { RecesionarioRepository } from '../store/recesionario-repository';
import type { RefreshRunRepository } from '../store/refresh-run-repository';
import type { WebhookSubscriptionDeps } from '../services/webhooks/webhook-subscriptions';
import type { OnceStore } from '../services/idempotency/run-once';
import type { ClientNames } from '../services/accounts/client-names';

/** Everything the GraphQL resolvers use, injected by the Lambda handler or the local host. */
export interface GraphqlDeps extends IdentityDeps {
  cessions: Pick<CessionRepository, 'query' | 'findDocument'>;
  /** The factoring's client list, naming the emisores the SII's period answer leaves unnamed. */
  clientNames: ClientNames;
  refreshRuns: Pick<RefreshRunRepository, 'lastSuccess' | 'latestRejectedRows' | 'progressSince'>;
  /** Factoring records (razón social, feature settings). */
  factorings: Pick<FactoringRepository, 'get'>;
  /** The payroll each factoring loads ('Carga Nómina'; estadoNomina and Estado DBThor of acquired cessions). */
  nominas: Pick<NominaRepository, 'putAll' | 'listForFactoring'>;
  /** The documents bucket: stored AECs, generated PDFs, signed download URLs. */
  documents: Pick<DocumentStore, 'getAec' | 'putDocument' | 'signedDownloadUrl' | 'deleteDocuments'>;
  /** The SII credentials each factoring entered ('Firma Digital'), sealed by the configured sealer. */
  credentials: Pick<
    CredentialRepository,
    'putCertificate' | 'getCertificateInfo' | 'deleteCertificate' | 'putClave' | 'getClaveInfo'
  >;
  /** The certification authorities whose certificates 'Firma Digital' accepts (configuration). */
  certificateIssuers: AcceptedIssuers;
  /** The recessionaries each factoring keeps ('Re-Cesionarios'). */
  recesionarios: Pick<RecesionarioRepository, 'list' | 'create' | 'update' | 'delete'>;
  /** Checks a clave by a real SII login before it is stored. */
  siiLogin: SiiLoginCheck;
  /** The counters every Lambda shares that limit clave checks before they reach the SII (config.siiLoginLimits). */
  loginAttempts: LoginLimitDeps['loginAttempts'];
  loginLimits: LoginLimitDeps['loginLimits'];
  /** The AEC envíos of each document (one in flight at a time) the cession actions claim and the screens show. */
  envios: Pick<EnvioRepository, 'claim' | 'listForFactoring'>;
  /** Where follow-up work goes (the envíos job after a cession action): SQS on AWS, the in-process queue locally. */
  jobs: JobQueue;
  /** The prior consultation at the SII (consultaPrevia). */
  consultaPrevia: Pick<ConsultaPreviaService, 'consultar'>;
  /** The debtor's claims at the SII ('Rechazar Dte' of the owed screen). */
  rechazoDte: RechazoDtePort;
  /** The e-mails kept per debtor and the documents notified (debtor notifications, deudorNotificado of the lists). */
  notificaciones: Pick<
    NotificacionRepository,
    'getDeudor' | 'putDeudor' | 'recordNotificaciones' | 'listNotificaciones'
  >;
  /**
   * Where the platform's e-mails leave (debtor notifications): SES on AWS, SMTP locally, the suppression list
   * respected.
   */
  mail: NotificarDeps['mail'];
  /** The factorings' webhook subscriptions (signing secrets sealed) and their delivery log. */
  webhooks: WebhookSubscriptionDeps['webhooks'];
  /**
   * How webhook URLs are checked (config.webhooks) and how a test is POSTed; `resolve` the system's DNS when absent.
   */
  webhookDelivery: WebhookSubscriptionDeps['webhookDelivery'];
  /** Each user's alert channels per factoring. */
  alertPreferences: Pick<AlertPreferenceRepository, 'get' | 'put'>;
  /** Each user's stored alerts (the bell). */
  alerts: Pick<AlertRepository, 'listForUser' | 'markRead'>;
  /** 'Cartera': the aggregates and drill-down lines the refresh keeps, and the factoring's concentration limits. */
  carteras: Pick<
    CarteraRepository,
    'parties' | 'party' | 'documentPage' | 'builtAt' | 'limits' | 'putLimits' | 'judicialFlags'
  >;
  /** 'Reportes': the cells the refresh keeps (domain/reportes/report-cell.ts). */
  reportCells: Pick<ReportCellRepository, 'builtAt' | 'groups'>;
  /** The once-only records of the e-mail-sending mutation (lambdas/services/idempotency/run-once.ts). */
  idempotency: OnceStore;
  /** 'Configuración Radar': the factoring's KPI radar configurations and their history. */
  radarConfigs: Pick<RadarConfigRepository, 'active' | 'named' | 'history' | 'save' | 'deleteNamed'>;
  /** The clock of date-dependent rules (diasDesdeCesion, 'Faltan N días', a certificate's term). */
  now(): Date;
  /** 'Cuentas': the factoring's accounts and the executives CSV (lambdas/services/accounts). */
  accounts: AccountOperations;
}

/** What one resolver receives: the field's arguments, the verified caller and the dependencies. */
export interface ResolverContext {
  args: Record<string, unknown>;
  identity: Identity;
  deps: GraphqlDeps;
}

/** The resolver of one schema field; its result must match the field's type in schema.graphql. */
export type Resolver = (context: ResolverContext) => Promise<unknown>;

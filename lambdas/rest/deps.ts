import { createAccountService } from '../services/accounts/create-account-service';
import { AttemptCounterRepository } from '../store/attempt-counter-repository';
import { IdempotencyRepository } from '../store/idempotency-repository';
import { TotpProofRepository } from '../store/totp-proof-repository';
import { RefreshRunRepository } from '../store/refresh-run-repository';
import { CognitoTotpConfirmation } from '../access/totp-confirmation';
import { createUserDirectory } from '../access/create-user-directory';
import { ClientDbObjects } from '../store/client-db/client-db-objects';
import { S3CompanyFiles } from '../store/company-files/s3-company-files';
import { consultaPreviaPort } from '../services/consulta-previa/consulta-previa-port';
import { createJobQueue } from '../jobs/create-job-queue';
import { loadSqlJs } from '../services/client-db/sql-js';
import { ClientListNames } from '../services/accounts/client-names';
import { createCognitoClient, createDynamoDocumentClient, createS3Client } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { createIdentityDeps } from '../access/identity-deps';
import { createMailSender } from '../mail/create-mail-sender';
import { createSealer } from '../platform/sealing/create-sealer';
import { createSiiLoginCheck } from '../sii/create-login-check';
import { CessionRepository } from '../store/cession-repository';
import { ConsultaMasivaRepository } from '../store/consulta-masiva-repository';
import { CredentialRepository } from '../store/credential-repository';
import { DocumentStore } from '../store/document-store';
import { FactoringRepository } from '../store/factoring-repository';
import { NominaRepository } from '../store/nomina-repository';
import { NotificacionRepository } from '../store/notificacion-repository';
import { InvoiceChangeRepository } from '../store/invoice-change-repository';
import { AnnouncementRepository } from '../store/announcement-repository';
import { ExecutiveRepository } from '../store/executive-repository';
import { createPageSource } from '../public-sources/create-page-source';
import { TgrStore } from '../public-sources/tgr/tgr-store';
import { TgrStatements } from '../services/company-files/tgr-statements';
import { JudicialSweepStore } from '../store/judicial-sweep-store';
import { CarteraRepository } from '../store/cartera-repository';
import { AlertRepository } from '../store/alert-repository';
import { chooseAssistantEngine } from '../services/assistant/engine-choice';
import { logger } from '../platform/observability';
import { UserActivityRepository } from '../store/user-activity-repository';
import { MonthlyReportRepository } from '../store/monthly-report-repository';
import type { RestDeps } from './types';

/**
 * Builds the REST routes' dependencies from the server configuration: one DynamoDB document client and one S3
 * client shared by the id token verifier, the userCompanies (memberships and flags), cessions, factorings, nominas
 * (read only), clientExecutives and announcements repositories, the documents bucket and its client databases; the
 * userCompanies rows plus the Cognito user pool as the directory of registered users (cognito-local when
 * `endpoints.cognito` is set);
 * sql.js loaded on first use; the client claves sealed by the configured sealer, the SII login check, the job queue,
 * the prior consultation at the SII and the masivo consultations' requests; the debtor notifications' records and the
 * MailSender; the 'Cuentas' service; the factorings' paid features and trials, the campaigns' 'visto' marks and the
 * sales address; the system clock; the assistant's engine (config.assistant). Called once per
 * container by the Lambda handler (on its first event) and by the local host.
 * @param overrides dependencies that replace the built ones (local mode: its SII login check and in-process queue).
 */
export function createRestDeps(config: ServerConfig, overrides: Partial<RestDeps> = {}): RestDeps {
  const doc = createDynamoDocumentClient(config);
  const s3 = createS3Client(config);
  const cognito = createCognitoClient(config);
  const mail = createMailSender(config, { doc });
  const cessions = new CessionRepository(doc, config.tables.cessions);
  const clientDbs = new ClientDbObjects(s3, config.buckets.documents);
  const factorings = new FactoringRepository(doc, config.tables.factorings);
  return {
    ...createIdentityDeps(config, doc),
    cessions,
    clientNames: new ClientListNames(clientDbs, loadSqlJs),
    factorings,
    nominas: new NominaRepository(doc, config.tables.nominas),
    documents: new DocumentStore(s3, config.buckets.documents),
    now: () => new Date(),
    loadSql: loadSqlJs,
    clientDbs,
    refreshRuns: new RefreshRunRepository(doc, config.tables.refreshRuns),
    executives: new ExecutiveRepository(doc, config.tables.clientExecutives),
    announcements: new AnnouncementRepository(doc, config.tables.announcements),
    changes: new InvoiceChangeRepository(doc, config.tables.invoiceChanges),
    carteras: new CarteraRepository(doc, config.tables.carteras),
    users: createUserDirectory(config, doc, cognito),
    alerts: new AlertRepository(doc, config.tables.alerts),
    credentials: new CredentialRepository(doc, config.tables.credentials, createSealer(config)),
    siiLogin: createSiiLoginCheck(config),
    loginAttempts: new AttemptCounterRepository(doc, config.tables.leases),
    loginLimits: config.siiLoginLimits,
    idempotency: new IdempotencyRepository(doc, config.tables.leases),
    totpConfirmation: new CognitoTotpConfirmation(cognito),
    totpProofs: new TotpProofRepository(doc, config.tables.leases),
    jobs: createJobQueue(config),
    consultaPrevia: consultaPreviaPort(config, { doc, s3, cessions }),
    consultasMasivas: new ConsultaMasivaRepository(doc, config.tables.consultasMasivas),
    notificaciones: new NotificacionRepository(doc, config.tables.notificaciones),
    mail,
    accounts: createAccountService(config, { doc, s3, cognito, mail }),
    companyFiles: new S3CompanyFiles(s3, config.buckets.documents),
    tgr: new TgrStatements({
      source: createPageSource(config, 'tgr'),
      store: new TgrStore(s3, config.buckets.documents),
      clientDbs,
      now: () => new Date(),
    }),
    judicial: {
      sweeps: new JudicialSweepStore(doc, config.tables.judicialRecords, config.judicial.cacheDays),
      cacheDays: config.judicial.cacheDays,
      erasureHoldDays: config.judicial.erasureHoldDays,
    },
    assistantEngine: chooseAssistantEngine(config.assistant, (error) =>
      logger.warn('asistente: respondió el Modo sin IA', { error: String(error) }),
    ),
    factoringAccess: factorings,
    campaignViews: new UserActivityRepository(doc, config.tables.userActivity),
    salesAddress: config.mail?.sales,
    monthlyReports: new MonthlyReportRepository(doc, config.tables),
    ...overrides,
  };
}

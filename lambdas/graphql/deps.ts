import { IdempotencyRepository } from '../store/idempotency-repository';
import { createAccountService } from '../services/accounts/create-account-service';
import { ClientListNames } from '../services/accounts/client-names';
import { loadSqlJs } from '../services/client-db/sql-js';
import { ClientDbObjects } from '../store/client-db/client-db-objects';
import { AttemptCounterRepository } from '../store/attempt-counter-repository';
import { createCognitoClient, createDynamoDocumentClient, createS3Client } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { createIdentityDeps } from '../access/identity-deps';
import { createSealer } from '../platform/sealing/create-sealer';
import { certificateAuthorityPems } from '../platform/certificate-authorities';
import { consultaPreviaPort } from '../services/consulta-previa/consulta-previa-port';
import { rechazoDtePort } from '../services/rechazo-dte/rechazo-dte-port';
import { AcceptedIssuers } from '../sii/certificate/accepted-issuers';
import { createSiiLoginCheck } from '../sii/create-login-check';
import { createJobQueue } from '../jobs/create-job-queue';
import { createMailSender } from '../mail/create-mail-sender';
import { AlertPreferenceRepository } from '../store/alert-preference-repository';
import { AlertRepository } from '../store/alert-repository';
import { CarteraRepository } from '../store/cartera-repository';
import { ReportCellRepository } from '../store/report-cell-repository';
import { RadarConfigRepository } from '../store/radar-config-repository';
import { CessionRepository } from '../store/cession-repository';
import { CredentialRepository } from '../store/credential-repository';
import { DocumentStore } from '../store/document-store';
import { EnvioRepository } from '../store/envio-repository';
import { FactoringRepository } from '../store/factoring-repository';
import { NominaRepository } from '../store/nomina-repository';
import { NotificacionRepository } from '../store/notificacion-repository';
import { RecesionarioRepository } from '../store/recesionario-repository';
import { RefreshRunRepository } from '../store/refresh-run-repository';
import { WebhookRepository } from '../store/webhook-repository';
import { createWebhookPoster } from '../webhook-delivery/webhook-http';
import type { GraphqlDeps } from './types';

/**
 * Builds the GraphQL resolvers' dependencies from the server configuration: one DynamoDB document
 * client, the repositories over the configured tables (the credentials sealed by the configured sealer), the
 * documents bucket (one S3 client), the accepted certification authorities, the SII login check, the job queue, the
 * prior consultation and the debtor's claims at the SII, the debtor notifications' records and the MailSender, the
 * 'Cuentas' service, the id token verifier and the system clock.
 * Used by the Lambda handler and by the local AppSync host, so both run the same code.
 * @param overrides dependencies that replace the built ones (local mode: its in-process job queue).
 */
export function createGraphqlDeps(config: ServerConfig, overrides: Partial<GraphqlDeps> = {}): GraphqlDeps {
  const doc = createDynamoDocumentClient(config);
  const s3 = createS3Client(config);
  const cessions = new CessionRepository(doc, config.tables.cessions);
  const mail = createMailSender(config, { doc });
  return {
    ...createIdentityDeps(config, doc),
    cessions,
    clientNames: new ClientListNames(new ClientDbObjects(s3, config.buckets.documents), loadSqlJs),
    refreshRuns: new RefreshRunRepository(doc, config.tables.refreshRuns),
    factorings: new FactoringRepository(doc, config.tables.factorings),
    nominas: new NominaRepository(doc, config.tables.nominas),
    documents: new DocumentStore(s3, config.buckets.documents),
    credentials: new CredentialRepository(doc, config.tables.credentials, createSealer(config)),
    certificateIssuers: new AcceptedIssuers(certificateAuthorityPems(config)),
    recesionarios: new RecesionarioRepository(doc, config.tables.recesionarios),
    siiLogin: createSiiLoginCheck(config),
    loginAttempts: new AttemptCounterRepository(doc, config.tables.leases),
    loginLimits: config.siiLoginLimits,
    envios: new EnvioRepository(doc, config.tables.envios),
    jobs: createJobQueue(config),
    consultaPrevia: consultaPreviaPort(config, { doc, s3, cessions }),
    rechazoDte: rechazoDtePort(config, { doc, s3 }),
    notificaciones: new NotificacionRepository(doc, config.tables.notificaciones),
    mail,
    webhooks: new WebhookRepository(doc, config.tables.webhooks, createSealer(config)),
    webhookDelivery: { policy: config.webhooks, post: createWebhookPoster(config.webhooks) },
    alertPreferences: new AlertPreferenceRepository(doc, config.tables.alertPreferences),
    alerts: new AlertRepository(doc, config.tables.alerts),
    carteras: new CarteraRepository(doc, config.tables.carteras),
    reportCells: new ReportCellRepository(doc, config.tables.carteras),
    idempotency: new IdempotencyRepository(doc, config.tables.leases),
    radarConfigs: new RadarConfigRepository(doc, config.tables.radarConfigs),
    now: () => new Date(),
    accounts: createAccountService(config, { doc, s3, cognito: createCognitoClient(config), mail }),
    ...overrides,
  };
}

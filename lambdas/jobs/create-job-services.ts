import { randomUUID } from 'node:crypto';
import { S3CompanyFiles } from '../store/company-files/s3-company-files';
import { createPageSource } from '../public-sources/create-page-source';
import { ResRegistry } from '../public-sources/res/res-registry';
import { consultaPreviaPort } from '../services/consulta-previa/consulta-previa-port';
import { createDynamoDocumentClient, createS3Client } from '../platform/aws-clients';
import type { ServerConfig } from '../platform/config';
import { createMailSender } from '../mail/create-mail-sender';
import { createSealer } from '../platform/sealing/create-sealer';
import { StoredCredentialSource } from '../sii/credential-source';
import { FileSiiGateway } from '../sii/file-source';
import type { SiiNominaSource } from '../platform/sii-port';
import { DirectorySiiGateways, WebSiiGateways, type SiiGateways } from '../sii/sii-gateways';
import { S3AnswerArchive } from '../sii/web/s3-answer-archive';
import { SiiWebClient } from '../sii/web/sii-web-client';
import { ReportCellRepository } from '../store/report-cell-repository';
import { CarteraRepository } from '../store/cartera-repository';
import { CessionRepository } from '../store/cession-repository';
import { createPushDeps } from '../push/push';
import { ConsultaMasivaRepository } from '../store/consulta-masiva-repository';
import { CredentialRepository } from '../store/credential-repository';
import { DocumentStore } from '../store/document-store';
import { EnvioRepository } from '../store/envio-repository';
import { FactoringRepository } from '../store/factoring-repository';
import { RefreshRunRepository } from '../store/refresh-run-repository';
import { systemScope } from '../access/system-scope';
import { createAlertsSink } from '../services/alerts/create-alerts-sink';
import { announceChanges } from '../services/refresh/announce-changes';
import { announceInvoiceChanges } from '../services/invoice-changes/announce-invoice-changes';
import { InvoiceChangeRepository } from '../store/invoice-change-repository';
import { CachedMemberships } from '../access/membership-cache';
import { UserCompanyRepository } from '../store/user-company-repository';
import { ClientDbObjects } from '../store/client-db/client-db-objects';
import type { ClientFileSource } from '../store/client-files/client-files-port';
import { CombinedClientFiles } from '../store/client-files/combined-client-files';
import { DirectoryClientFiles } from '../store/client-files/directory-client-files';
import { loadSqlJs } from '../services/client-db/sql-js';
import { ClientFileStore } from '../services/client-sync/client-file-store';
import { ENVIO_AEC_BUILDER } from '../services/envios/envio-aec-builder';
import type { JobServices } from '../services/jobs/job-services';
import { PlatformJobServices } from './platform-job-services';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from '../services/jobs/job-messages';
import { PlatformEventPublisher } from '../services/events/publish-platform-events';
import { WebhookSink } from '../services/events/webhook-sink';
import { platformEventSinks } from '../services/events/platform-event-sinks';
import { PlatformEventRepository } from '../store/platform-event-repository';
import { LeaseRepository } from '../store/lease-repository';
import { WebhookRepository } from '../store/webhook-repository';
import { createWebhookPoster } from '../webhook-delivery/webhook-http';
import { createJudicialSource } from '../public-sources/judicial/create-judicial-source';
import { JudicialSweepStore } from '../store/judicial-sweep-store';
import { enrolledClients, isEnrolledClient } from '../services/judicial/judicial-watch';

/**
 * Client files a directory of SII files still gives when the web client fetches the rest: the TGR statement (the
 * IVA history comes from the client's Carpeta Tributaria, client-sync/sync-tax-folder.ts).
 */
const DIRECTORY_EXTRAS = ['TGR_'];

/** A Nómina de empresas source with no file: every client's size reads 1 (Sin Información). */
const NO_NOMINA: SiiNominaSource = { fetchNominaEmpresas: async () => [] };

/**
 * The job services of this deployment, built once per process from the server configuration (the dispatcher and
 * worker Lambdas, and local mode): the SII web client with the credential store when `siiWeb` is set, otherwise the
 * directory of SII files `siiDir` (tests and replays). With `siiWeb`, `siiDir` (when set) still gives what the web
 * client does not fetch: the Nómina de empresas and each client's TGR statement. Masivo prior
 * consultations run the same consultation as the API (in process here) and leave by the configured mail sender. The
 * refresh and the envíos publish their platform events through one publisher to the sinks of
 * lambdas/services/events/platform-event-sinks.ts; webhook deliveries go to `queue` (the SQS job queues by default;
 * local mode passes its in-process queue).
 * @throws Error when neither siiWeb nor siiDir is configured.
 */
export function createJobServices(
  config: ServerConfig,
  logger: Pick<Console, 'info' | 'warn' | 'error'> = console,
  queue: JobQueue = createJobQueue(config),
): JobServices {
  const doc = createDynamoDocumentClient(config);
  const s3 = createS3Client(config);
  const bucket = config.buckets.documents;
  const documents = new DocumentStore(s3, bucket);
  const credentials = config.siiWeb
    ? new CredentialRepository(doc, config.tables.credentials, createSealer(config))
    : null;
  const directory = config.siiDir ? new DirectoryClientFiles(config.siiDir) : null;
  const clientFiles = (rutFactoring: string): ClientFileSource => {
    if (!credentials) return directory!;
    const stored = new ClientFileStore(s3, bucket, rutFactoring);
    return directory ? new CombinedClientFiles(stored, directory, DIRECTORY_EXTRAS) : stored;
  };
  const pushDeps = createPushDeps(config, doc);
  const cessions = new CessionRepository(doc, config.tables.cessions);
  let sql: ReturnType<typeof loadSqlJs> | null = null;
  const webhooks = new WebhookRepository(doc, config.tables.webhooks, createSealer(config));
  const factorings = new FactoringRepository(doc, config.tables.factorings);
  const alerts = createAlertsSink(config, { doc, logger });
  const events = new PlatformEventPublisher({
    ledger: new PlatformEventRepository(doc, config.tables.platformEvents),
    sinks: platformEventSinks({ webhooks, factorings, jobs: queue, alerts }),
    logger,
    clock: () => new Date(),
  });
  const invoiceChanges = new InvoiceChangeRepository(doc, config.tables.invoiceChanges);
  const carteras = new CarteraRepository(doc, config.tables.carteras);
  return new PlatformJobServices({
    factorings,
    credentials,
    gateways: siiGateways(config, credentials, s3, logger),
    refresh: {
      cessions,
      documents,
      refreshRuns: new RefreshRunRepository(doc, config.tables.refreshRuns),
      carteras,
      reportCells: new ReportCellRepository(doc, config.tables.carteras),
      radar: credentials ? { credentials, changes: invoiceChanges } : null,
      factorings,
      events,
      logger,
    },
    windowDays: config.refreshWindowDays,
    announce: pushDeps ? async (scope, run) => void (await announceChanges({ ...pushDeps, logger }, scope, run)) : null,
    clientFiles: (rutFactoring) => new ClientFileStore(s3, bucket, rutFactoring),
    invoiceChanges,
    // Read once a minute per factoring, not once per client sync: whether a user holds radarVentas.
    memberships: new CachedMemberships(new UserCompanyRepository(doc, config.tables.userCompanies)),
    events,
    announceInvoiceChanges: pushDeps
      ? async (scope, records) => void (await announceInvoiceChanges(pushDeps, scope, records))
      : null,
    companyFiles: new S3CompanyFiles(s3, bucket),
    registry: new ResRegistry(createPageSource(config, 'res')),
    clientDb: {
      sql: () => (sql ??= loadSqlJs()),
      nomina: config.siiDir ? new FileSiiGateway(config.siiDir) : NO_NOMINA,
      aecs: documents,
      credentials: credentials ?? undefined,
      cessions,
      objects: new ClientDbObjects(s3, bucket),
      logger,
      files: clientFiles,
    },
    envios: {
      envios: new EnvioRepository(doc, config.tables.envios),
      documents,
      cessions,
      aec: ENVIO_AEC_BUILDER,
      events,
    },
    consultaMasiva: {
      consultas: new ConsultaMasivaRepository(doc, config.tables.consultasMasivas),
      consultaPrevia: consultaPreviaPort(config, { doc, s3, cessions }),
      mail: createMailSender(config, { doc }),
      clock: () => new Date(),
    },
    webhooks: {
      webhooks,
      post: createWebhookPoster(config.webhooks),
      retryDelaysSeconds: config.webhooks.retryDelaysSeconds,
      slots: new LeaseRepository(doc, config.tables.leases),
      concurrencyPerFactoring: config.webhooks.concurrencyPerFactoring,
    },
    judicial: {
      source: createJudicialSource(config, { doc, sealer: createSealer(config) }),
      sweeps: new JudicialSweepStore(doc, config.tables.judicialRecords, config.judicial.cacheDays),
      clock: () => new Date(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      // A partner's API answers a RUT's every tribunal at once: no pause between the searches of its result.
      settings: {
        concurrency: config.judicial.concurrency,
        paceMs: config.judicial.partner ? 0 : config.judicial.paceMs,
      },
      carteras,
      newCases: {
        factorings: async () => (await factorings.list()).map((factoring) => systemScope(factoring.rut)),
        carteras,
        enrolled: isEnrolledClient(credentials),
        alerts,
        webhooks: new WebhookSink({ webhooks, factorings, jobs: queue }),
        logger,
      },
      clients: enrolledClients(credentials),
      cacheDays: config.judicial.cacheDays,
      ratePerSecond: config.judicial.ratePerSecond,
    },
    logger,
  });
}

/** The SII sessions of this deployment (see {@link createJobServices}). */
function siiGateways(
  config: ServerConfig,
  credentials: CredentialRepository | null,
  s3: ReturnType<typeof createS3Client>,
  logger: Pick<Console, 'info' | 'warn' | 'error'>,
): SiiGateways {
  if (config.siiWeb && credentials) {
    return new WebSiiGateways({
      web: new SiiWebClient(config.siiWeb, { logger }),
      credentials: new StoredCredentialSource(credentials),
      archive: (scope, now) =>
        new S3AnswerArchive(s3, config.buckets.documents, { scope, runId: randomUUID(), now, logger }),
      logger,
    });
  }
  if (config.siiDir) return new DirectorySiiGateways(config.siiDir);
  throw new Error('No hay fuente SII configurada: defina RC_SII_WEB (cliente del SII) o RC_SII_DIR (archivos del SII)');
}

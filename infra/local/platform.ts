import { WebhookRepository } from '@lambdas/store/webhook-repository';
import { createWebhookPoster } from '@lambdas/webhook-delivery/webhook-http';
import { startLocalWebhookReceiver, type LocalWebhookReceiver } from './webhook-receiver';
import { DEMO_WEBHOOK_TIPO, seedDemoWebhook } from './seed-webhook';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizeRut } from '@domain/rut';
import { JUDICIAL_DEFAULTS, SII_LOGIN_LIMITS, toConfigEnv, type ServerConfig } from '@lambdas/platform/config';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import { S3CompanyFiles } from '@lambdas/store/company-files/s3-company-files';
import { createSealer } from '@lambdas/platform/sealing/create-sealer';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { AcceptedIssuers } from '@lambdas/sii/certificate/accepted-issuers';
import { certificateAuthorityPems } from '@lambdas/platform/certificate-authorities';
import { storeDemoCredentials } from '@infra/local/demo-credential-store';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { LeaseRepository } from '@lambdas/store/lease-repository';
import { NominaRepository } from '@lambdas/store/nomina-repository';
import { NotificacionRepository } from '@lambdas/store/notificacion-repository';
import { RecesionarioRepository } from '@lambdas/store/recesionario-repository';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { UserActivityRepository } from '@lambdas/store/user-activity-repository';
import { TABLES } from '@lambdas/store/tables';
import { RadarConfigRepository } from '@lambdas/store/radar-config-repository';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { ExecutiveRepository } from '@lambdas/store/executive-repository';
import { RefreshRunRepository } from '@lambdas/store/refresh-run-repository';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import { createJobServices } from '@lambdas/jobs/create-job-services';
import { runCompanyFileMigration } from '@lambdas/jobs/company-file-migration';
import { runMembershipBackfill } from '@lambdas/jobs/membership-backfill';
import type { JobQueue } from '@lambdas/services/jobs/job-messages';
import { createRestDeps } from '@lambdas/rest/deps';
import { route as restRoute } from '@lambdas/rest/router';
import { createRealtimeDeps, realtimeRoute } from '@lambdas/realtime/route';
import type { RealtimeDeps } from '@lambdas/realtime/connections';
import { readSiiWebSettings, type SiiWebSettings } from '@lambdas/platform/sii-settings';
import type { AssistantSettings } from '@lambdas/platform/assistant-settings';
import { createAlertDigestDeps } from '@lambdas/services/alerts/create-alert-digest';
import { createUserDirectory } from '@lambdas/access/create-user-directory';
import { systemScope } from '@lambdas/access/system-scope';
import { AlertRepository } from '@lambdas/store/alert-repository';
import { MonthlyReportRepository } from '@lambdas/store/monthly-report-repository';
import { createMonthlyReportDeps } from '@lambdas/services/reportes/create-monthly-report';
import { startLocalAlertDigest } from './alert-digest-schedule';
import { startLocalMonthlyReport } from './monthly-report-schedule';
import { seedDemoMonthlyReport } from './seed-monthly-report';
import { startLocalApiGateway } from './api-gateway';
import { startLocalAppSync } from './appsync';
import { startLocalCognito } from './cognito';
import { claveHoldersOf, demoCredentials } from './demo-credentials';
import { startLocalDynamo } from './dynamodb';
import { forgetStaleLeases, startLocalJobs, type LocalJobs } from './jobs';
import { firstTickDelayMs } from './first-tick-delay';
import { startLocalMailServer, type LocalMailServer } from './mail-server';
import { startLocalS3 } from './s3';
import { seedCompanyFiles } from './seed-company-files';
import { seedDemoNotificaciones } from './seed-notificaciones';
import { seedDemoAlerts } from './seed-alerts';
import { JudicialSweepStore } from '@lambdas/store/judicial-sweep-store';
import { seedJudicialNews, settledSweep } from './seed-judicial-news';
import { DEMO_RECESIONARIOS, seedDemoRecesionarios, UNREGISTERED_RECESIONARIO } from './seed-recesionarios';
import { seedDemoRadarConfigs } from './seed-radar-config';
import { seedDemoReportes } from './seed-reportes';
import { seedDemoNomina, seedTenants, type DemoUser } from './seed-tenants';
import { startLocalSii } from './sii/local-sii';
import type { LocalSii, LocalSiiBehaviour } from './sii/types';
import { demoSiiSource, externalSiiSource } from './sii-source';
import { startStaticWeb, type StaticWebSite } from './static-web';
import { connectSources, securityHeaders } from '../security-headers';
import type { RuntimeConfig } from '@web/lib/runtime-config';
import { startLocalWebsocket } from './websocket';
import { startLiveSales } from './demo-world/live-sales';
import { startLocalJudicialHost, type LocalJudicialHost } from './judicial-host';
import { judicialDemoWorld } from './demo-world/judicial-cases';
import { OUTSIDE_FACTORINGS } from './demo-world/outside-factorings';

/** The refresh cycle of core-platform §9 (20 minutes), the same rate as the stack's schedule. */
export const REFRESH_INTERVAL_MS = 20 * 60 * 1000;

export interface LocalPlatformOptions {
  /** Persistent state: dynalite, s3rver and cognito-local data, the local inbox's e-mails, and the demo world. */
  dataDir: string;
  /** A directory of SII files to read instead of the demo world (RC_SII_DIR). */
  siiDir?: string;
  /** Seed of the demo world. */
  demoSeed?: string;
  /** Size of the demo world (1 = about 5,000 invoices; tests use a fraction). */
  demoScale?: number;
  /** Port of the web app; the other hosts take the next ones. 0 gives every host a free port (tests). */
  basePort?: number;
  /** Directory of the built web app. */
  webDist: string;
  /**
   * The file of the master key that seals stored SII credentials (RC_LOCAL_KEY_FILE), kept outside the data
   * directory so a copy of the data alone opens nothing. Default: ~/.radar-cesiones/llave-maestra.key.
   */
  secretKeyFile?: string;
  /** How the local SII misbehaves (tests turn its faults off); its defaults otherwise. */
  siiBehaviour?: Partial<LocalSiiBehaviour>;
  /**
   * The SII to talk to instead of the local SII (RC_SII_WEB, e.g. the real SII's certification hosts). The demo
   * credentials are then not stored: each tenant's own are entered through 'Firma Digital' and the enroller.
   */
  siiWeb?: SiiWebSettings;
  /**
   * The query assistant's engine (RC_ASSISTANT_ENGINE and its variables, lambdas/platform/assistant-settings.ts), e.g.
   * an OpenAI-compatible model server of the user's own. Default: the rules engine ('Modo sin IA').
   */
  assistant?: AssistantSettings;
  /**
   * Waits before a failed webhook delivery's two retries, seconds (config.webhooks; default
   * {@link LOCAL_WEBHOOK_RETRY_DELAYS}).
   */
  webhookRetryDelaysSeconds?: [number, number];
  /** Delay of the local judicial host's slow tribunals, ms (its default otherwise; tests shorten it). */
  judicialSlowMs?: number;
  /**
   * The wait before the first tick when every factoring's data has been refreshed, ms, however long ago (tests that
   * start on a copy of a refreshed data directory); by default until the oldest refresh is one interval old.
   */
  refreshedDataTickDelayMs?: number;
  log?: (message: string) => void;
}

/** The SII web client's settings against the local SII: no pause between requests, short backoffs. */
export const LOCAL_SII_PACING = { concurrency: 16, minIntervalMs: 0 };
export const LOCAL_SII_RETRY = { attempts: 4, baseDelayMs: 20, maxDelayMs: 200 };

/**
 * The judicial radar's pace against the local judicial host: our own host, so a sweep of every tribunal takes seconds
 * (AWS keeps config.judicial's polite defaults against the real portal).
 */
const LOCAL_JUDICIAL_PACING = { paceMs: 20, concurrency: 6, ratePerSecond: 60 };

/** Webhook retries on one machine: soon enough to watch them in the delivery log (AWS waits 1 and 5 minutes). */
export const LOCAL_WEBHOOK_RETRY_DELAYS: [number, number] = [10, 30];
/** Delivery attempts of one factoring at once on one machine: half of the local webhook jobs (infra/local/jobs.ts). */
const LOCAL_WEBHOOK_CONCURRENCY_PER_FACTORING = 2;

/** The From address of local mode's e-mails (they never leave the machine: MailDev keeps them). */
const LOCAL_MAIL_FROM = 'Radar Cesiones <no-responder@radar-cesiones.local>';

/** Where the local master key lives unless RC_LOCAL_KEY_FILE says otherwise. */
export function defaultSecretKeyFile(): string {
  return path.join(os.homedir(), '.radar-cesiones', 'llave-maestra.key');
}

export interface LocalPlatform {
  webUrl: string;
  graphqlUrl: string;
  restUrl: string;
  websocketUrl: string;
  users: DemoUser[];
  config: ServerConfig;
  /** The local judicial host the judicial radar sweeps (its search log, its block switch: tests, benchmarks). */
  judicial: LocalJudicialHost;
  /** The local SII: its hosts, the credentials it issued and its controls (tests, benchmarks). */
  sii: LocalSii;
  /** The job pipeline: its queue, and a tick run on demand (tests, benchmarks). */
  jobs: LocalJobs;
  /** The SMTP server every e-mail goes to (MailDev): its web inbox and REST API (tests read what arrived). */
  mail: Omit<LocalMailServer, 'stop'>;
  /** The demo factoring's webhook receiver (seed-webhook.ts): its URL and the deliveries it took. */
  webhookReceiver: Omit<LocalWebhookReceiver, 'stop'>;
  /**
   * Resolves when the first tick's refreshes, client syncs and client databases have finished, and the demo data built
   * from them (nómina, notifications, alerts) is stored. On a data directory whose refreshes are recent the first tick
   * waits for the schedule (first-tick-delay.ts) and this covers only the demo data. The web and the APIs answer
   * before: a first refresh records its progress for the screens.
   */
  firstRefresh: Promise<void>;
  /** Whether the first tick ran at start (false: the data's refreshes are recent; it waits for the schedule). */
  refreshAtStart: boolean;
  /**
   * Stops every host and engine, the last started first. The jobs in flight are waited for, or for `jobGraceMs` at
   * most (a first refresh can run for minutes; the cut jobs are done again at the next start, which is logged).
   */
  stop(options?: { jobGraceMs?: number }): Promise<void>;
}

/** The ports of each host: consecutive from the web port, or all free ones (base 0 gives undefined). */
function portsFrom(base: number) {
  const at = (offset: number) => (base === 0 ? undefined : base + offset);
  return {
    web: at(0),
    graphql: at(1),
    rest: at(2),
    websocket: at(3),
    cognito: at(4),
    cognitoProxy: at(5),
    dynamodb: at(6),
    s3: at(7),
    sii: at(8),
    siiTls: at(9),
    mailSmtp: at(10),
    mailWeb: at(11),
    webhookReceiver: at(12),
    judicial: at(13),
  };
}

/**
 * Starts the whole platform on one machine (ARCHITECTURE.md "local mode"): real engines (dynalite, s3rver,
 * cognito-local), the same Lambda handlers behind graphql-js over schema.graphql, the REST router, the
 * WebSocket API, the job pipeline of the 20-minute schedule (infra/local/jobs.ts: the same dispatch and runner as
 * the SQS workers), a real SMTP server with a web inbox (MailDev) that every e-mail goes to, and the built web app
 * with its runtime config.json. Every SII read goes through the SII web
 * client to a local SII (infra/local/sii) that speaks the SII's protocols over the demo world (written as SII
 * files) or an external directory; the credentials it issued are stored sealed for each tenant as if its people
 * had entered them (demo-credentials.ts). One user is created per factoring found. Handlers read their
 * configuration from the environment exactly as on AWS.
 * @throws Error when an engine does not start, the web app is not built or the SII directory is unusable.
 */
export async function startLocalPlatform(options: LocalPlatformOptions): Promise<LocalPlatform> {
  const log = options.log ?? (() => undefined);
  const ports = portsFrom(options.basePort ?? 3000);
  const now = new Date();
  fs.mkdirSync(options.dataDir, { recursive: true });
  const dir = (name: string) => path.join(options.dataDir, name);

  const source = options.siiDir
    ? await externalSiiSource(path.resolve(options.siiDir), now)
    : await demoSiiSource(dir('demo-world'), options.demoSeed ?? 'radar', now, options.demoScale);
  if (source.regenerated) {
    log('Mundo demo escrito como archivos SII; se reinician las cesiones derivadas del mundo anterior');
    for (const stale of ['dynamodb', 's3']) fs.rmSync(dir(stale), { recursive: true, force: true });
  }

  const stops: (() => Promise<void>)[] = [];
  let jobGraceMs: number | undefined;
  /** Set when stop() begins: what runs on afterwards (a job no longer waited for, the demo data) stays quiet. */
  let stopping = false;
  try {
    const dynamo = await startLocalDynamo({ path: dir('dynamodb'), port: ports.dynamodb });
    stops.push(dynamo.stop);
    const bucket = 'radar-cesiones-documents';
    const s3 = await startLocalS3({ directory: dir('s3'), buckets: [bucket], port: ports.s3 });
    stops.push(s3.stop);
    const cognito = await startLocalCognito({
      dataDir: dir('cognito'),
      port: ports.cognito,
      proxyPort: ports.cognitoProxy,
    });
    stops.push(cognito.stop);
    // The WebSocket API's dependencies need the config, which needs this host's address: they are set below, before
    // the web app (the only client) is served its config.json.
    let realtimeDeps: RealtimeDeps | null = null;
    const websocket = await startLocalWebsocket(async (event) => {
      if (!realtimeDeps) throw new Error('API WebSocket aún no configurada');
      return realtimeRoute(event, realtimeDeps);
    }, ports.websocket);
    stops.push(websocket.stop);
    const sii = await startLocalSii({
      siiDir: source.siiDir,
      stateDir: dir('sii-local'),
      companies: {
        factorings: [...source.factorings, ...source.deudores],
        clients: source.clients,
        taxpayers: registeredTaxpayers(),
      },
      port: ports.sii,
      tlsPort: ports.siiTls,
      behaviour: options.siiBehaviour,
      log,
    });
    stops.push(sii.stop);
    const [deudor] = source.deudores;
    const judicialWorld = judicialDemoWorld(
      { cedentes: source.clients, deudor: deudor ?? { rut: '', razonSocial: '' } },
      options.demoSeed ?? 'radar',
    );
    const judicial = await startLocalJudicialHost({
      world: judicialWorld,
      port: ports.judicial,
      slowMs: options.judicialSlowMs,
    });
    stops.push(judicial.stop);
    const mail = await startLocalMailServer({
      directory: dir('mail'),
      smtpPort: ports.mailSmtp,
      webPort: ports.mailWeb,
    });
    stops.push(mail.stop);

    // The web host starts first (as CloudFront's distribution on AWS) so the e-mails can link to its address;
    // its config.json is served once the APIs below are up.
    let site: StaticWebSite | null = null;
    const web = await startStaticWeb(options.webDist, () => site, ports.web);
    stops.push(web.stop);

    const config: ServerConfig = {
      region: 'us-east-1',
      // Locally every table is named by its logical name in lambdas/store/tables.ts.
      tables: Object.fromEntries(Object.keys(TABLES).map((name) => [name, name])) as ServerConfig['tables'],
      buckets: { documents: bucket },
      auth: {
        userPoolId: cognito.userPoolId,
        clientId: cognito.clientId,
        issuer: cognito.issuer,
        jwksUri: cognito.jwksUri,
      },
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, cognito: cognito.endpoint },
      siiDir: source.siiDir,
      siiWeb:
        options.siiWeb ??
        readSiiWebSettings({ hosts: sii.hosts, caPem: sii.caPem, pacing: LOCAL_SII_PACING, retry: LOCAL_SII_RETRY }),
      // The demo CA issued every demo certificate; no real authority is accepted on one machine.
      siiCertificateAuthorities: [sii.caPem],
      secrets: { localKeyFile: options.secretKeyFile ?? defaultSecretKeyFile() },
      functions: {},
      refreshWindowDays: source.refreshWindowDays,
      websocketEndpoint: websocket.managementEndpoint,
      webOrigin: web.url,
      mail: { from: LOCAL_MAIL_FROM, smtp: mail.smtp },
      // Receivers on this machine (http://localhost) are allowed here only; AWS keeps the default (https, public).
      webhooks: {
        allowLocalHttp: true,
        retryDelaysSeconds: options.webhookRetryDelaysSeconds ?? LOCAL_WEBHOOK_RETRY_DELAYS,
        concurrencyPerFactoring: LOCAL_WEBHOOK_CONCURRENCY_PER_FACTORING,
      },
      siiLoginLimits: { ...SII_LOGIN_LIMITS },
      judicial: { ...JUDICIAL_DEFAULTS, ...LOCAL_JUDICIAL_PACING, portalUrl: judicial.url },
      assistant: options.assistant,
    };
    Object.assign(process.env, toConfigEnv(config));
    realtimeDeps = createRealtimeDeps(config);

    // The APIs send follow-up work (an enrolled client's first sync, a cession action's envíos) to the job pipeline,
    // started below.
    let jobs: LocalJobs | null = null;
    const jobQueue: JobQueue = {
      send: async (messages) => {
        if (!jobs) throw new Error('cola de trabajos aún no iniciada');
        await jobs.queue.send(messages);
      },
    };
    const graphqlDeps = createGraphqlDeps(config, { jobs: jobQueue });
    const appsync = await startLocalAppSync((event) => graphqlRoute(event, graphqlDeps), ports.graphql);
    stops.push(appsync.stop);
    const restDeps = createRestDeps(config, { jobs: jobQueue });
    const rest = await startLocalApiGateway((event) => restRoute(event, restDeps), ports.rest);
    stops.push(rest.stop);

    const doc = createDynamoDocumentClient(config);
    stops.push(async () => doc.destroy());
    const users = await seedTenants(source, {
      cognito,
      factorings: new FactoringRepository(doc, config.tables.factorings),
      userCompanies: new UserCompanyRepository(doc, config.tables.userCompanies),
      campaignViews: new UserActivityRepository(doc, config.tables.userActivity),
    });
    // Users an earlier start (or a test) created with flags only in the pool get them on their userCompanies rows, and
    // rows written before a later flag (an older data directory) get its value.
    const backfill = await runMembershipBackfill(config);
    const written = backfill.flagged + backfill.homes + backfill.decided;
    if (written > 0) log(`Permisos llevados a las empresas de cada usuario: ${written} filas`);
    const tenantCredentials = demoCredentials(sii.credentials, source.clientesOf);
    const companyS3 = createS3Client(config);
    const companyFiles = await seedCompanyFiles(
      source.siiDir,
      claveHoldersOf(tenantCredentials),
      new S3CompanyFiles(companyS3, bucket),
    ).finally(() => companyS3.destroy());
    if (companyFiles > 0) log(`Carpetas tributarias demo cargadas: ${companyFiles} archivos`);
    const recesionarios = await seedDemoRecesionarios(
      source.factorings,
      new RecesionarioRepository(doc, config.tables.recesionarios),
    );
    if (recesionarios > 0) log(`Recesionarios demo guardados: ${recesionarios}`);
    const radarConfigs = await seedDemoRadarConfigs(
      source.factorings.map((factoring) => factoring.rut),
      users,
      new RadarConfigRepository(doc, config.tables.radarConfigs),
      now,
    );
    if (radarConfigs > 0) log(`Configuraciones de radar demo guardadas: ${radarConfigs} factorings`);
    if (!options.siiWeb) {
      const credentials = new CredentialRepository(doc, config.tables.credentials, createSealer(config));
      // Checked against the clock of this moment: the local SII issued the demo certificates after `now` (valid from a
      // minute before their issue), more than a minute later when writing the demo world is slow on a loaded machine.
      const stored = await storeDemoCredentials(
        credentials,
        tenantCredentials,
        new Date(),
        new AcceptedIssuers(certificateAuthorityPems(config)),
      );
      if (stored.certificados + stored.claves > 0) {
        log(
          `Credenciales demo del SII local guardadas selladas: ${stored.certificados} certificados, ${stored.claves} claves`,
        );
      }
    }

    // Files an earlier start kept per client only move to the copy of each factoring holding the client's clave.
    const migration = await runCompanyFileMigration(config);
    if (migration.moved > 0) log(`Archivos de clientes trasladados a cada factoring: ${migration.moved}`);

    // The demo factoring's own system: receives its demo webhook and checks the signature (seed-webhook.ts).
    const webhooks = new WebhookRepository(doc, config.tables.webhooks, createSealer(config));
    const demoFactoring = source.factorings[0];
    const receiver = await startLocalWebhookReceiver({
      port: ports.webhookReceiver,
      secret: () => (demoFactoring ? webhooks.openSecret(systemScope(demoFactoring.rut), DEMO_WEBHOOK_TIPO) : null),
      log,
    });
    stops.push(receiver.stop);
    if (demoFactoring) {
      const created = await seedDemoWebhook(
        demoFactoring.rut,
        `${receiver.url}/webhooks/radar`,
        { webhooks, post: createWebhookPoster(config.webhooks) },
        now,
      );
      if (created)
        log(`Webhook demo de ${demoFactoring.rut} (${DEMO_WEBHOOK_TIPO}) hacia ${receiver.url}/webhooks/radar`);
    }

    const runtimeConfig: RuntimeConfig = {
      region: config.region,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.clientId,
      cognitoEndpoint: cognito.endpoint,
      authFlowType: 'USER_PASSWORD_AUTH',
      graphqlUrl: appsync.url,
      restUrl: rest.url,
      websocketUrl: websocket.url,
    };
    site = { runtimeConfig, headers: securityHeaders(connectSources({ ...runtimeConfig, documentsUrl: s3.endpoint })) };

    // The stack's 20-minute schedule: a refresh per tenant and a sync per enrolled client, then their client databases.
    // A lease found at start belongs to a process that was stopped mid-job.
    await forgetStaleLeases(doc, config.tables.leases);
    const delayMs = await firstTickDelayMs(
      source.factorings.map((factoring) => factoring.rut),
      new RefreshRunRepository(doc, config.tables.refreshRuns),
      now,
      REFRESH_INTERVAL_MS,
      options.refreshedDataTickDelayMs,
    );
    if (delayMs > 0) log(`Datos de la actualización anterior; la próxima en ${Math.ceil(delayMs / 60_000)} min`);
    // Once stop() begins, the jobs it leaves running fail as the engines close (a lease not released): noise.
    const jobLog = (line: string) => {
      if (!stopping) log(line);
    };
    jobs = startLocalJobs({
      // Retries and per-answer problems are kept in each run's report (refreshRuns); only failures reach the console.
      services: createJobServices(config, { info: () => undefined, warn: () => undefined, error: jobLog }, jobQueue),
      leases: new LeaseRepository(doc, config.tables.leases),
      intervalMs: REFRESH_INTERVAL_MS,
      firstTickDelayMs: delayMs,
      log: jobLog,
    });
    const started = jobs;
    stops.push(async () => {
      const left = await started.stop(jobGraceMs);
      if (left > 0) log(`Detenido con ${left} trabajos en curso; se hacen de nuevo en el próximo inicio`);
    });
    // The demo world's clients keep issuing invoices, a few per refresh cycle, for the sales-ledger radar.
    if (!options.siiDir) {
      const clients = source.clients.map((client) => client.rut);
      const live = startLiveSales({
        worldDir: source.siiDir,
        clients,
        intervalMs: REFRESH_INTERVAL_MS,
        perCycle: 3,
        log,
      });
      stops.push(async () => live.stop());
    }
    // The demo data built from the first refresh's cessions, all through the one client and its stores, each part
    // failing alone (logged); the stack's schedules that read it start once their part is stored.
    const seedStores = {
      cessions: new CessionRepository(doc, config.tables.cessions),
      carteras: new CarteraRepository(doc, config.tables.carteras),
      users: createUserDirectory(config, doc),
    };
    const jobLogger = { error: (message: string, data?: unknown) => log(`${message} ${JSON.stringify(data)}`) };
    const reportS3 = createS3Client(config);
    let monthlyReport: { stop(): Promise<void> } | null = null;
    let digest: { stop(): Promise<void> } | null = null;
    // The extended-features factoring (seedTenants) gets a sample nómina.
    const extended = source.factorings[1];
    const seedNomina = async () => {
      if (!extended) return;
      const stores = { cessions: seedStores.cessions, nominas: new NominaRepository(doc, config.tables.nominas) };
      await seedDemoNomina(extended.rut, stores, now)
        .then((rows) => log(`Nómina demo de ${extended.rut}: ${rows} documentos`))
        .catch((error: unknown) => log(`Nómina demo no cargada: ${(error as Error).message}`));
    };
    // Every demo factoring shows a notified debtor and one with a remembered e-mail on its notifications screen.
    const seedNotificaciones = async () => {
      const stores = {
        cessions: seedStores.cessions,
        notificaciones: new NotificacionRepository(doc, config.tables.notificaciones),
      };
      for (const factoring of source.factorings) {
        await seedDemoNotificaciones(factoring.rut, stores, now).catch((error: unknown) =>
          log(`Notificaciones demo no cargadas: ${(error as Error).message}`),
        );
      }
    };
    // The first demo factoring's Cartera limits and executives (from the portfolio the first refresh built), so
    // 'Reportes' shows its exposure and executives; then the stack's monthly report schedule, once the demo
    // subscriber is saved.
    const seedReportes = async () => {
      if (demoFactoring) {
        const stores = {
          carteras: seedStores.carteras,
          executives: new ExecutiveRepository(doc, config.tables.clientExecutives),
        };
        const clients = source.clientesOf.get(demoFactoring.rut) ?? [];
        await seedDemoReportes(demoFactoring.rut, users, clients, stores, now)
          .then(
            ({ limites, ejecutivos }) =>
              limites + ejecutivos > 0 && log(`Reportes demo: ${limites} límites de cartera, ${ejecutivos} ejecutivos`),
          )
          .catch((error: unknown) => log(`Reportes demo no cargados: ${(error as Error).message}`));
        const reports = new MonthlyReportRepository(doc, config.tables);
        await seedDemoMonthlyReport(demoFactoring.rut, users, { directory: seedStores.users, reports })
          .then((email) => email && log(`Informe mensual demo: ${email} suscrito`))
          .catch((error: unknown) => log(`Informe mensual demo no suscrito: ${(error as Error).message}`));
      }
      const deps = createMonthlyReportDeps(config, { doc, s3: reportS3 }, jobLogger);
      if (!stopping) monthlyReport = startLocalMonthlyReport(deps, { log });
    };
    // Demo alerts for the bell, then the stack's daily digest schedule; then a new court case of a Cartera RUT of the
    // first demo factoring: its bell alert and Cartera red flag (after the demo alerts, which go only to users with
    // none).
    const seedAlerts = async () => {
      const alertDeps = {
        users: seedStores.users,
        cessions: seedStores.cessions,
        alerts: new AlertRepository(doc, config.tables.alerts),
      };
      await seedDemoAlerts(
        source.factorings.map((factoring) => factoring.rut),
        alertDeps,
        now,
      )
        .then((count) => count > 0 && log(`Alertas demo guardadas: ${count}`))
        .catch((error: unknown) => log(`Alertas demo no guardadas: ${(error as Error).message}`));
      if (!stopping) digest = startLocalAlertDigest(createAlertDigestDeps(config, doc, jobLogger), { log });
      if (!demoFactoring) return;
      const stores = {
        carteras: seedStores.carteras,
        sweeps: new JudicialSweepStore(doc, config.tables.judicialRecords, config.judicial.cacheDays),
        jobs: jobQueue,
        world: judicialWorld,
        cacheDays: config.judicial.cacheDays,
      };
      // The seeded sweep is waited for, so the first refresh ends with the alert in the bell.
      await seedJudicialNews(demoFactoring.rut, stores, now)
        .then(async (rut) => {
          if (!rut) return;
          await settledSweep(stores.sweeps, rut);
          log(`Causa judicial nueva demo: ${rut}`);
        })
        .catch((error: unknown) => log(`Causa judicial demo no cargada: ${(error as Error).message}`));
    };
    const demoDataSeeded = started.firstRun.then(async () => {
      if (!stopping) await Promise.all([seedNomina(), seedNotificaciones(), seedReportes(), seedAlerts()]);
    });
    stops.push(async () => {
      await digest?.stop();
      await monthlyReport?.stop();
      reportS3.destroy();
    });

    return {
      webUrl: web.url,
      graphqlUrl: appsync.url,
      restUrl: rest.url,
      websocketUrl: websocket.url,
      users,
      config,
      judicial,
      sii,
      jobs: started,
      mail: { smtp: mail.smtp, inboxUrl: mail.inboxUrl, apiUrl: mail.apiUrl },
      webhookReceiver: { url: receiver.url, port: receiver.port, received: receiver.received },
      firstRefresh: demoDataSeeded,
      refreshAtStart: delayMs === 0,
      stop: (stopOptions) => {
        stopping = true;
        jobGraceMs = stopOptions?.jobGraceMs;
        return stopAll(stops);
      },
    };
  } catch (error) {
    await stopAll(stops);
    throw error;
  }
}

/** Stops hosts and engines in reverse start order; one failing stop does not keep the others running. */
async function stopAll(stops: (() => Promise<void>)[]): Promise<void> {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}

/**
 * The taxpayers the local SII knows beyond the tenants and clients: the demo recessionaries but the one whose cessions
 * it rejects, and the demo world's factorings outside the platform (its clients cede to them too).
 */
function registeredTaxpayers(): Array<{ rut: string; razonSocial: string }> {
  const recesionarios = DEMO_RECESIONARIOS.filter((recesionario) => recesionario !== UNREGISTERED_RECESIONARIO).map(
    ({ rut, razonSocial }) => ({
      rut: normalizeRut(rut),
      razonSocial,
    }),
  );
  return [...recesionarios, ...OUTSIDE_FACTORINGS.map(({ rut, razonSocial }) => ({ rut, razonSocial }))];
}

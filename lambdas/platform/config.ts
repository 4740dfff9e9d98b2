import { z } from 'zod';
import { assistantSettingsEnv, assistantSettingsSchema, readAssistantSettings } from './assistant-settings';
import { readSiiWebSettings, type SiiWebSettings } from './sii-settings';

/**
 * Server configuration of every Lambda, read once in the handler entry from environment variables
 * (set by the CDK stack on AWS and by bin/local.ts on one machine) and injected downwards:
 * repositories and services never read process.env (ARCHITECTURE.md, practice 3).
 */
/**
 * Defaults of the judicial radar's sweeps (config.judicial): a 252-tribunal sweep takes a little over a minute at 4
 * searches a second, under the 6 minutes of client-radar §2; results are served for 7 days; a RUT whose records were
 * deleted on request is left out of the nightly watch for a year.
 */
export const JUDICIAL_DEFAULTS = {
  paceMs: 500,
  concurrency: 3,
  ratePerSecond: 4,
  rateBurst: 1,
  rateWaitMs: 60_000,
  cacheDays: 7,
  erasureHoldDays: 365,
} as const;

/** Defaults of the judicial partner API's answers (config.judicial.partner): poll every 2 s, for up to 5 minutes. */
export const JUDICIAL_PARTNER_DEFAULTS = { pollMs: 2_000, waitMs: 300_000 } as const;

/** Default clave checks per clock hour: 3 for one target RUT, 20 for one factoring (config.siiLoginLimits). */
export const SII_LOGIN_LIMITS = { perRutPerHour: 3, perFactoringPerHour: 20 } as const;

/** A judicial partner's API (config.judicial.partner): its address, its sealed key, how its answers are awaited. */
export const judicialPartnerSchema = z.object({
  url: z.string().url(),
  sealedKey: z.string().min(1),
  pollMs: z.coerce.number().int().positive().default(JUDICIAL_PARTNER_DEFAULTS.pollMs),
  waitMs: z.coerce.number().int().positive().default(JUDICIAL_PARTNER_DEFAULTS.waitMs),
});

export const serverConfigSchema = z.object({
  region: z.string().min(1),
  tables: z.object({
    cessions: z.string().min(1),
    factorings: z.string().min(1),
    userCompanies: z.string().min(1),
    refreshRuns: z.string().min(1),
    connections: z.string().min(1),
    clientExecutives: z.string().min(1),
    announcements: z.string().min(1),
    nominas: z.string().min(1),
    credentials: z.string().min(1),
    leases: z.string().min(1),
    envios: z.string().min(1),
    recesionarios: z.string().min(1),
    mails: z.string().min(1),
    mailSuppressions: z.string().min(1),
    consultasMasivas: z.string().min(1),
    notificaciones: z.string().min(1),
    userActivity: z.string().min(1),
    platformEvents: z.string().min(1),
    webhooks: z.string().min(1),
    alertPreferences: z.string().min(1),
    alerts: z.string().min(1),
    impersonationAudit: z.string().min(1),
    carteras: z.string().min(1),
    invoiceChanges: z.string().min(1),
    judicialRecords: z.string().min(1),
    radarConfigs: z.string().min(1),
  }),
  buckets: z.object({
    /** AEC XML, PDFs and per-client SQLite files. */
    documents: z.string().min(1),
  }),
  auth: z.object({
    userPoolId: z.string().min(1),
    clientId: z.string().min(1),
    /** Token issuer accepted by the verifier: the Cognito pool on AWS, cognito-local locally. */
    issuer: z.string().url(),
    jwksUri: z.string().url(),
  }),
  /** Only set in local mode: endpoints of dynalite, s3rver and cognito-local. */
  endpoints: z
    .object({
      dynamodb: z.string().url().optional(),
      s3: z.string().url().optional(),
      cognito: z.string().url().optional(),
    })
    .default({}),
  /**
   * Directory of SII files. Without `siiWeb` it is the SII gateway itself (the file source: tests and replays);
   * with `siiWeb` it only serves the files the web client does not fetch (the SII's public Nómina de empresas, a
   * client's VAT history and TGR statement). Absent on AWS.
   */
  siiDir: z.string().optional(),
  /**
   * Base URLs of the public web sources read for the client detail (client-detail.md §7): the TGR's cartola fiscal
   * service, the Poder Judicial's case search and the Registro de Empresas y Sociedades (lambdas/public-sources).
   * Locally the demo world under `siiDir` answers instead.
   */
  publicSources: z
    .object({ tgr: z.string().url().optional(), pjud: z.string().url().optional(), res: z.string().url().optional() })
    .optional(),
  /**
   * Settings of the SII web client (lambdas/platform/sii-settings.ts): when present, every SII read goes over the SII's
   * real interfaces (on AWS: production; locally: the local SII). Read from the JSON in RC_SII_WEB.
   */
  siiWeb: z.custom<SiiWebSettings>((value) => typeof value === 'object' && value !== null).optional(),
  /**
   * The certification authorities whose certificates 'Firma Digital' accepts
   * (lambdas/sii/certificate/accepted-issuers.ts): the root and intermediate certificates, PEM, of the authorities the
   * SII accredits, listed inline. Read from RC_SII_CERTIFICATE_AUTHORITIES (the PEMs one after another). Local mode
   * lists its demo CA here; on AWS the list travels as a file instead (siiCertificateAuthoritiesFile), since a
   * hierarchy of authorities does not fit Lambda's 4 KB of environment. Both together are the accepted list
   * (lambdas/platform/certificate-authorities.ts); none refuses every upload.
   */
  siiCertificateAuthorities: z.array(z.string().includes('-----BEGIN CERTIFICATE-----')).default([]),
  /**
   * Absolute path of a PEM bundle of further accepted authorities (the certificates one after another), read once per
   * container: on AWS the file the GraphQL router's layer carries (infra/sii-certificate-authorities.ts). Read from
   * RC_SII_CERTIFICATE_AUTHORITIES_FILE.
   */
  siiCertificateAuthoritiesFile: z.string().min(1).optional(),
  /**
   * How stored SII credentials are sealed (envelope encryption): the KMS key on AWS, or locally the file holding
   * the local master key (kept outside the data directory). One of the two is needed to store or use credentials.
   */
  secrets: z.object({ kmsKeyId: z.string().min(1).optional(), localKeyFile: z.string().min(1).optional() }).default({}),
  /**
   * Functions the API functions call (AWS only): the prior consultation, the one function besides the SII workers that
   * opens a factoring's sealed certificate. Without it the API runs the consultation in process (local mode, tests).
   */
  functions: z.object({ consultaPrevia: z.string().min(1).optional() }).default({}),
  /** SQS queues of the refresh fan-out (AWS only; local mode runs the same messages through an in-process queue). */
  queues: z
    .object({
      refresh: z.string().url(),
      clientSync: z.string().url(),
      clientDb: z.string().url(),
      envios: z.string().url(),
      consultaMasiva: z.string().url(),
      webhooks: z.string().url(),
      judicialSweep: z.string().url(),
    })
    .optional(),
  /**
   * Calendar days up to today that each refresh asks the SII for (93 when absent). Local mode widens it to
   * cover an external directory's oldest period answer.
   */
  refreshWindowDays: z.coerce.number().int().positive().optional(),
  /** Management endpoint of the WebSocket API (https://.../stage on AWS; the local ws host locally). */
  websocketEndpoint: z.string().url().optional(),
  /**
   * The web app's address, no trailing slash: https://{CloudFront domain} on AWS, the local web host locally. The
   * e-mails to users (account invitation, alerts, daily digest) link to it. Absent where nothing e-mails users (some
   * tests).
   */
  webOrigin: z.string().url().optional(),
  /**
   * How e-mail leaves (lambdas/mail/create-mail-sender.ts): the From address ('Radar Cesiones
   * <no-responder@dominio>') and either SES with its configuration set (AWS) or an SMTP server (local mode's
   * inbox). Absent where nothing sends e-mail (some tests).
   */
  mail: z
    .object({
      from: z.string().min(1),
      /**
       * Where the free-trial requests of the campaigns' contact-us call go (core-platform §1); absent: the platform's
       * sales address of lambdas/services/campaigns/trial-request-mail.ts (DEFAULT_SALES_ADDRESS).
       */
      sales: z.string().email().optional(),
      ses: z.object({ configurationSet: z.string().min(1) }).optional(),
      smtp: z.object({ host: z.string().min(1), port: z.coerce.number().int().positive() }).optional(),
    })
    .refine((mail) => Boolean(mail.ses) !== Boolean(mail.smtp), {
      message: 'El correo usa SES o SMTP, exactamente uno',
    })
    .optional(),
  /**
   * Webhook delivery (lambdas/webhook-delivery/): `allowLocalHttp` lets URLs use http: and loopback addresses (local
   * mode's receivers; never on AWS, where only https to public addresses passes); `retryDelaysSeconds` the wait before
   * each retry (core-platform §2: 'se reintentará 2 veces', so two delays; at most 900 s each, SQS's longest delay);
   * `concurrencyPerFactoring` how many delivery attempts of one factoring run at once (the delivery workers are shared
   * by every factoring: a receiver that hangs holds at most this many).
   */
  webhooks: z
    .object({
      allowLocalHttp: z.boolean().default(false),
      retryDelaysSeconds: z.array(z.number().int().min(0).max(900)).length(2).default([60, 300]),
      concurrencyPerFactoring: z.coerce.number().int().positive().default(2),
    })
    .default({}),
  /**
   * Clave checks and enrolments sent to the SII (lambdas/services/credentials/limited-login-check.ts), per clock hour:
   * at most `perRutPerHour` for one target RUT (every factoring together) and `perFactoringPerHour` for one factoring
   * (every RUT together), so no SII account can be hammered through the platform.
   */
  siiLoginLimits: z
    .object({
      perRutPerHour: z.coerce.number().int().positive().default(SII_LOGIN_LIMITS.perRutPerHour),
      perFactoringPerHour: z.coerce.number().int().positive().default(SII_LOGIN_LIMITS.perFactoringPerHour),
    })
    .default({}),
  /**
   * The judicial radar (client-radar.md §2): `portalUrl` the Poder Judicial's case search (locally the local judicial
   * host; none: every sweep fails as not configured); `paceMs` the wait between two searches of one sweep worker,
   * `concurrency` the searches of one sweep in flight, `ratePerSecond` the searches a second of every sweep of every
   * factoring together (the shared rate, kept in the leases table so every Lambda and local worker draws from it),
   * `rateBurst` the searches that may start back to back after a quiet spell, `rateWaitMs` how long a search waits
   * for its turn before its tribunal counts as failed; `cacheDays` how long a finished sweep is served before sweeping
   * again; `erasureHoldDays` how long the nightly watch leaves a RUT alone after its records were deleted on request.
   * `partner`, when set, sweeps through a partner's API instead of the portal (public-sources/judicial/
   * partner-settings.ts): `url`, `sealedKey` the API key sealed by the configured sealer (JSON of a SealedSecret,
   * context {sk: 'judicial-partner-key'}; opened only by the sweep worker), `pollMs` and `waitMs` of its answers.
   */
  judicial: z
    .object({
      portalUrl: z.string().url().optional(),
      paceMs: z.coerce.number().int().min(0).default(JUDICIAL_DEFAULTS.paceMs),
      concurrency: z.coerce.number().int().positive().default(JUDICIAL_DEFAULTS.concurrency),
      ratePerSecond: z.coerce.number().positive().default(JUDICIAL_DEFAULTS.ratePerSecond),
      rateBurst: z.coerce.number().int().positive().default(JUDICIAL_DEFAULTS.rateBurst),
      rateWaitMs: z.coerce.number().int().min(0).default(JUDICIAL_DEFAULTS.rateWaitMs),
      partner: judicialPartnerSchema.optional(),
      cacheDays: z.coerce.number().positive().default(JUDICIAL_DEFAULTS.cacheDays),
      erasureHoldDays: z.coerce.number().min(0).default(JUDICIAL_DEFAULTS.erasureHoldDays),
    })
    .default({}),
  /**
   * The query assistant's engine (lambdas/platform/assistant-settings.ts), read from RC_ASSISTANT_ENGINE and that
   * engine's variables; absent: the rules engine ('Modo sin IA').
   */
  assistant: assistantSettingsSchema.optional(),
});

export type ServerConfig = z.infer<typeof serverConfigSchema>;

/**
 * The PEM certificates of a bundle, in order (text around and between them is ignored, as OpenSSL does); [] for none.
 */
export function pemCertificates(bundle: string): string[] {
  return bundle.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

/** Environment variable names of the server configuration, shared by the CDK stack and local mode. */
export const CONFIG_ENV = {
  region: 'RC_REGION',
  cessionsTable: 'RC_TABLE_CESSIONS',
  factoringsTable: 'RC_TABLE_FACTORINGS',
  userCompaniesTable: 'RC_TABLE_USER_COMPANIES',
  refreshRunsTable: 'RC_TABLE_REFRESH_RUNS',
  connectionsTable: 'RC_TABLE_CONNECTIONS',
  clientExecutivesTable: 'RC_TABLE_CLIENT_EXECUTIVES',
  announcementsTable: 'RC_TABLE_ANNOUNCEMENTS',
  nominasTable: 'RC_TABLE_NOMINAS',
  credentialsTable: 'RC_TABLE_CREDENTIALS',
  leasesTable: 'RC_TABLE_LEASES',
  enviosTable: 'RC_TABLE_ENVIOS',
  recesionariosTable: 'RC_TABLE_RECESIONARIOS',
  mailsTable: 'RC_TABLE_MAILS',
  mailSuppressionsTable: 'RC_TABLE_MAIL_SUPPRESSIONS',
  consultasMasivasTable: 'RC_TABLE_CONSULTAS_MASIVAS',
  notificacionesTable: 'RC_TABLE_NOTIFICACIONES',
  userActivityTable: 'RC_TABLE_USER_ACTIVITY',
  platformEventsTable: 'RC_TABLE_PLATFORM_EVENTS',
  webhooksTable: 'RC_TABLE_WEBHOOKS',
  alertPreferencesTable: 'RC_TABLE_ALERT_PREFERENCES',
  alertsTable: 'RC_TABLE_ALERTS',
  impersonationAuditTable: 'RC_TABLE_IMPERSONATION_AUDIT',
  carterasTable: 'RC_TABLE_CARTERAS',
  invoiceChangesTable: 'RC_TABLE_INVOICE_CHANGES',
  judicialRecordsTable: 'RC_TABLE_JUDICIAL_RECORDS',
  radarConfigsTable: 'RC_TABLE_RADAR_CONFIGS',
  websocketEndpoint: 'RC_WEBSOCKET_ENDPOINT',
  webOrigin: 'RC_WEB_ORIGIN',
  documentsBucket: 'RC_BUCKET_DOCUMENTS',
  userPoolId: 'RC_USER_POOL_ID',
  clientId: 'RC_USER_POOL_CLIENT_ID',
  issuer: 'RC_TOKEN_ISSUER',
  jwksUri: 'RC_JWKS_URI',
  dynamodbEndpoint: 'RC_DYNAMODB_ENDPOINT',
  s3Endpoint: 'RC_S3_ENDPOINT',
  cognitoEndpoint: 'RC_COGNITO_ENDPOINT',
  siiDir: 'RC_SII_DIR',
  siiWeb: 'RC_SII_WEB',
  siiCertificateAuthorities: 'RC_SII_CERTIFICATE_AUTHORITIES',
  siiCertificateAuthoritiesFile: 'RC_SII_CERTIFICATE_AUTHORITIES_FILE',
  tgrUrl: 'RC_TGR_URL',
  pjudUrl: 'RC_PJUD_URL',
  resUrl: 'RC_RES_URL',
  kmsKeyId: 'RC_KMS_KEY_ID',
  localKeyFile: 'RC_LOCAL_KEY_FILE',
  refreshQueue: 'RC_QUEUE_REFRESH',
  clientSyncQueue: 'RC_QUEUE_CLIENT_SYNC',
  clientDbQueue: 'RC_QUEUE_CLIENT_DB',
  enviosQueue: 'RC_QUEUE_ENVIOS',
  consultaMasivaQueue: 'RC_QUEUE_CONSULTA_MASIVA',
  webhooksQueue: 'RC_QUEUE_WEBHOOKS',
  judicialSweepQueue: 'RC_QUEUE_JUDICIAL_SWEEP',
  consultaPreviaFunction: 'RC_FUNCTION_CONSULTA_PREVIA',
  refreshWindowDays: 'RC_REFRESH_WINDOW_DAYS',
  mailFrom: 'RC_MAIL_FROM',
  mailSales: 'RC_MAIL_SALES',
  mailConfigurationSet: 'RC_MAIL_SES_CONFIGURATION_SET',
  mailSmtpHost: 'RC_MAIL_SMTP_HOST',
  mailSmtpPort: 'RC_MAIL_SMTP_PORT',
  webhooksAllowLocalHttp: 'RC_WEBHOOKS_ALLOW_LOCAL_HTTP',
  webhookRetryDelays: 'RC_WEBHOOK_RETRY_DELAYS',
  webhookConcurrencyPerFactoring: 'RC_WEBHOOK_CONCURRENCY_PER_FACTORING',
  siiLoginPerRut: 'RC_SII_LOGIN_PER_RUT_PER_HOUR',
  siiLoginPerFactoring: 'RC_SII_LOGIN_PER_FACTORING_PER_HOUR',
  judicialPortalUrl: 'RC_JUDICIAL_PORTAL_URL',
  judicialPaceMs: 'RC_JUDICIAL_PACE_MS',
  judicialConcurrency: 'RC_JUDICIAL_CONCURRENCY',
  judicialRatePerSecond: 'RC_JUDICIAL_RATE_PER_SECOND',
  judicialRateBurst: 'RC_JUDICIAL_RATE_BURST',
  judicialRateWaitMs: 'RC_JUDICIAL_RATE_WAIT_MS',
  judicialPartnerUrl: 'RC_JUDICIAL_PARTNER_URL',
  judicialPartnerSealedKey: 'RC_JUDICIAL_PARTNER_SEALED_KEY',
  judicialPartnerPollMs: 'RC_JUDICIAL_PARTNER_POLL_MS',
  judicialPartnerWaitMs: 'RC_JUDICIAL_PARTNER_WAIT_MS',
  judicialCacheDays: 'RC_JUDICIAL_CACHE_DAYS',
  judicialErasureHoldDays: 'RC_JUDICIAL_ERASURE_HOLD_DAYS',
} as const;

/**
 * Reads and validates the server configuration from an environment map.
 * @throws ZodError naming every missing or malformed variable.
 */
export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const e = CONFIG_ENV;
  return serverConfigSchema.parse({
    region: env[e.region],
    tables: {
      cessions: env[e.cessionsTable],
      factorings: env[e.factoringsTable],
      userCompanies: env[e.userCompaniesTable],
      refreshRuns: env[e.refreshRunsTable],
      connections: env[e.connectionsTable],
      clientExecutives: env[e.clientExecutivesTable],
      announcements: env[e.announcementsTable],
      nominas: env[e.nominasTable],
      credentials: env[e.credentialsTable],
      leases: env[e.leasesTable],
      envios: env[e.enviosTable],
      recesionarios: env[e.recesionariosTable],
      mails: env[e.mailsTable],
      mailSuppressions: env[e.mailSuppressionsTable],
      consultasMasivas: env[e.consultasMasivasTable],
      notificaciones: env[e.notificacionesTable],
      userActivity: env[e.userActivityTable],
      platformEvents: env[e.platformEventsTable],
      webhooks: env[e.webhooksTable],
      alertPreferences: env[e.alertPreferencesTable],
      alerts: env[e.alertsTable],
      impersonationAudit: env[e.impersonationAuditTable],
      carteras: env[e.carterasTable],
      invoiceChanges: env[e.invoiceChangesTable],
      judicialRecords: env[e.judicialRecordsTable],
      radarConfigs: env[e.radarConfigsTable],
    },
    buckets: { documents: env[e.documentsBucket] },
    auth: {
      userPoolId: env[e.userPoolId],
      clientId: env[e.clientId],
      issuer: env[e.issuer],
      jwksUri: env[e.jwksUri],
    },
    endpoints: {
      dynamodb: env[e.dynamodbEndpoint] || undefined,
      s3: env[e.s3Endpoint] || undefined,
      cognito: env[e.cognitoEndpoint] || undefined,
    },
    siiDir: env[e.siiDir] || undefined,
    siiWeb: env[e.siiWeb] ? readSiiWebSettings(env[e.siiWeb]!) : undefined,
    siiCertificateAuthorities: pemCertificates(env[e.siiCertificateAuthorities] ?? ''),
    siiCertificateAuthoritiesFile: env[e.siiCertificateAuthoritiesFile] || undefined,
    publicSources: {
      tgr: env[e.tgrUrl] || undefined,
      pjud: env[e.pjudUrl] || undefined,
      res: env[e.resUrl] || undefined,
    },
    secrets: { kmsKeyId: env[e.kmsKeyId] || undefined, localKeyFile: env[e.localKeyFile] || undefined },
    functions: { consultaPrevia: env[e.consultaPreviaFunction] || undefined },
    queues: env[e.refreshQueue]
      ? {
          refresh: env[e.refreshQueue],
          clientSync: env[e.clientSyncQueue],
          clientDb: env[e.clientDbQueue],
          envios: env[e.enviosQueue],
          consultaMasiva: env[e.consultaMasivaQueue],
          webhooks: env[e.webhooksQueue],
          judicialSweep: env[e.judicialSweepQueue],
        }
      : undefined,
    websocketEndpoint: env[e.websocketEndpoint] || undefined,
    webOrigin: env[e.webOrigin] || undefined,
    refreshWindowDays: env[e.refreshWindowDays] || undefined,
    mail: env[e.mailFrom]
      ? {
          from: env[e.mailFrom],
          sales: env[e.mailSales] || undefined,
          ses: env[e.mailConfigurationSet] ? { configurationSet: env[e.mailConfigurationSet] } : undefined,
          smtp: env[e.mailSmtpHost] ? { host: env[e.mailSmtpHost], port: env[e.mailSmtpPort] } : undefined,
        }
      : undefined,
    webhooks: {
      allowLocalHttp: env[e.webhooksAllowLocalHttp] === '1',
      retryDelaysSeconds: env[e.webhookRetryDelays] ? env[e.webhookRetryDelays]!.split(',').map(Number) : undefined,
      concurrencyPerFactoring: env[e.webhookConcurrencyPerFactoring] || undefined,
    },
    siiLoginLimits: {
      perRutPerHour: env[e.siiLoginPerRut] || undefined,
      perFactoringPerHour: env[e.siiLoginPerFactoring] || undefined,
    },
    judicial: {
      portalUrl: env[e.judicialPortalUrl] || undefined,
      paceMs: env[e.judicialPaceMs] || undefined,
      concurrency: env[e.judicialConcurrency] || undefined,
      ratePerSecond: env[e.judicialRatePerSecond] || undefined,
      rateBurst: env[e.judicialRateBurst] || undefined,
      rateWaitMs: env[e.judicialRateWaitMs] || undefined,
      cacheDays: env[e.judicialCacheDays] || undefined,
      erasureHoldDays: env[e.judicialErasureHoldDays] || undefined,
      partner: env[e.judicialPartnerUrl]
        ? {
            url: env[e.judicialPartnerUrl],
            sealedKey: env[e.judicialPartnerSealedKey],
            pollMs: env[e.judicialPartnerPollMs] || undefined,
            waitMs: env[e.judicialPartnerWaitMs] || undefined,
          }
        : undefined,
    },
    assistant: readAssistantSettings(env),
  });
}

/** Inverse of {@link readServerConfig}: the environment map that yields this configuration. */
export function toConfigEnv(config: ServerConfig): Record<string, string> {
  const e = CONFIG_ENV;
  const env: Record<string, string> = {
    [e.region]: config.region,
    [e.cessionsTable]: config.tables.cessions,
    [e.factoringsTable]: config.tables.factorings,
    [e.userCompaniesTable]: config.tables.userCompanies,
    [e.refreshRunsTable]: config.tables.refreshRuns,
    [e.connectionsTable]: config.tables.connections,
    [e.clientExecutivesTable]: config.tables.clientExecutives,
    [e.announcementsTable]: config.tables.announcements,
    [e.nominasTable]: config.tables.nominas,
    [e.credentialsTable]: config.tables.credentials,
    [e.leasesTable]: config.tables.leases,
    [e.enviosTable]: config.tables.envios,
    [e.recesionariosTable]: config.tables.recesionarios,
    [e.mailsTable]: config.tables.mails,
    [e.mailSuppressionsTable]: config.tables.mailSuppressions,
    [e.consultasMasivasTable]: config.tables.consultasMasivas,
    [e.notificacionesTable]: config.tables.notificaciones,
    [e.userActivityTable]: config.tables.userActivity,
    [e.platformEventsTable]: config.tables.platformEvents,
    [e.webhooksTable]: config.tables.webhooks,
    [e.alertPreferencesTable]: config.tables.alertPreferences,
    [e.alertsTable]: config.tables.alerts,
    [e.impersonationAuditTable]: config.tables.impersonationAudit,
    [e.carterasTable]: config.tables.carteras,
    [e.invoiceChangesTable]: config.tables.invoiceChanges,
    [e.judicialRecordsTable]: config.tables.judicialRecords,
    [e.radarConfigsTable]: config.tables.radarConfigs,
    [e.documentsBucket]: config.buckets.documents,
    [e.userPoolId]: config.auth.userPoolId,
    [e.clientId]: config.auth.clientId,
    [e.issuer]: config.auth.issuer,
    [e.jwksUri]: config.auth.jwksUri,
  };
  if (config.endpoints.dynamodb) env[e.dynamodbEndpoint] = config.endpoints.dynamodb;
  if (config.endpoints.s3) env[e.s3Endpoint] = config.endpoints.s3;
  if (config.endpoints.cognito) env[e.cognitoEndpoint] = config.endpoints.cognito;
  if (config.siiDir) env[e.siiDir] = config.siiDir;
  if (config.siiWeb) env[e.siiWeb] = JSON.stringify(config.siiWeb);
  if (config.siiCertificateAuthorities.length > 0)
    env[e.siiCertificateAuthorities] = config.siiCertificateAuthorities.join('\n');
  if (config.siiCertificateAuthoritiesFile) env[e.siiCertificateAuthoritiesFile] = config.siiCertificateAuthoritiesFile;
  if (config.publicSources?.tgr) env[e.tgrUrl] = config.publicSources.tgr;
  if (config.publicSources?.pjud) env[e.pjudUrl] = config.publicSources.pjud;
  if (config.publicSources?.res) env[e.resUrl] = config.publicSources.res;
  if (config.secrets.kmsKeyId) env[e.kmsKeyId] = config.secrets.kmsKeyId;
  if (config.secrets.localKeyFile) env[e.localKeyFile] = config.secrets.localKeyFile;
  if (config.functions.consultaPrevia) env[e.consultaPreviaFunction] = config.functions.consultaPrevia;
  if (config.queues) {
    env[e.refreshQueue] = config.queues.refresh;
    env[e.clientSyncQueue] = config.queues.clientSync;
    env[e.clientDbQueue] = config.queues.clientDb;
    env[e.enviosQueue] = config.queues.envios;
    env[e.consultaMasivaQueue] = config.queues.consultaMasiva;
    env[e.webhooksQueue] = config.queues.webhooks;
    env[e.judicialSweepQueue] = config.queues.judicialSweep;
  }
  if (config.websocketEndpoint) env[e.websocketEndpoint] = config.websocketEndpoint;
  if (config.webOrigin) env[e.webOrigin] = config.webOrigin;
  if (config.refreshWindowDays) env[e.refreshWindowDays] = String(config.refreshWindowDays);
  if (config.mail) {
    env[e.mailFrom] = config.mail.from;
    if (config.mail.sales) env[e.mailSales] = config.mail.sales;
    if (config.mail.ses) env[e.mailConfigurationSet] = config.mail.ses.configurationSet;
    if (config.mail.smtp) {
      env[e.mailSmtpHost] = config.mail.smtp.host;
      env[e.mailSmtpPort] = String(config.mail.smtp.port);
    }
  }
  if (config.webhooks.allowLocalHttp) env[e.webhooksAllowLocalHttp] = '1';
  env[e.webhookRetryDelays] = config.webhooks.retryDelaysSeconds.join(',');
  env[e.webhookConcurrencyPerFactoring] = String(config.webhooks.concurrencyPerFactoring);
  env[e.siiLoginPerRut] = String(config.siiLoginLimits.perRutPerHour);
  env[e.siiLoginPerFactoring] = String(config.siiLoginLimits.perFactoringPerHour);
  if (config.judicial.portalUrl) env[e.judicialPortalUrl] = config.judicial.portalUrl;
  env[e.judicialPaceMs] = String(config.judicial.paceMs);
  env[e.judicialConcurrency] = String(config.judicial.concurrency);
  env[e.judicialRatePerSecond] = String(config.judicial.ratePerSecond);
  env[e.judicialRateBurst] = String(config.judicial.rateBurst);
  env[e.judicialRateWaitMs] = String(config.judicial.rateWaitMs);
  const { partner } = config.judicial;
  if (partner) {
    env[e.judicialPartnerUrl] = partner.url;
    env[e.judicialPartnerSealedKey] = partner.sealedKey;
    env[e.judicialPartnerPollMs] = String(partner.pollMs);
    env[e.judicialPartnerWaitMs] = String(partner.waitMs);
  }
  env[e.judicialCacheDays] = String(config.judicial.cacheDays);
  env[e.judicialErasureHoldDays] = String(config.judicial.erasureHoldDays);
  return config.assistant ? { ...env, ...assistantSettingsEnv(config.assistant) } : env;
}

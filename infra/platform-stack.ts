import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { JUDICIAL_DEFAULTS, SII_LOGIN_LIMITS, type ServerConfig } from '@lambdas/platform/config';
import { Alerts } from './alerts';
import { MonthlyReport } from './monthly-report';
import { assistantSettings } from './assistant-model';
import { API_LIMITS } from './api-limits';
import { Auth } from './auth';
import { ConsultaPreviaFunction } from './consulta-previa-function';
import { Data } from './data';
import { Egress, fixedEgressRequested } from './egress';
import { GraphqlApi } from './graphql-api';
import { JobQueues } from './job-queues';
import { Jobs } from './jobs';
import { PlatformFunction, type LambdaSource } from './lambda-function';
import { DEFAULT_MAIL_FROM, Mail, MAIL_FROM_CONTEXT } from './mail';
import { MembershipBackfill } from './membership-backfill';
import { Observability } from './observability';
import { RateLimitedWebAcl } from './rate-limited-web-acl';
import { publicSourceUrls } from './public-source-urls';
import { siiCertificateAuthorities } from './sii-certificate-authorities';
import { Realtime } from './realtime';
import { RestApi } from './rest-api';
import { judicialPartner } from './judicial-partner';
import { Secrets } from './secrets';
import { readSiiWebSettings } from '@lambdas/platform/sii-settings';

/**
 * CDK context key of the SII web client's settings (lambdas/platform/sii-settings.ts), JSON or an object: absent, the
 * production SII with the default pacing; `-c radar:sii='{"hosts":"certificacion"}'` for the certification hosts.
 */
export const SII_CONTEXT = 'radar:sii';

/** The user pool actions of 'Cuentas' (lambdas/services/accounts), which both API functions serve. */
export const ACCOUNT_ADMINISTRATION_ACTIONS = [
  'cognito-idp:ListUsers',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
] as const;

/** Waits before a failed webhook delivery's two retries on AWS, seconds: 1 minute, then 5. */
export const AWS_WEBHOOK_RETRY_DELAYS = [60, 300] as const;
/** Delivery attempts of one factoring at once on AWS: 2 of the webhooks worker's 10 (infra/jobs.ts). */
export const AWS_WEBHOOK_CONCURRENCY_PER_FACTORING = 2;
import { CDN_WEB_ACL_CONTEXT, Web } from './web';
import { grantItemsUnderKeys, grantItemUpdates, grantObjects, grantTableItems } from './narrow-grants';

export interface PlatformStackProps extends StackProps {
  /** Repository root: holds package-lock.json and the Lambda entries under lambdas/. */
  projectRoot: string;
  /** Absolute path of schema.graphql. */
  schemaPath: string;
  /** Keys of the GraphQL router's resolvers map (lambdas/graphql/resolvers.ts). */
  graphqlHandlerKeys: Iterable<string>;
  /** The web build (web/dist). */
  webDistPath: string;
}

/**
 * The whole platform as one stack of per-concern constructs that hand each other typed resources
 * (ARCHITECTURE.md practice 1): auth, data, secrets, job queues, mail, the optional fixed egress network, realtime,
 * GraphQL, REST, jobs and web. The context value `radar:fixedEgressIp` (infra/egress.ts) puts every function that talks
 * to the SII behind one NAT gateway's Elastic IP; `radar:mailFrom` (infra/mail.ts) is the From address of every e-mail;
 * `radar:assistant` (infra/assistant-model.ts) the query assistant's Bedrock model and guardrail.
 * @throws MissingResolverError when schema.graphql has a root field the router does not handle.
 * @throws WebBuildMissingError when webDistPath holds no web build.
 */
export class PlatformStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly secrets: Secrets;
  readonly jobQueues: JobQueues;
  readonly mail: Mail;
  /** Present only when the fixed egress IP is requested. */
  readonly egress?: Egress;
  readonly realtime: Realtime;
  readonly graphql: GraphqlApi;
  readonly rest: RestApi;
  readonly consultaPrevia: ConsultaPreviaFunction;
  readonly jobs: Jobs;
  readonly alerts: Alerts;
  /** The monthly report e-mail's function and its daily schedule. */
  readonly monthlyReport: MonthlyReport;
  /** Copies each user's flags from the pool to its userCompanies rows after each deployment. */
  readonly membershipBackfill: MembershipBackfill;
  readonly web: Web;
  /** The rate rule in front of the REST and GraphQL APIs. */
  readonly apiFirewall: RateLimitedWebAcl;
  /** The alarms of every function and API, and the dashboard. */
  readonly observability: Observability;

  constructor(scope: Construct, id: string, props: PlatformStackProps) {
    super(scope, id, props);
    this.auth = new Auth(this, 'Auth');
    this.data = new Data(this, 'Data');
    this.secrets = new Secrets(this, 'Secrets');
    this.jobQueues = new JobQueues(this, 'JobQueues');
    this.mail = new Mail(this, 'Mail', {
      from: this.node.tryGetContext(MAIL_FROM_CONTEXT) ?? DEFAULT_MAIL_FROM,
      mails: this.data.tables.mails,
      suppressions: this.data.tables.mailSuppressions,
    });
    this.egress = fixedEgressRequested(this) ? new Egress(this, 'Egress') : undefined;
    const siiNetwork = this.egress?.network;
    const source: LambdaSource = { projectRoot: props.projectRoot, config: this.serverConfig() };
    const {
      cessions,
      factorings,
      userCompanies,
      refreshRuns,
      connections,
      clientExecutives,
      announcements,
      nominas,
      credentials,
      leases,
    } = this.data.tables;
    const { envios, recesionarios, consultasMasivas, notificaciones, userActivity, platformEvents, webhooks } =
      this.data.tables;
    const { userPool, userPoolClient } = this.auth;

    this.realtime = new Realtime(this, 'Realtime', { source, connections, readTables: [userCompanies] });
    this.consultaPrevia = new ConsultaPreviaFunction(this, 'ConsultaPrevia', {
      source,
      readTables: [cessions, credentials],
      documents: this.data.documents,
      network: siiNetwork,
    });
    // The API functions reach the prior consultation through its function (config.functions.consultaPrevia).
    const apiSource: LambdaSource = {
      ...source,
      config: { ...source.config, functions: { consultaPrevia: this.consultaPrevia.fn.functionName } },
    };
    this.graphql = new GraphqlApi(this, 'Graphql', {
      source: apiSource,
      schemaPath: props.schemaPath,
      handlerKeys: props.graphqlHandlerKeys,
      userPool,
      userPoolClient,
      readTables: [cessions, factorings, userCompanies, refreshRuns],
      documents: this.data.documents,
      network: siiNetwork,
      certificateAuthorities: siiCertificateAuthorities(this),
    });
    grantTableItems(this.graphql.router, nominas, 'readWrite');
    grantTableItems(this.graphql.router, credentials, 'readWrite');
    // The cession actions claim documents for envíos and ask the envíos worker to send them.
    grantTableItems(this.graphql.router, envios, 'readWrite');
    this.jobQueues.envios.queue.grantSendMessages(this.graphql.router);
    grantTableItems(this.graphql.router, recesionarios, 'readWrite');
    grantTableItems(this.graphql.router, notificaciones, 'readWrite');
    // 'Cuentas' (lambdas/services/accounts): the executives CSV checks the client databases and writes the assignments.
    grantTableItems(this.graphql.router, clientExecutives, 'readWrite');
    grantObjects(this.graphql.router, this.data.documents, { read: ['client-db/*'], write: [] });
    // 'Cartera': the aggregates the refresh keeps are read, the factoring's concentration limits written.
    grantTableItems(this.graphql.router, this.data.tables.carteras, 'readWrite');
    // 'Configuración Radar': the factoring's KPI radar configurations and their history.
    grantTableItems(this.graphql.router, this.data.tables.radarConfigs, 'readWrite');
    // The Webhooks screen: subscriptions and their delivery log.
    grantTableItems(this.graphql.router, webhooks, 'readWrite');
    this.rest = new RestApi(this, 'Rest', {
      source: apiSource,
      userPool,
      readTables: [
        userCompanies,
        cessions,
        factorings,
        announcements,
        nominas,
        this.data.tables.invoiceChanges,
        refreshRuns,
      ],
      readWriteTables: [
        clientExecutives,
        credentials,
        consultasMasivas,
        notificaciones,
        userActivity,
        this.data.tables.judicialRecords,
        // The judicial radar cross-checks litigants against the factoring's Cartera; a factoring's deletion of a
        // RUT's court records removes its Cartera flag and its users' new-case alerts of that RUT.
        this.data.tables.carteras,
        this.data.tables.alerts,
      ],
      documents: this.data.documents,
      network: siiNetwork,
      assistant: assistantSettings(this),
    });
    // The platform administrator's free trials and the campaigns' trial requests are updated in the factoring record
    // (lambdas/store/factoring-repository.ts setAccess, addTrialRequest); no request creates or deletes a factoring.
    grantItemUpdates(this.rest.handler, factorings);
    // An administrator's 'Ver como' reads the target user and records every action it takes
    // (lambdas/access/impersonation.ts); the account history of 'Cuentas' (REST) reads them back.
    for (const api of [this.graphql.router, this.rest.handler]) {
      grantTableItems(api, this.data.tables.impersonationAudit, api === this.rest.handler ? 'readWrite' : 'write');
      // The clave checks' limits, the once-only records of the e-mail-sending operations and the TOTP records of users
      // and sessions, beside the job leases (lambdas/store/attempt-counter-repository.ts, idempotency-repository.ts,
      // totp-proof-repository.ts), and only those items: never a job's lease.
      grantItemsUnderKeys(
        api,
        leases,
        ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        ['clave-', 'idempotencia#', 'totp-'],
      );
      userPool.grant(api, 'cognito-idp:AdminGetUser');
    }
    // The enroller asks for a new client's first SII sync; a masivo prior consultation runs on its own worker.
    this.jobQueues.clientSync.queue.grantSendMessages(this.rest.handler);
    this.jobQueues.consultaMasiva.queue.grantSendMessages(this.rest.handler);
    this.jobQueues.judicialSweep.queue.grantSendMessages(this.rest.handler);
    const { carteras, invoiceChanges, judicialRecords } = this.data.tables;
    this.jobs = new Jobs(this, 'Jobs', {
      source,
      queues: this.jobQueues,
      dispatcherReadTables: [factorings, credentials, envios],
      refresh: {
        readTables: [factorings, userCompanies],
        // invoiceChanges: the sales-ledger radar records the enrolled clients' documents the refresh newly acquired.
        readWriteTables: [cessions, refreshRuns, connections, credentials, carteras, invoiceChanges],
      },
      clientSync: {
        readTables: [factorings, userCompanies],
        readWriteTables: [credentials, connections, invoiceChanges],
      },
      clientDb: { readTables: [cessions, factorings, credentials], readWriteTables: [] },
      envios: { readTables: [factorings], readWriteTables: [envios, cessions, credentials] },
      consultaMasiva: { readTables: [factorings, cessions, credentials], readWriteTables: [consultasMasivas] },
      webhooks: { readTables: [], readWriteTables: [webhooks] },
      // A sweep's new court cases flag the RUT in the Cartera of each factoring (listed) holding it or that enrolled it
      // as a client (credentials); a watch tick lists the enrolled clients.
      judicialSweep: {
        readTables: [factorings, credentials],
        readWriteTables: [judicialRecords, carteras],
      },
      companyFilesMigrationReadTables: [factorings, credentials],
      events: { platformEvents, webhooks },
      leases,
      documents: this.data.documents,
      realtime: this.realtime,
      siiNetwork,
    });
    // The REST handler of the previous code reads and deletes the old keys: the move waits for its replacement.
    this.jobs.companyFilesMigrationTrigger.executeAfter(this.rest.handler);
    // Only the workers that log in to the SII open credentials; the API functions seal the ones users enter.
    this.secrets.allowOpening(
      this.jobs.refreshWorker,
      this.jobs.clientSyncWorker,
      this.jobs.enviosWorker,
      this.jobs.consultaMasivaWorker,
      this.consultaPrevia.fn,
    );
    // Webhook signing secrets: the worker signs deliveries, the API signs tests and shows a secret to its owner.
    this.secrets.allowOpeningWebhookSecrets(this.jobs.webhooksWorker, this.graphql.router);
    // The judicial partner's API key: only the sweep worker, which calls the partner, opens it.
    this.secrets.allowOpeningJudicialPartnerKey(this.jobs.judicialSweepWorker);
    this.consultaPrevia.allowInvoking(this.graphql.router, this.rest.handler);
    this.secrets.allowSealing(this.graphql.router, this.rest.handler);
    // 'Cuentas' (lambdas/services/accounts) through both APIs: the pool's accounts, sign-ins and client-detail opens,
    // the flags each account holds in each factoring (userCompanies), the temporary password an administrator sets and
    // the global sign-out that ends a revoked one.
    for (const api of [this.graphql.router, this.rest.handler]) {
      userPool.grant(api, ...ACCOUNT_ADMINISTRATION_ACTIONS);
      grantTableItems(api, userCompanies, 'readWrite');
    }
    this.membershipBackfill = new MembershipBackfill(this, 'MembershipBackfill', { source, userPool, userCompanies });
    grantTableItems(this.graphql.router, userActivity, 'readWrite');
    this.mail.handleEvents(source);
    // The API functions send the e-mails users ask for (debtor notifications); the masivo consultations' worker their
    // results.
    this.mail.allowSending(this.graphql.router, this.rest.handler, this.jobs.consultaMasivaWorker);
    // User alerts: the API reads and edits each user's preferences and bell; the daily digest; the
    // refresh worker, which publishes the platform's events about cessions, runs the alerts sink.
    const { alertPreferences, alerts } = this.data.tables;
    for (const table of [alertPreferences, alerts]) grantTableItems(this.graphql.router, table, 'readWrite');
    this.alerts = new Alerts(this, 'Alerts', {
      source,
      tables: { factorings, userCompanies, alertPreferences, alerts },
      userPool,
      allowSending: (fn) => this.mail.allowSending(fn),
      realtime: this.realtime,
      connections,
    });
    this.alerts.allowSink(this.jobs.refreshWorker);
    // The client sync alerts a followed client's document ceded to another factoring; a judicial sweep its new court
    // cases, stored and e-mailed (the sweep worker has no eventoBack endpoint).
    this.alerts.allowSink(this.jobs.clientSyncWorker);
    this.alerts.allowSink(this.jobs.judicialSweepWorker, { push: false });
    this.monthlyReport = new MonthlyReport(this, 'MonthlyReport', {
      source,
      tables: { factorings, userCompanies, cessions, refreshRuns, nominas, envios, notificaciones, userActivity },
      documents: this.data.documents,
      userPool,
      allowSending: (fn) => this.mail.allowSending(fn),
    });
    // Every request to the APIs counts against one address's rate (the CDN has its own firewall:
    // infra/edge-firewall-stack.ts).
    this.apiFirewall = new RateLimitedWebAcl(this, 'ApiFirewall', {
      scope: 'REGIONAL',
      requestsPerAddress: API_LIMITS.apiRequestsPerAddress,
      resourceArns: [this.rest.api.deploymentStage.stageArn, this.graphql.api.arn],
    });
    this.web = new Web(this, 'Web', {
      distPath: props.webDistPath,
      accessLogs: this.data.accessLogs,
      webAclArn: this.node.tryGetContext(CDN_WEB_ACL_CONTEXT),
      runtimeConfig: {
        region: this.region,
        userPoolId: userPool.userPoolId,
        userPoolClientId: userPoolClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        graphqlUrl: this.graphql.api.graphqlUrl,
        restUrl: this.rest.api.url,
        websocketUrl: this.realtime.url,
      },
      connect: {
        region: this.region,
        graphqlUrl: this.graphql.api.graphqlUrl,
        restUrl: `https://${this.rest.api.restApiId}.execute-api.${this.region}.${this.urlSuffix}`,
        websocketUrl: `wss://${this.realtime.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
        documentsUrl: `https://${this.data.documents.bucketRegionalDomainName}`,
      },
    });

    this.observability = new Observability(this, 'Observability', {
      functions: this.node.findAll().filter((c): c is PlatformFunction => c instanceof PlatformFunction),
      rest: this.rest.api,
      graphql: this.graphql.api,
      alarmAction: this.jobQueues.alarmAction,
      otherAlarms: this.node.findAll().filter((c): c is Alarm => c instanceof Alarm),
    });

    const outputs: Record<string, string> = {
      WebUrl: this.web.url,
      Region: this.region,
      UserPoolId: userPool.userPoolId,
      UserPoolClientId: userPoolClient.userPoolClientId,
      GraphqlUrl: this.graphql.api.graphqlUrl,
      RestUrl: this.rest.api.url,
      WebSocketUrl: this.realtime.url,
      DocumentsBucket: this.data.documents.bucketName,
      JobAlarmsTopic: this.jobQueues.alarmTopic.topicArn,
      ...(this.egress ? { FixedEgressIp: this.egress.ip.attrPublicIp } : {}),
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }

  /** The server configuration of every Lambda (lambdas/platform/config.ts) as deploy-time tokens. */
  private serverConfig(): ServerConfig {
    const { tables, documents } = this.data;
    const { userPool, userPoolClient } = this.auth;
    const issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${userPool.userPoolId}`;
    return {
      region: this.region,
      tables: {
        cessions: tables.cessions.tableName,
        factorings: tables.factorings.tableName,
        userCompanies: tables.userCompanies.tableName,
        refreshRuns: tables.refreshRuns.tableName,
        connections: tables.connections.tableName,
        clientExecutives: tables.clientExecutives.tableName,
        announcements: tables.announcements.tableName,
        nominas: tables.nominas.tableName,
        credentials: tables.credentials.tableName,
        leases: tables.leases.tableName,
        envios: tables.envios.tableName,
        recesionarios: tables.recesionarios.tableName,
        mails: tables.mails.tableName,
        mailSuppressions: tables.mailSuppressions.tableName,
        consultasMasivas: tables.consultasMasivas.tableName,
        notificaciones: tables.notificaciones.tableName,
        userActivity: tables.userActivity.tableName,
        platformEvents: tables.platformEvents.tableName,
        webhooks: tables.webhooks.tableName,
        alertPreferences: tables.alertPreferences.tableName,
        alerts: tables.alerts.tableName,
        impersonationAudit: tables.impersonationAudit.tableName,
        carteras: tables.carteras.tableName,
        invoiceChanges: tables.invoiceChanges.tableName,
        judicialRecords: tables.judicialRecords.tableName,
        radarConfigs: tables.radarConfigs.tableName,
      },
      buckets: { documents: documents.bucketName },
      auth: {
        userPoolId: userPool.userPoolId,
        clientId: userPoolClient.userPoolClientId,
        issuer,
        jwksUri: `${issuer}/.well-known/jwks.json`,
      },
      endpoints: {},
      siiWeb: readSiiWebSettings(this.node.tryGetContext(SII_CONTEXT) ?? {}),
      // The accepted certification authorities reach the GraphQL router as a layer (siiCertificateAuthorities).
      siiCertificateAuthorities: [],
      // The TGR, Poder Judicial and Constitución tabs' sources (`radar:tgrUrl`, `radar:pjudUrl`, `radar:resUrl`; the
      // real portals by default).
      publicSources: publicSourceUrls(this),
      // The judicial radar sweeps the Poder Judicial's case search at config.judicial's polite defaults, or a partner's
      // API when `radar:judicialPartner` is set.
      judicial: { ...JUDICIAL_DEFAULTS, portalUrl: publicSourceUrls(this).pjud, partner: judicialPartner(this) },
      secrets: { kmsKeyId: this.secrets.key.keyArn },
      functions: {},
      queues: this.jobQueues.urls,
      // The distribution's address, read when the template is written: the distribution references only the web
      // bucket, so the functions may reference it while the web deployment references their APIs (no cycle).
      webOrigin: Lazy.string({ produce: () => this.web.url }),
      mail: this.mail.settings,
      webhooks: {
        allowLocalHttp: false,
        retryDelaysSeconds: [...AWS_WEBHOOK_RETRY_DELAYS],
        concurrencyPerFactoring: AWS_WEBHOOK_CONCURRENCY_PER_FACTORING,
      },
      siiLoginLimits: { ...SII_LOGIN_LIMITS },
    };
  }
}

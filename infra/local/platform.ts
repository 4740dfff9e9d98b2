import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../lambdas/platform/config';
import { toConfigEnv } from '../../lambdas/platform/config';
import { createDynamoDocumentClient } from '../../lambdas/platform/aws-clients';
import { CessionRepository } from '../../lambdas/store/cession-repository';
import { FactoringRepository } from '../../lambdas/store/factoring-repository';
import { NominaRepository } from '../../lambdas/store/nomina-repository';
import { UserCompanyRepository } from '../../lambdas/store/user-company-repository';
import { TABLES } from '../../lambdas/store/tables';
import { handler as graphqlHandler } from '../../lambdas/graphql/handler';
import { handler as restHandler } from '../../lambdas/rest/handler';
import { handler as realtimeHandler } from '../../lambdas/realtime/handler';
import { handler as refreshHandler } from '../../lambdas/jobs/refresh-handler';
import { handler as clientDbHandler } from '../../lambdas/jobs/client-db/handler';
import { startLocalApiGateway } from './api-gateway';
import { startLocalAppSync } from './appsync';
import { startLocalCognito } from './cognito';
import { startLocalDynamo } from './dynamodb';
import { startLocalS3 } from './s3';
import { startLocalScheduler, type ScheduledEvent } from './scheduler';
import { seedDemoNomina, seedTenants, type DemoUser } from './seed-tenants';
import { demoSiiSource, externalSiiSource } from './sii-source';
import { startStaticWeb } from './static-web';
import { startLocalWebsocket } from './websocket';

/** The refresh cycle of core-platform §9 (20 minutes), the same rate as the stack's schedule. */
export const REFRESH_INTERVAL_MS = 20 * 60 * 1000;

export interface LocalPlatformOptions {
  /** Persistent state: dynalite, s3rver and cognito-local data, and the demo world. */
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
  log?: (message: string) => void;
}

export interface LocalPlatform {
  webUrl: string;
  graphqlUrl: string;
  restUrl: string;
  websocketUrl: string;
  users: DemoUser[];
  config: ServerConfig;
  /** Resolves when the refresh run at start has finished. */
  firstRefresh: Promise<void>;
  stop(): Promise<void>;
}

/** The ports of each host: consecutive from the web port, or all free ones (base 0 gives undefined). */
function portsFrom(base: number) {
  const at = (offset: number) => (base === 0 ? undefined : base + offset);
  return { web: at(0), graphql: at(1), rest: at(2), websocket: at(3), cognito: at(4), cognitoProxy: at(5), dynamodb: at(6), s3: at(7) };
}

/**
 * Starts the whole platform on one machine (ARCHITECTURE.md "local mode"): real engines (dynalite, s3rver,
 * cognito-local), the same Lambda handlers behind graphql-js over schema.graphql, the REST router, the
 * WebSocket API and the 20-minute scheduler, and the built web app with its runtime config.json. The SII
 * source is the demo world (written as SII files) or an external directory; one user is created per
 * factoring found. Handlers read their configuration from the environment exactly as on AWS.
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
  try {
    const dynamo = await startLocalDynamo({ path: dir('dynamodb'), port: ports.dynamodb });
    stops.push(dynamo.stop);
    const bucket = 'radar-cesiones-documents';
    const s3 = await startLocalS3({ directory: dir('s3'), buckets: [bucket], port: ports.s3 });
    stops.push(s3.stop);
    const cognito = await startLocalCognito({ dataDir: dir('cognito'), port: ports.cognito, proxyPort: ports.cognitoProxy });
    stops.push(cognito.stop);
    const websocket = await startLocalWebsocket(realtimeHandler, ports.websocket);
    stops.push(websocket.stop);

    const config: ServerConfig = {
      region: 'us-east-1',
      // Locally every table is named by its logical name in lambdas/store/tables.ts.
      tables: Object.fromEntries(Object.keys(TABLES).map((name) => [name, name])) as ServerConfig['tables'],
      buckets: { documents: bucket },
      auth: { userPoolId: cognito.userPoolId, clientId: cognito.clientId, issuer: cognito.issuer, jwksUri: cognito.jwksUri },
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, cognito: cognito.endpoint },
      siiDir: source.siiDir,
      secrets: {},
      refreshWindowDays: source.refreshWindowDays,
      websocketEndpoint: websocket.managementEndpoint,
    };
    Object.assign(process.env, toConfigEnv(config));

    const appsync = await startLocalAppSync(graphqlHandler, ports.graphql);
    stops.push(appsync.stop);
    const rest = await startLocalApiGateway(restHandler, ports.rest);
    stops.push(rest.stop);

    const doc = createDynamoDocumentClient(config);
    const users = await seedTenants(source, {
      cognito,
      factorings: new FactoringRepository(doc, config.tables.factorings),
      userCompanies: new UserCompanyRepository(doc, config.tables.userCompanies),
    });
    doc.destroy();

    const web = await startStaticWeb(
      options.webDist,
      {
        region: config.region,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.clientId,
        cognitoEndpoint: cognito.endpoint,
        authFlowType: 'USER_PASSWORD_AUTH',
        graphqlUrl: appsync.url,
        restUrl: rest.url,
        websocketUrl: websocket.url,
      },
      ports.web,
    );
    stops.push(web.stop);

    // The stack's 20-minute schedule: the SII refresh, then the client databases built from what it stored.
    const refreshThenBuild = async (event: ScheduledEvent) => {
      await refreshHandler(event);
      await clientDbHandler({ time: event.time });
    };
    const scheduler = startLocalScheduler(refreshThenBuild, REFRESH_INTERVAL_MS, log);
    stops.push(async () => scheduler.stop());
    // The extended-features factoring (seedTenants) gets a sample nómina from what the first refresh stored.
    const extended = source.factorings[1];
    const firstRefresh = scheduler.firstRun.then(async () => {
      if (!extended) return;
      const seedDoc = createDynamoDocumentClient(config);
      const stores = { cessions: new CessionRepository(seedDoc, config.tables.cessions), nominas: new NominaRepository(seedDoc, config.tables.nominas) };
      await seedDemoNomina(extended.rut, stores, now)
        .then((rows) => log(`Nómina demo de ${extended.rut}: ${rows} documentos`))
        .catch((error: unknown) => log(`Nómina demo no cargada: ${(error as Error).message}`))
        .finally(() => seedDoc.destroy());
    });

    return {
      webUrl: web.url,
      graphqlUrl: appsync.url,
      restUrl: rest.url,
      websocketUrl: websocket.url,
      users,
      config,
      firstRefresh,
      stop: () => stopAll(stops),
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

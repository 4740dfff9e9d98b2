import { describe, expect, it } from 'vitest';
import { CONFIG_ENV } from '@lambdas/platform/config';
import { SII_CONTEXT } from '@infra/platform-stack';
import { CERTIFICATION_HOSTS, PRODUCTION_HOSTS, readSiiWebSettings } from '@lambdas/platform/sii-settings';
import { buildPlatform, logicalId } from './platform-template';

interface FunctionProperties {
  Runtime: string;
  Architectures?: string[];
  Handler: string;
  Role: unknown;
  Environment?: { Variables: Record<string, unknown> };
}

describe('PlatformFunction', () => {
  const { stack, template } = buildPlatform();
  const functions = template.findResources('AWS::Lambda::Function') as Record<
    string,
    { Properties: FunctionProperties }
  >;
  const { jobs } = stack;
  const platformIds = [
    stack.graphql.router,
    stack.rest.handler,
    stack.realtime.handler,
    jobs.dispatcher,
    jobs.refreshWorker,
    jobs.clientSyncWorker,
    jobs.clientDbWorker,
    jobs.enviosWorker,
    jobs.consultaMasivaWorker,
    jobs.webhooksWorker,
    jobs.judicialSweepWorker,
    jobs.companyFilesMigration,
    stack.membershipBackfill.fn,
    stack.consultaPrevia.fn,
    stack.mail.eventsHandler!,
    stack.alerts.digest,
    stack.monthlyReport.fn,
  ].map(logicalId);
  /** The one Lambda CDK adds itself: the BucketDeployment provider (Python, not ours). */
  const deploymentRole = logicalId(stack.web.deployment.handlerRole);

  it("defines only the platform Lambdas besides CDK's web deployment, log-retention and trigger providers", () => {
    const others = Object.entries(functions)
      .filter(([id]) => !platformIds.includes(id))
      // CDK's singleton setting the retention of AppSync's log group.
      .filter(([id]) => !id.startsWith('LogRetention'))
      // CDK's singleton invoking the deploy-time triggers (the client files move, the membership backfill).
      .filter(([id]) => !id.startsWith('AWSCDKTriggerCustomResourceProvider'))
      .filter(([, fn]) => !JSON.stringify(fn.Properties.Role).includes(`"${deploymentRole}"`));
    expect(others.map(([id]) => id)).toEqual([]);
  });

  it.each(platformIds)('runs %s on Node.js 24, ARM64, exporting handler', (id) => {
    const fn = functions[id]?.Properties;
    expect(fn?.Runtime).toBe('nodejs24.x');
    expect(fn?.Architectures).toEqual(['arm64']);
    expect(fn?.Handler).toBe('index.handler');
  });

  it.each(platformIds)('gives %s the whole server configuration and no local-engine endpoint', (id) => {
    const variables = functions[id]?.Properties.Environment?.Variables ?? {};
    const required = [
      CONFIG_ENV.region,
      CONFIG_ENV.cessionsTable,
      CONFIG_ENV.factoringsTable,
      CONFIG_ENV.userCompaniesTable,
      CONFIG_ENV.refreshRunsTable,
      CONFIG_ENV.connectionsTable,
      CONFIG_ENV.clientExecutivesTable,
      CONFIG_ENV.announcementsTable,
      CONFIG_ENV.nominasTable,
      CONFIG_ENV.credentialsTable,
      CONFIG_ENV.leasesTable,
      CONFIG_ENV.recesionariosTable,
      CONFIG_ENV.alertPreferencesTable,
      CONFIG_ENV.alertsTable,
      CONFIG_ENV.refreshQueue,
      CONFIG_ENV.clientSyncQueue,
      CONFIG_ENV.clientDbQueue,
      CONFIG_ENV.kmsKeyId,
      CONFIG_ENV.siiWeb,
      CONFIG_ENV.documentsBucket,
      CONFIG_ENV.userPoolId,
      CONFIG_ENV.clientId,
      CONFIG_ENV.issuer,
      CONFIG_ENV.jwksUri,
    ];
    for (const name of required) expect(variables, name).toHaveProperty(name);
    for (const local of [
      CONFIG_ENV.dynamodbEndpoint,
      CONFIG_ENV.s3Endpoint,
      CONFIG_ENV.cognitoEndpoint,
      CONFIG_ENV.siiDir,
    ]) {
      expect(variables, local).not.toHaveProperty(local);
    }
    expect(variables[CONFIG_ENV.cessionsTable]).toEqual({ Ref: logicalId(stack.data.tables.cessions) });
    expect(variables[CONFIG_ENV.clientExecutivesTable]).toEqual({ Ref: logicalId(stack.data.tables.clientExecutives) });
    expect(variables[CONFIG_ENV.announcementsTable]).toEqual({ Ref: logicalId(stack.data.tables.announcements) });
  });

  it("points the SII web client at the production SII, or at the hosts of the 'radar:sii' context", () => {
    const settingsOf = (t: typeof template) => {
      const fns = t.findResources('AWS::Lambda::Function') as Record<string, { Properties: FunctionProperties }>;
      const variables = fns[logicalId(stack.jobs.refreshWorker)]?.Properties.Environment?.Variables ?? {};
      return readSiiWebSettings(String(variables[CONFIG_ENV.siiWeb]));
    };
    expect(settingsOf(template).hosts).toEqual(PRODUCTION_HOSTS);
    const certification = buildPlatform({
      context: { [SII_CONTEXT]: { hosts: 'certificacion', pacing: { concurrency: 2 } } },
    }).template;
    expect(settingsOf(certification)).toMatchObject({
      hosts: CERTIFICATION_HOSTS,
      pacing: { concurrency: 2, minIntervalMs: 250 },
    });
  });

  it('points the token verifier at the Cognito pool itself', () => {
    const variables = functions[logicalId(stack.graphql.router)]?.Properties.Environment?.Variables ?? {};
    const issuer = JSON.stringify(variables[CONFIG_ENV.issuer]);
    expect(issuer).toContain('https://cognito-idp.');
    expect(issuer).toContain(`{"Ref":"${logicalId(stack.auth.userPool)}"}`);
    expect(JSON.stringify(variables[CONFIG_ENV.jwksUri])).toContain('/.well-known/jwks.json');
  });
});

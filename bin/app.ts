import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { resolvers } from '@lambdas/graphql/resolvers';
import { EdgeFirewallStack } from '@infra/edge-firewall-stack';
import { PlatformStack } from '@infra/platform-stack';

/**
 * CDK app (`npx cdk synth`, offline): the Radar Cesiones stack and the CDN's firewall stack (us-east-1, where AWS
 * keeps CloudFront's web ACLs; infra/edge-firewall-stack.ts). The GraphQL resolvers are checked against the
 * router's own map, so synth fails when schema.graphql has a field the router does not handle; the AWS Solutions
 * checks of cdk-nag run as a validation plugin, so synth also fails on any finding left unacknowledged. The web
 * build is read from web/dist unless the context value `webDist` points elsewhere (`-c webDist=<dir>`).
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const app = new App();
const webDist: unknown = app.node.tryGetContext('webDist');

new EdgeFirewallStack(app, 'RadarCesionesEdge', {
  description: 'Radar Cesiones: rate-based firewall of the CloudFront distribution',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: 'us-east-1' },
});
new PlatformStack(app, 'RadarCesiones', {
  description: 'Radar Cesiones: SII cession monitoring for Chilean factoring companies',
  projectRoot,
  schemaPath: join(projectRoot, 'schema.graphql'),
  graphqlHandlerKeys: Object.keys(resolvers),
  webDistPath: typeof webDist === 'string' ? webDist : join(projectRoot, 'web', 'dist'),
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { resolvers } from '../lambdas/graphql/resolvers';
import { PlatformStack } from '../infra/platform-stack';

/**
 * CDK app (`npx cdk synth`, offline): the one Radar Cesiones stack. The GraphQL resolvers are checked against the
 * router's own map, so synth fails when schema.graphql has a field the router does not handle. The web build is
 * read from web/dist unless the context value `webDist` points elsewhere (`-c webDist=<dir>`).
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const app = new App();
const webDist: unknown = app.node.tryGetContext('webDist');

new PlatformStack(app, 'RadarCesiones', {
  description: 'Radar Cesiones: SII cession monitoring for Chilean factoring companies',
  projectRoot,
  schemaPath: join(projectRoot, 'schema.graphql'),
  graphqlHandlerKeys: Object.keys(resolvers),
  webDistPath: typeof webDist === 'string' ? webDist : join(projectRoot, 'web', 'dist'),
});

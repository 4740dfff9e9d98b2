import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from './runtime-config';
import { idTokenAuthorization } from './id-token';

/**
 * Configures Amplify Auth (Cognito user pool; cognitoEndpoint points it at cognito-local in local
 * mode) and API (GraphQL, userPool auth mode) from the runtime configuration.
 *
 * The userPool auth mode puts the ACCESS token in Authorization. Our API verifies the ID token,
 * so the library option `API.GraphQL.headers` returns { Authorization: idToken }: in
 * @aws-amplify/api-graphql InternalGraphQLAPI._graphql these headers are spread after the auth-mode
 * headers under the same 'Authorization' key, so the id token replaces the access token.
 * Default Auth providers (tokens in localStorage, so a session survives a reload) are kept because
 * no `Auth` library option is passed.
 */
export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure(
    {
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        },
      },
      API: { GraphQL: { endpoint: config.graphqlUrl, region: config.region, defaultAuthMode: 'userPool' } },
    },
    { API: { GraphQL: { headers: idTokenAuthorization } } },
  );
}

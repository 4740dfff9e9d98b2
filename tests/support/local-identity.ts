import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { startLocalCognito, type LocalCognito, type LocalUser } from '@infra/local/cognito';
import type { ServerConfig } from '@lambdas/platform/config';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { readFlags } from '@domain/permissions';
import { isValidRut, normalizeRut } from '@domain/rut';
import { startLocalEngines, type LocalEngines } from './local-engines';

/** A cognito-local user that exists and is signed in. */
export interface SignedInUser {
  /** Its cognito:username (the key of its userCompanies rows). */
  username: string;
  /** A fresh id token (the token the API verifies). */
  idToken: string;
  /** Its access token (what the user's own Cognito calls take, e.g. the TOTP setup of tests/support/totp.ts). */
  accessToken: string;
}

/** dynalite, s3rver and cognito-local running together, and the config that reaches all three. */
export interface LocalIdentity {
  engines: LocalEngines;
  cognito: LocalCognito;
  /** The engines' config with auth (pool, web client, issuer, JWKS) and endpoint of cognito-local. */
  config: ServerConfig;
  /**
   * Creates or updates a confirmed user (LocalUser: email, password, custom attributes) and signs it in. Like an
   * account created in 'Cuentas', its home factoring (rutCesionario, when a RUT) gets a userCompanies row with the
   * flags of the attributes, which is where the server reads them.
   */
  addUser(user: LocalUser): Promise<SignedInUser>;
  /** Stops cognito-local and the engines, and removes their temporary directory. */
  stop(): Promise<void>;
}

/**
 * Starts the local engines (tests/support/local-engines.ts, `overrides` merged into their config) and
 * cognito-local over `{engines.dataDir}/cognito`, for an integration test that needs real id tokens.
 * Call in beforeAll and stop() in afterAll.
 * @throws Error when an engine or cognito-local does not start (whatever already started is stopped).
 */
export async function startLocalIdentity(overrides: Partial<ServerConfig> = {}): Promise<LocalIdentity> {
  const engines = await startLocalEngines(overrides);
  const cognito = await startLocalCognito({ dataDir: path.join(engines.dataDir, 'cognito') }).catch(
    async (error: unknown) => {
      await engines.stop();
      throw error;
    },
  );
  const config: ServerConfig = {
    ...engines.config,
    auth: {
      userPoolId: cognito.userPoolId,
      clientId: cognito.clientId,
      issuer: cognito.issuer,
      jwksUri: cognito.jwksUri,
    },
    endpoints: { ...engines.config.endpoints, cognito: cognito.endpoint },
  };
  return {
    engines,
    cognito,
    config,
    addUser: async (user) => {
      const { username } = await cognito.ensureUser(user);
      const home = user.attributes.rutCesionario;
      if (home && isValidRut(home)) {
        await new UserCompanyRepository(engines.doc, config.tables.userCompanies).put({
          username,
          rutEmpresa: normalizeRut(home),
          razonSocial: user.attributes.rznSocCesionario ?? '',
          flags: readFlags(user.attributes),
        });
      }
      const { IdToken, AccessToken } = await signIn(cognito.endpoint, cognito.clientId, user.email, user.password);
      return { username, idToken: IdToken, accessToken: AccessToken };
    },
    stop: async () => {
      await cognito.stop();
      await engines.stop();
    },
  };
}

/**
 * Signs in with USER_PASSWORD_AUTH (the only flow cognito-local supports) at the Cognito `endpoint` with
 * the app client `clientId`; returns the id, access and refresh tokens (JWT strings).
 * @throws Error when the sign-in is refused or gives no tokens.
 */
export async function signIn(
  endpoint: string,
  clientId: string,
  email: string,
  password: string,
): Promise<Required<Pick<AuthenticationResultType, 'IdToken' | 'AccessToken' | 'RefreshToken'>>> {
  const client = new CognitoIdentityProviderClient({
    region: 'local',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { AuthenticationResult: result } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) throw new Error('sign-in gave no tokens');
    return { IdToken: result.IdToken, AccessToken: result.AccessToken, RefreshToken: result.RefreshToken };
  } finally {
    client.destroy();
  }
}

/**
 * Adds (or updates) the user `email` with `password` and the custom `attributes`, signs it in and answers its id token.
 */
export async function userToken(
  local: Pick<LocalIdentity, 'addUser'>,
  email: string,
  password: string,
  attributes: Record<string, string>,
): Promise<string> {
  return (await local.addUser({ email, password, attributes })).idToken;
}

import {
  CognitoIdentityProviderClient,
  GetUserPoolMfaConfigCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import { LOCAL_ENDPOINT_CREDENTIALS } from '@lambdas/platform/aws-clients';
import { TOTP_OPERATION_MESSAGE, TOTP_REQUIRED_MESSAGE } from '@lambdas/access/second-factor';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { enrolTotp, signInWithTotp, wrongTotpCode } from '../../support/totp';
import { postGraphql, type GraphqlAnswer } from '../../support/graphql-request';

const FACTORING = '76389992-6';
const PASSWORD = 'clave123';
const USERS = 'query Users($rut: String!) { users(rutFactoring: $rut) { email } }';

/** The auth_time of an id token: when its session signed in, epoch seconds. */
const signedInAt = (idToken: string): number =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { auth_time: number }).auth_time;

/**
 * TOTP for cuentas users over cognito-local: the local pool offers TOTP as optional MFA like the AWS one;
 * a cuentas user without an authenticator app is refused the accounts operations with the Spanish message; once
 * enrolled, the password alone no longer signs them in (SOFTWARE_TOKEN_MFA challenge), a wrong code is refused and the
 * right one gives a token the accounts operations accept. A session opened before the app was set up elsewhere is
 * refused until the user signs in again with the code. A user without cuentas keeps signing in with the password.
 */
describe('TOTP MFA for cuentas users (cognito-local and the GraphQL router)', () => {
  let local: LocalIdentity;
  let appsync: LocalHttpHost;
  let cognito: CognitoIdentityProviderClient;

  const users = (token: string) =>
    postGraphql<GraphqlAnswer<{ users: { email: string }[] | null }>>(appsync.url, token, USERS, { rut: FACTORING });
  const passwordSignIn = (email: string) =>
    cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: local.config.auth.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: PASSWORD },
      }),
    );

  /** Signs `email` in with the current code of `secret` and lists the accounts with that session. */
  const expectListedAfterSignIn = async (email: string, secret: string) => {
    const idToken = await signInWithTotp(local.cognito.endpoint, local.config.auth.clientId, {
      email,
      password: PASSWORD,
      secret,
    });
    const answer = await users(idToken);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.users?.map((user) => user.email)).toContain(email);
  };

  beforeAll(async () => {
    local = await startLocalIdentity();
    const deps = createGraphqlDeps(local.config);
    appsync = await startLocalAppSync((event) => graphqlRoute(event, deps));
    cognito = new CognitoIdentityProviderClient({
      region: 'local',
      endpoint: local.cognito.endpoint,
      credentials: LOCAL_ENDPOINT_CREDENTIALS,
    });
  }, 60_000);

  afterAll(async () => {
    cognito?.destroy();
    await appsync?.stop();
    await local?.stop();
  });

  it('keeps the local pool as the AWS one: TOTP optional for every user', async () => {
    const config = await cognito.send(new GetUserPoolMfaConfigCommand({ UserPoolId: local.config.auth.userPoolId }));
    expect(config.MfaConfiguration).toBe('OPTIONAL');
    expect(config.SoftwareTokenMfaConfiguration?.Enabled).toBe(true);
  });

  it('refuses the accounts to a cuentas user without TOTP, then asks for and checks the code at sign-in once enrolled', async () => {
    const email = 'admin.totp@a.cl';
    const admin = await local.addUser({
      email,
      password: PASSWORD,
      attributes: { rutCesionario: FACTORING, rznSocCesionario: 'FACTORING', cuentas: '1' },
    });
    const refused = await users(admin.idToken);
    expect(refused.data?.users ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ errorType: 'Forbidden', message: TOTP_REQUIRED_MESSAGE });

    const secret = await enrolTotp(local.config, admin);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The session that set up TOTP proved the code; the server now lets it through.
    expect((await users(admin.idToken)).data?.users?.map((user) => user.email)).toContain(email);

    const challenged = await passwordSignIn(email);
    expect(challenged.AuthenticationResult).toBeUndefined();
    expect(challenged.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    await expect(
      signInWithTotp(local.cognito.endpoint, local.config.auth.clientId, {
        email,
        password: PASSWORD,
        secret,
        code: wrongTotpCode(secret),
      }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await expectListedAfterSignIn(email, secret);
  });

  it('refuses a session that began before the app was set up on another device until it signs in with the code', async () => {
    const email = 'dos.equipos@a.cl';
    const attributes = { rutCesionario: FACTORING, rznSocCesionario: 'FACTORING', cuentas: '1' };
    const earlier = await local.addUser({ email, password: PASSWORD, attributes });
    // Cognito's auth_time counts whole seconds: the app is set up in a later second than the first sign-in.
    const earlierSecond = signedInAt(earlier.idToken);
    await expect.poll(() => Math.floor(Date.now() / 1000), { interval: 50 }).toBeGreaterThan(earlierSecond);
    const other = (await passwordSignIn(email)).AuthenticationResult!;
    const secret = await enrolTotp(local.config, { idToken: other.IdToken!, accessToken: other.AccessToken! });
    // The session that set the app up proved a code.
    expect((await users(other.IdToken!)).errors).toBeUndefined();

    const refused = await users(earlier.idToken);
    expect(refused.data?.users ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ errorType: 'Forbidden', message: TOTP_OPERATION_MESSAGE });

    await expectListedAfterSignIn(email, secret);
  });

  it('lets a user without cuentas sign in with the password alone (TOTP stays optional)', async () => {
    await local.addUser({
      email: 'analista@a.cl',
      password: PASSWORD,
      attributes: { rutCesionario: FACTORING, cuentas: '0', cesionesAdquiridas: '1' },
    });
    const signedIn = await passwordSignIn('analista@a.cl');
    expect(signedIn.ChallengeName).toBeUndefined();
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
  });
});

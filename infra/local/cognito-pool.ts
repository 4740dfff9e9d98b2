import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolCommand,
  UserNotFoundException,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_MIN_LENGTH } from '@domain/account/new-password';
import { CUSTOM_ATTRIBUTES, type CustomAttributeName } from '@lambdas/access/user-attributes';

/**
 * The pool's password rule, as the AWS pool's (infra/auth.ts): at least PASSWORD_MIN_LENGTH characters (12, OWASP ASVS
 * level 2), one of them a digit (core-platform §5).
 */
export const PASSWORD_POLICY = {
  MinimumLength: PASSWORD_MIN_LENGTH,
  RequireNumbers: true,
  RequireLowercase: false,
  RequireUppercase: false,
  RequireSymbols: false,
} as const;

/** Name of the user pool in every environment. */
export const USER_POOL_NAME = 'radar-cesiones';
/** Name of the web app's client of the pool. */
export const WEB_CLIENT_NAME = 'radar-web';

/** A user to sign in with: e-mail (the username), password, and custom attributes by short name. */
export interface LocalUser {
  email: string;
  password: string;
  /** e.g. `{ rutCesionario: '76389992-6', cesionesAdquiridas: '1' }`, stored as `custom:<name>`. */
  attributes: Partial<Record<CustomAttributeName, string>>;
}

/**
 * The id of the pool named {@link USER_POOL_NAME}, created when missing: e-mail as username, the custom
 * attributes of lambdas/access/user-attributes.ts (String, mutable), the password rule of
 * core-platform §5 ({@link PASSWORD_POLICY}) and optional TOTP MFA as the AWS pool has it (infra/auth.ts), both set
 * again on a pool kept from an earlier start.
 */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const userPoolId = UserPools?.find((pool) => pool.Name === USER_POOL_NAME)?.Id ?? (await createUserPool(client));
  await client.send(
    new UpdateUserPoolCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      Policies: { PasswordPolicy: PASSWORD_POLICY },
    }),
  );
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
  return userPoolId;
}

async function createUserPool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: USER_POOL_NAME,
      UsernameAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      Policies: { PasswordPolicy: PASSWORD_POLICY },
      Schema: CUSTOM_ATTRIBUTES.map((name) => ({ Name: name, AttributeDataType: 'String', Mutable: true })),
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local created no user pool id');
  return UserPool.Id;
}

/**
 * The id of the pool's client named {@link WEB_CLIENT_NAME}, created when missing: no secret,
 * USER_PASSWORD_AUTH and refresh tokens valid 12 hours, as on AWS (cognito-local supports no SRP; ARCHITECTURE.md
 * gotchas).
 */
export async function ensureWebClient(client: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const { UserPoolClients } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = UserPoolClients?.find((appClient) => appClient.ClientName === WEB_CLIENT_NAME)?.ClientId;
  if (existing) return existing;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: WEB_CLIENT_NAME,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      RefreshTokenValidity: 12,
      TokenValidityUnits: { RefreshToken: 'hours' },
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local created no app client id');
  return UserPoolClient.ClientId;
}

/**
 * Makes sure a confirmed user exists with this password and these attributes: AdminCreateUser when
 * missing (no welcome message), AdminUpdateUserAttributes otherwise, then AdminSetUserPassword with
 * Permanent so the user can sign in at once. Safe to repeat.
 * @returns username: the user's `cognito:username` (the pool uses e-mail sign-in, so it is the sub),
 *   which keys the userCompanies table.
 */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: LocalUser,
): Promise<{ username: string }> {
  const custom: AttributeType[] = Object.entries(user.attributes).map(([name, value]) => ({
    Name: `custom:${name}`,
    Value: value,
  }));
  const username = await existingUsername(client, userPoolId, user.email);
  if (username) {
    if (custom.length > 0) {
      await client.send(
        new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId, Username: username, UserAttributes: custom }),
      );
    }
  } else {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: user.email }, { Name: 'email_verified', Value: 'true' }, ...custom],
      }),
    );
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  const created = username ?? (await existingUsername(client, userPoolId, user.email));
  if (!created) throw new Error(`cognito-local lost user ${user.email}`);
  return { username: created };
}

async function existingUsername(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<string | null> {
  try {
    const { Username } = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return Username ?? null;
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

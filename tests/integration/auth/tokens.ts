import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';

/**
 * Token helpers of the auth and graphql integration tests: sign-in against cognito-local, and forged
 * tokens (tampered payload, foreign key, cognito-local's own shipped key with chosen claims).
 */

/** Signs in with USER_PASSWORD_AUTH (the only flow cognito-local supports) and returns the tokens. */
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

/** The payload of a JWT, decoded without verification (to build forged variants). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The token with its payload changed and its original header and signature kept. */
export function tamperJwt(token: string, changes: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...jwtPayload(token), ...changes })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** An RS256 JWT over `payload` signed with `key` under key id `kid` (cognito-local uses 'CognitoLocal'). */
export function signJwt(payload: Record<string, unknown>, key: KeyObject | string, kid = 'CognitoLocal'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}

/** A fresh RSA private key nobody trusts. */
export function foreignPrivateKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

/** The private key cognito-local signs with; it ships inside the npm package (ARCHITECTURE.md gotchas). */
export function cognitoLocalPrivateKey(): string {
  const file = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { pem: string }).pem;
}

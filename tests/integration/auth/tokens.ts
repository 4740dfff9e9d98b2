import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Forged-token helpers of the auth and graphql integration tests (tampered payload, foreign key,
 * cognito-local's own shipped key with chosen claims). Real sign-in: tests/support/local-identity.ts.
 */

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

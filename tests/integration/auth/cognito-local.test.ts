import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readFlags } from '@domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  GetTokensFromRefreshTokenCommand,
  UpdateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startLocalCognito, type LocalCognito } from '@infra/local/cognito';
import { ensureUser, ensureUserPool } from '@infra/local/cognito-pool';
import { freePort } from '@infra/local/http-server';
import { UnauthorizedError } from '@lambdas/platform/errors';
import { createTokenVerifier, resolveIdentity, type TokenVerifier } from '@lambdas/access/identity';
import { signIn } from '../../support/local-identity';
import { cognitoLocalPrivateKey, foreignPrivateKey, jwtPayload, signJwt, tamperJwt } from './tokens';

const ANA = {
  email: 'ana@stcapital.cl',
  password: 'clave123',
  attributes: {
    rutCesionario: '76389992-6',
    rznSocCesionario: 'ST CAPITAL S.A.',
    cesionesAdeudadas: '1',
    cuentas: '0',
  },
};

describe('cognito-local and the id token verifier', () => {
  let dataDir: string;
  let cognito: LocalCognito;
  let admin: CognitoIdentityProviderClient;
  let verifier: TokenVerifier;
  let anaUsername: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'radar-cognito-'));
    cognito = await startLocalCognito({ dataDir });
    anaUsername = (await cognito.ensureUser(ANA)).username;
    admin = new CognitoIdentityProviderClient({
      region: 'local',
      endpoint: cognito.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    verifier = createTokenVerifier(cognito);
  });

  afterAll(async () => {
    admin?.destroy();
    await cognito?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("exposes the issuer its tokens carry and a JWKS at '{issuer}/.well-known/jwks.json'", async () => {
    const { IdToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    expect(jwtPayload(IdToken)).toMatchObject({ iss: cognito.issuer, aud: cognito.clientId, token_use: 'id' });
    const jwks = (await (await fetch(cognito.jwksUri)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((key) => key.kid)).toContain('CognitoLocal');
  });

  it('issues refresh tokens that expire after 12 hours, as the AWS pool does', async () => {
    const { RefreshToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    const { iat, exp } = jwtPayload(RefreshToken) as { iat: number; exp: number };
    expect(exp - iat).toBe(12 * 3600);
  });

  it('verifies a signed-in id token: its profile from the claims, companies and flags from the rows', async () => {
    const { IdToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    const claims = await verifier.verify(IdToken);
    expect(claims['cognito:username']).toBe(anaUsername);
    const inC = readFlags({ cuentas: '1', cesionesAdeudadas: '0' });
    const identity = await resolveIdentity(IdToken, {
      verifier,
      userCompanies: {
        listForUser: async (username) =>
          username === anaUsername
            ? [
                { username, rutEmpresa: '96790240-3', razonSocial: 'FACTORING C S.A.', flags: inC },
                { username, rutEmpresa: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: readFlags({}) },
              ]
            : [],
      },
    });
    expect(identity).toMatchObject({
      username: anaUsername,
      email: ANA.email,
      rutCesionario: '76389992-6',
      razonSocial: 'ST CAPITAL S.A.',
      companies: [
        { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: readFlags({}) },
        { rut: '96790240-3', razonSocial: 'FACTORING C S.A.', flags: inC },
      ],
    });
  });

  it('updates attributes and password when ensureUser runs again, keeping the username', async () => {
    const again = await cognito.ensureUser({ ...ANA, password: 'otra456', attributes: { cuentas: '1' } });
    expect(again.username).toBe(anaUsername);
    await expect(signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password)).rejects.toThrow();
    const { IdToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, 'otra456');
    expect(jwtPayload(IdToken)).toMatchObject({ 'custom:cuentas': '1', 'custom:rutCesionario': '76389992-6' });
    await cognito.ensureUser(ANA);
  });

  it('refuses the access token (token_use access)', async () => {
    const { AccessToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    await expect(verifier.verify(AccessToken)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const { IdToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    await expect(verifier.verify(tamperJwt(IdToken, { 'custom:rutCesionario': '77360390-1' }))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it('refuses the same claims signed by another key under the same key id', async () => {
    const { IdToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    await expect(verifier.verify(signJwt(jwtPayload(IdToken), foreignPrivateKey()))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it('refuses an expired token, and accepts the same token while unexpired (control)', async () => {
    const { IdToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const key = cognitoLocalPrivateKey();
    const fresh = signJwt({ ...jwtPayload(IdToken), iat: nowSeconds - 60, exp: nowSeconds + 600 }, key);
    const expired = signJwt({ ...jwtPayload(IdToken), iat: nowSeconds - 7200, exp: nowSeconds - 3600 }, key);
    await expect(verifier.verify(fresh)).resolves.toMatchObject({ 'cognito:username': anaUsername });
    await expect(verifier.verify(expired)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a token of another app client of the pool (wrong audience)', async () => {
    const { UserPoolClient } = await admin.send(
      new CreateUserPoolClientCommand({
        UserPoolId: cognito.userPoolId,
        ClientName: 'otro-cliente',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    const { IdToken } = await signIn(cognito.endpoint, UserPoolClient?.ClientId ?? '', ANA.email, ANA.password);
    expect(jwtPayload(IdToken).iss).toBe(cognito.issuer);
    await expect(verifier.verify(IdToken)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses a token of another user pool, although cognito-local signs it with the same key', async () => {
    const { UserPool } = await admin.send(
      new CreateUserPoolCommand({ PoolName: 'otro-pool', UsernameAttributes: ['email'] }),
    );
    const poolId = UserPool?.Id ?? '';
    await ensureUser(admin, poolId, ANA);
    const { UserPoolClient } = await admin.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: 'web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    const { IdToken } = await signIn(cognito.endpoint, UserPoolClient?.ClientId ?? '', ANA.email, ANA.password);
    const sameAudience = signJwt({ ...jwtPayload(IdToken), aud: cognito.clientId }, cognitoLocalPrivateKey());
    await expect(verifier.verify(IdToken)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(verifier.verify(sameAudience)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("is never trusted by a verifier configured for another issuer (production's Cognito)", async () => {
    const { IdToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    const production = createTokenVerifier({
      ...cognito,
      issuer: `https://cognito-idp.us-east-1.amazonaws.com/${cognito.userPoolId}`,
    });
    await expect(production.verify(IdToken)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('fails closed with an Internal error, not Unauthorized, when the JWKS cannot be downloaded', async () => {
    const { IdToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    const missingJwks = createTokenVerifier({ ...cognito, jwksUri: `${cognito.issuer}/no-such-jwks.json` });
    await expect(missingJwks.verify(IdToken)).rejects.toMatchObject({ code: 'Internal' });
  });

  it('refuses garbage and empty tokens', async () => {
    await expect(verifier.verify('not-a-jwt')).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(
      resolveIdentity('', { verifier, userCompanies: { listForUser: async () => [] } }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refreshes a session through the proxy with GetTokensFromRefreshToken (Amplify v6)', async () => {
    const { RefreshToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    const { AuthenticationResult } = await admin.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: cognito.clientId, RefreshToken }),
    );
    expect(AuthenticationResult?.AccessToken).toBeTruthy();
    await expect(verifier.verify(AuthenticationResult?.IdToken ?? '')).resolves.toMatchObject({
      'cognito:username': anaUsername,
    });
  });

  it('asks passwords for 12 characters with a digit, also of a pool kept from an earlier start (MFA stays optional)', async () => {
    const policyOf = async () => {
      const { UserPool } = await admin.send(new DescribeUserPoolCommand({ UserPoolId: cognito.userPoolId }));
      return { mfa: UserPool?.MfaConfiguration, password: UserPool?.Policies?.PasswordPolicy };
    };
    const wanted = { mfa: 'OPTIONAL', password: expect.objectContaining({ MinimumLength: 12, RequireNumbers: true }) };
    expect(await policyOf()).toEqual(wanted);
    await admin.send(
      new UpdateUserPoolCommand({
        UserPoolId: cognito.userPoolId,
        Policies: { PasswordPolicy: { MinimumLength: 6, RequireNumbers: true } },
      }),
    );
    expect(await ensureUserPool(admin)).toBe(cognito.userPoolId);
    expect(await policyOf()).toEqual(wanted);
  });

  it('keeps pool, client and users across a restart on the same data directory', async () => {
    const before = { userPoolId: cognito.userPoolId, clientId: cognito.clientId };
    await cognito.stop();
    cognito = await startLocalCognito({ dataDir });
    expect({ userPoolId: cognito.userPoolId, clientId: cognito.clientId }).toEqual(before);
    const { IdToken } = await signIn(cognito.endpoint, cognito.clientId, ANA.email, ANA.password);
    await expect(createTokenVerifier(cognito).verify(IdToken)).resolves.toMatchObject({
      'cognito:username': anaUsername,
    });
  });

  it('ends the cognito-local an earlier host left running on the data directory, and serves from its own', async () => {
    const port = await freePort();
    const first = await startLocalCognito({ dataDir, port });
    const firstPid = Number(await readFile(path.join(dataDir, 'cognito-local.pid'), 'utf8'));
    // The first host dies without stopping its child: the next start finds it still answering on the port.
    const second = await startLocalCognito({ dataDir, port });
    try {
      expect(existsSync(`/proc/${firstPid}`)).toBe(false);
      expect(Number(await readFile(path.join(dataDir, 'cognito-local.pid'), 'utf8'))).not.toBe(firstPid);
      const { IdToken } = await signIn(second.endpoint, second.clientId, ANA.email, ANA.password);
      await expect(createTokenVerifier(second).verify(IdToken)).resolves.toMatchObject({
        'cognito:username': anaUsername,
      });
    } finally {
      await second.stop();
      await first.stop();
    }
  });

  it('refuses a port another server answers on, instead of taking it for its cognito-local', async () => {
    const other = createServer((_, response) => response.end('ok'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      await expect(
        startLocalCognito({ dataDir: await mkdtemp(path.join(os.tmpdir(), 'radar-cognito-busy-')), port }),
      ).rejects.toThrow(`El puerto ${port} ya está en uso`);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

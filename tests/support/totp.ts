import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { createDynamoDocumentClient, LOCAL_ENDPOINT_CREDENTIALS } from '@lambdas/platform/aws-clients';
import type { ServerConfig } from '@lambdas/platform/config';
import { createTokenVerifier, resolveIdentity } from '@lambdas/access/identity';
import { CognitoTotpConfirmation } from '@lambdas/access/totp-confirmation';
import { confirmTotp } from '@lambdas/services/two-factor/confirm-totp';
import { TotpProofRepository } from '@lambdas/store/totp-proof-repository';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import type { LocalIdentity } from './local-identity';

/**
 * The current 6-digit code of an authenticator app holding `secret` (base32, as Cognito's AssociateSoftwareToken gives
 * it): TOTP of RFC 6238 with SHA-1 and 30-second steps, what Cognito verifies.
 */
export function totpCode(secret: string): string {
  return generateSync({ secret });
}

/** A Cognito client of the local endpoint (the refresh proxy in front of cognito-local). */
function cognitoAt(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ region: 'local', endpoint, credentials: LOCAL_ENDPOINT_CREDENTIALS });
}

/**
 * Enrols an authenticator app for a signed-in user the way the web app's setup panel does: AssociateSoftwareToken with
 * the user's access token, then the app's current code confirmed through the server's service
 * (lambdas/services/two-factor/confirm-totp.ts, what POST /api/totp/verificacion runs), which enables TOTP and records
 * the session of `user.idToken` as TOTP-verified.
 * @param config the local platform's config (cognito-local, dynalite). @returns the secret, to compute later codes.
 */
export async function enrolTotp(config: ServerConfig, user: { idToken: string; accessToken: string }): Promise<string> {
  const client = cognitoAt(config.endpoints.cognito!);
  try {
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }));
    if (!SecretCode) throw new Error('AssociateSoftwareToken gave no secret');
    const doc = createDynamoDocumentClient(config);
    const identity = await resolveIdentity(user.idToken, {
      verifier: createTokenVerifier(config.auth),
      userCompanies: new UserCompanyRepository(doc, config.tables.userCompanies),
    });
    await confirmTotp(
      identity,
      { codigo: totpCode(SecretCode), accessToken: user.accessToken },
      {
        totpConfirmation: new CognitoTotpConfirmation(client),
        totpProofs: new TotpProofRepository(doc, config.tables.leases),
        now: () => new Date(),
      },
    );
    return SecretCode;
  } finally {
    client.destroy();
  }
}

/**
 * Signs in a user with TOTP: USER_PASSWORD_AUTH, then the SOFTWARE_TOKEN_MFA challenge answered with `code` (the
 * current code of `secret` when omitted).
 * @returns the id token. @throws the provider's error (CodeMismatchException for a wrong code), or Error when the
 *   sign-in asks no SOFTWARE_TOKEN_MFA challenge or gives no token.
 */
export async function signInWithTotp(
  endpoint: string,
  clientId: string,
  credentials: { email: string; password: string; secret: string; code?: string },
): Promise<string> {
  const client = cognitoAt(endpoint);
  try {
    const started = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: credentials.email, PASSWORD: credentials.password },
      }),
    );
    if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA')
      throw new Error(`expected SOFTWARE_TOKEN_MFA, got ${started.ChallengeName ?? 'tokens'}`);
    const answered = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: started.Session,
        ChallengeResponses: {
          USERNAME: started.ChallengeParameters?.USER_ID_FOR_SRP ?? credentials.email,
          SOFTWARE_TOKEN_MFA_CODE: credentials.code ?? totpCode(credentials.secret),
        },
      }),
    );
    if (!answered.AuthenticationResult?.IdToken) throw new Error('the TOTP challenge gave no id token');
    return answered.AuthenticationResult.IdToken;
  } finally {
    client.destroy();
  }
}

/** A six-digit code that is not the current one of `secret` (nor, by a wide margin, a neighbouring step's). */
export function wrongTotpCode(secret: string): string {
  return String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
}

/**
 * Walks the web app's TOTP setup panel on a page that shows it: 'Configurar aplicación de autenticación',
 * reads the secret shown as text, types the current code and waits for the confirmation toast.
 * @returns the secret (spaces removed), to compute the codes of later sign-ins.
 */
export async function enrolTotpOnPage(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Configurar aplicación de autenticación' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Código de 6 dígitos').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verificar y activar' }).click();
  await page
    .getByTestId('toast-success')
    .filter({ hasText: 'La verificación en dos pasos quedó activada.' })
    .waitFor({ timeout: 15_000 });
  return secret;
}

/**
 * Enrols an authenticator app from the user settings of a signed-in page (the user menu, 'Configuración de usuario',
 * 'Activar' in the 'Verificación en dos pasos' section): open to every user, whatever their flags.
 * @returns the secret, as {@link enrolTotpOnPage}.
 */
export async function enrolTotpInSettings(page: Page): Promise<string> {
  await page.getByTestId('username').click();
  await page.getByRole('button', { name: 'Configuración de usuario' }).click();
  const section = page.getByTestId('totp-settings');
  await section.getByText(/^Inactiva/).waitFor({ timeout: 15_000 });
  await section.getByRole('button', { name: 'Activar' }).click();
  const secret = await enrolTotpOnPage(page);
  await section.getByText(/^Activa:/).waitFor({ timeout: 15_000 });
  return secret;
}

/**
 * userToken (./local-identity.ts) with an authenticator app enrolled in the session it signed in (see
 * {@link enrolTotp}): the id token of a TOTP-verified session, which the operations needing a second factor accept.
 */
export async function enrolledUserToken(
  local: Pick<LocalIdentity, 'addUser' | 'config'>,
  email: string,
  password: string,
  attributes: Record<string, string>,
): Promise<string> {
  const user = await local.addUser({ email, password, attributes });
  await enrolTotp(local.config, user);
  return user.idToken;
}

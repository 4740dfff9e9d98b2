import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchAuthSession, setUpTOTP } from 'aws-amplify/auth';
import { useRuntimeConfig } from '../runtime-config-context';
import { NO_TOKEN_MESSAGE, restJson } from '../rest/rest-get';
import { restEndpoint } from '../rest/rest-endpoint';
import { TOTP_STATUS_KEY } from './totp-status';

/** A new authenticator-app secret for the signed-in user. */
export interface TotpSecret {
  /** Base32 secret to type into the app. */
  secret: string;
  /** 'otpauth://totp/Radar%20Cesiones:{user}?secret=...&issuer=Radar%20Cesiones', for a phone to open. */
  uri: string;
}

/** The issuer name the authenticator app shows next to the codes. */
const ISSUER = 'Radar Cesiones';

/**
 * Starts the setup: Cognito AssociateSoftwareToken with the user's access token (Amplify setUpTOTP). Replaces any
 * earlier unconfirmed secret.
 * @param accountName how the app labels the account (the user's e-mail).
 */
export async function startTotpSetup(accountName: string): Promise<TotpSecret> {
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(ISSUER, accountName).toString() };
}

/**
 * Confirms the app with its current code and enables it, through the server (POST {restUrl}/api/totp/verificacion,
 * lambdas/services/two-factor/confirm-totp.ts), which checks the code with Cognito (VerifySoftwareToken, with the
 * user's access token), enables TOTP as the preferred second factor and records this session as TOTP-verified: every
 * later sign-in asks for a code, and the operations that need one run in this session.
 * @param code six digits. @throws HttpError with the server's Spanish message (a wrong code: 'El código de
 *   verificación es incorrecto.'); Error without a session.
 */
export async function confirmTotpSetup(restUrl: string, code: string): Promise<void> {
  const { tokens } = await fetchAuthSession();
  const accessToken = tokens?.accessToken?.toString();
  if (!accessToken) throw new Error(NO_TOKEN_MESSAGE);
  await restJson(restEndpoint(restUrl, 'api/totp/verificacion'), {
    method: 'POST',
    body: { codigo: code, accessToken },
  });
}

/** Mutation hook for {@link confirmTotpSetup}; refreshes {@link TOTP_STATUS_KEY} once enabled. */
export function useConfirmTotpSetup() {
  const queryClient = useQueryClient();
  const { restUrl } = useRuntimeConfig();
  return useMutation({
    mutationFn: (code: string) => confirmTotpSetup(restUrl, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOTP_STATUS_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUpTOTP, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
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
 * Confirms the app with its current code (Cognito VerifySoftwareToken) and enables TOTP as the preferred second factor
 * (SetUserMFAPreference), so every later sign-in asks for a code.
 * @param code six digits. @throws the provider's error (a wrong code: CodeMismatchException or
 *   EnableSoftwareTokenMFAException).
 */
export async function confirmTotpSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code, options: { friendlyDeviceName: ISSUER } });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** Mutation hook for {@link confirmTotpSetup}; refreshes {@link TOTP_STATUS_KEY} once enabled. */
export function useConfirmTotpSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotpSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOTP_STATUS_KEY }),
  });
}

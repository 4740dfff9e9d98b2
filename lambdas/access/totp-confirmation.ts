import {
  GetUserCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../platform/errors';

/** The refusal of a code the authenticator app did not show now (Cognito CodeMismatch / EnableSoftwareTokenMFA). */
export const WRONG_TOTP_CODE_MESSAGE = 'El código de verificación es incorrecto.';
/** The refusal of an access token of another user than the id token's. */
export const OTHER_USER_TOKEN_MESSAGE = 'La sesión no corresponde al usuario.';

/** The name the pool gives the app (Cognito's FriendlyDeviceName). */
const DEVICE_NAME = 'Radar Cesiones';

/** Confirms a user's authenticator app with one of its codes. */
export interface TotpConfirmation {
  /**
   * @param username the `cognito:username` the access token must belong to; accessToken the user's own Cognito access
   *   token (the app was associated with it); code the app's six digits.
   * @throws BadRequestError {@link WRONG_TOTP_CODE_MESSAGE}; ForbiddenError {@link OTHER_USER_TOKEN_MESSAGE};
   *   UnauthorizedError for an access token the pool refuses; the SDK's other errors.
   */
  confirm(username: string, accessToken: string, code: string): Promise<void>;
}

/**
 * {@link TotpConfirmation} over Cognito (cognito-local locally) with the user's access token: GetUser tells whose it
 * is, VerifySoftwareToken checks the code against the secret AssociateSoftwareToken gave, SetUserMFAPreference enables
 * TOTP as the preferred second factor, so every later sign-in answers the SOFTWARE_TOKEN_MFA challenge.
 */
export class CognitoTotpConfirmation implements TotpConfirmation {
  constructor(private readonly cognito: CognitoIdentityProviderClient) {}

  async confirm(username: string, accessToken: string, code: string): Promise<void> {
    try {
      const owner = await this.cognito.send(new GetUserCommand({ AccessToken: accessToken }));
      if (owner.Username !== username) throw new ForbiddenError(OTHER_USER_TOKEN_MESSAGE);
      const verified = await this.cognito.send(
        new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: DEVICE_NAME }),
      );
      if (verified.Status !== 'SUCCESS') throw new BadRequestError(WRONG_TOTP_CODE_MESSAGE);
      await this.cognito.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') {
        throw new BadRequestError(WRONG_TOTP_CODE_MESSAGE);
      }
      if (name === 'NotAuthorizedException') throw new UnauthorizedError();
      throw error;
    }
  }
}

import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** Reads one user of the pool by username. */
export interface UserLookup {
  /**
   * The user's attributes by name ('email', 'custom:rutCesionario', ...) plus 'cognito:username', as an id token
   * carries them; null when the pool has no such user or it is disabled.
   */
  attributesOf(username: string): Promise<Record<string, string> | null>;
}

/** {@link UserLookup} over Cognito AdminGetUser (cognito-local locally). */
export class CognitoUserLookup implements UserLookup {
  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  /** @throws the SDK's error for anything but an unknown user. */
  async attributesOf(username: string): Promise<Record<string, string> | null> {
    try {
      const user = await this.cognito.send(
        new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: username }),
      );
      if (user.Enabled === false || !user.Username) return null;
      const attributes: Record<string, string> = { 'cognito:username': user.Username };
      for (const { Name, Value } of user.UserAttributes ?? [])
        if (Name && Value !== undefined) attributes[Name] = Value;
      return attributes;
    } catch (error) {
      if ((error as { name?: string }).name === 'UserNotFoundException') return null;
      throw error;
    }
  }
}

import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  UsernameExistsException,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PoolUser } from './user-directory';

/**
 * A new account: its e-mail (the sign-in name), every attribute to set (custom ones as 'custom:x') and its temporary
 * password.
 */
export interface NewAccount {
  email: string;
  attributes: Record<string, string>;
  temporaryPassword: string;
}

/** The user pool's administrative operations 'Cuentas' needs (Cognito on AWS, cognito-local locally). */
export interface AccountPool {
  /** The user signing in with `email`, or null when there is none. */
  findByEmail(email: string): Promise<PoolUser | null>;
  /** The user whose cognito:username is `username`, or null when there is none. */
  findByUsername(username: string): Promise<PoolUser | null>;
  /**
   * Creates the account in FORCE_CHANGE_PASSWORD with its temporary password and no message from the pool (the
   * platform sends the invitation itself).
   * @returns its cognito:username. @throws AccountExistsError when the e-mail is taken.
   */
  create(account: NewAccount): Promise<string>;
  /** Sets these attributes (custom ones as 'custom:x'). */
  updateAttributes(username: string, attributes: Record<string, string>): Promise<void>;
  /**
   * Gives the user a temporary password (Permanent false): the user is in FORCE_CHANGE_PASSWORD again and must choose
   * a new one at the next sign-in.
   */
  setTemporaryPassword(username: string, password: string): Promise<void>;
  /** Deletes the user. */
  delete(username: string): Promise<void>;
  /** Revokes every refresh token of the user, so no browser of it gets new tokens. */
  signOut(username: string): Promise<void>;
}

/** The e-mail already has an account. */
export class AccountExistsError extends Error {
  constructor(email: string) {
    super(`Ya existe un usuario con el email ${email}`);
    this.name = 'AccountExistsError';
  }
}

/**
 * {@link AccountPool} over the Cognito Identity Provider API (AdminGetUser, AdminCreateUser with MessageAction
 * SUPPRESS and a TemporaryPassword, AdminUpdateUserAttributes, AdminSetUserPassword, AdminDeleteUser,
 * AdminUserGlobalSignOut). The pool signs in with e-mail, so AdminGetUser and AdminCreateUser take the e-mail and the
 * user's cognito:username is its sub.
 */
export class CognitoAccountPool implements AccountPool {
  /**
   * @param options.globalSignOut false for cognito-local, which has no AdminUserGlobalSignOut: there the refusal of
   *   the server (which reads flags and companies from the store on each request) is what ends the session.
   */
  constructor(
    private readonly cognito: Pick<CognitoIdentityProviderClient, 'send'>,
    private readonly userPoolId: string,
    private readonly options: { globalSignOut: boolean } = { globalSignOut: true },
  ) {}

  async findByEmail(email: string): Promise<PoolUser | null> {
    return this.get(email);
  }

  async findByUsername(username: string): Promise<PoolUser | null> {
    return this.get(username);
  }

  /** AdminGetUser takes the username or the e-mail the pool signs in with. */
  private async get(name: string): Promise<PoolUser | null> {
    try {
      const out = await this.cognito.send(new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: name }));
      return {
        username: out.Username ?? '',
        enabled: out.Enabled !== false,
        status: out.UserStatus ?? '',
        attributes: new Map((out.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? ''])),
      };
    } catch (error) {
      if (error instanceof UserNotFoundException) return null;
      throw error;
    }
  }

  async create(account: NewAccount): Promise<string> {
    try {
      const out = await this.cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: this.userPoolId,
          Username: account.email,
          TemporaryPassword: account.temporaryPassword,
          MessageAction: 'SUPPRESS',
          UserAttributes: Object.entries(account.attributes).map(([Name, Value]) => ({ Name, Value })),
        }),
      );
      if (!out.User?.Username) throw new Error('Cognito no devolvió el usuario creado');
      return out.User.Username;
    } catch (error) {
      if (error instanceof UsernameExistsException) throw new AccountExistsError(account.email);
      throw error;
    }
  }

  async updateAttributes(username: string, attributes: Record<string, string>): Promise<void> {
    await this.cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: this.userPoolId,
        Username: username,
        UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
      }),
    );
  }

  async setTemporaryPassword(username: string, password: string): Promise<void> {
    await this.cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: this.userPoolId,
        Username: username,
        Password: password,
        Permanent: false,
      }),
    );
  }

  async delete(username: string): Promise<void> {
    await this.cognito.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: username }));
  }

  async signOut(username: string): Promise<void> {
    if (!this.options.globalSignOut) return;
    await this.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: username }));
  }
}

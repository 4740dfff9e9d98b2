import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { readFlags, type PermissionFlags } from '@domain/permissions';
import { normalizeRut } from '@domain/rut';
import type { UserCompanyRepository } from '../store/user-company-repository';

/** A registered user of a factoring (`GET api/registered-users` lists username, email and nombre). */
export interface RegisteredUser {
  username: string;
  email: string;
  nombre: string;
  /** The user's permission flags (domain/permissions.ts readFlags of the pool's attributes); never sent to browsers. */
  flags: PermissionFlags;
}

/** A user of the pool: its cognito:username, whether enabled, its UserStatus and its attributes by name. */
export interface PoolUser {
  username: string;
  enabled: boolean;
  /** Cognito's UserStatus ('CONFIRMED', 'FORCE_CHANGE_PASSWORD', ...). */
  status: string;
  attributes: ReadonlyMap<string, string>;
}

/** Lists the users of a factoring. */
export interface UserDirectory {
  listForFactoring(rutFactoring: string): Promise<RegisteredUser[]>;
}

/**
 * The Cognito user pool as a directory: every enabled user whose custom:rutCesionario is the factoring, plus the
 * enabled users named in `members` (Cognito's ListUsers filter cannot match custom attributes, so one pass over
 * the pool's pages selects both; a user is listed once however it belongs).
 */
export class CognitoUserDirectory implements UserDirectory {
  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  /**
   * @param rutFactoring normalised RUT 'NNNNNNNN-D'.
   * @param members usernames that belong to the factoring otherwise (its userCompanies rows); none by default.
   * @returns the users sorted by e-mail.
   */
  async listForFactoring(rutFactoring: string, members: ReadonlySet<string> = new Set()): Promise<RegisteredUser[]> {
    const users: RegisteredUser[] = [];
    for await (const user of this.poolUsers()) {
      const member = members.has(user.username) || sameRut(user.attributes.get('custom:rutCesionario'), rutFactoring);
      if (!user.enabled || !member) continue;
      users.push({
        username: user.username,
        email: user.attributes.get('email') ?? '',
        nombre: user.attributes.get('name') ?? '',
        flags: readFlags(Object.fromEntries(user.attributes)),
      });
    }
    return users.sort((a, b) => a.email.localeCompare(b.email));
  }

  /**
   * The pool's users whose home factoring (custom:rutCesionario) is `rutFactoring`, enabled or not, with every
   * attribute: the accounts 'Cuentas' manages (lambdas/services/accounts).
   * @returns the users sorted by e-mail.
   */
  async listHomeUsers(rutFactoring: string): Promise<PoolUser[]> {
    const users: PoolUser[] = [];
    for await (const user of this.poolUsers())
      if (sameRut(user.attributes.get('custom:rutCesionario'), rutFactoring)) users.push(user);
    return users.sort((a, b) => (a.attributes.get('email') ?? '').localeCompare(b.attributes.get('email') ?? ''));
  }

  /** Every user of the pool, page after page (Cognito's ListUsers filter cannot match custom attributes). */
  private async *poolUsers(): AsyncGenerator<PoolUser> {
    let token: string | undefined;
    do {
      const page = await this.cognito.send(
        new ListUsersCommand({ UserPoolId: this.userPoolId, PaginationToken: token }),
      );
      for (const user of page.Users ?? []) {
        yield {
          username: user.Username ?? '',
          enabled: user.Enabled !== false,
          status: user.UserStatus ?? '',
          attributes: new Map((user.Attributes ?? []).map((a) => [a.Name ?? '', a.Value ?? ''])),
        };
      }
      token = page.PaginationToken;
    } while (token);
  }
}

/**
 * The registered users of a factoring (client-radar.md §7 `GET api/registered-users`; a
 * user's companies are custom:rutCesionario plus its userCompanies rows): the pool's users whose
 * custom:rutCesionario is the factoring and those with a userCompanies row for it (GSI byEmpresa), once each.
 */
export class FactoringUserDirectory implements UserDirectory {
  constructor(
    private readonly pool: Pick<CognitoUserDirectory, 'listForFactoring'>,
    private readonly userCompanies: Pick<UserCompanyRepository, 'listUsernamesForCompany'>,
  ) {}

  /**
   * @param rutFactoring normalised RUT 'NNNNNNNN-D'.
   * @returns the users sorted by e-mail; rows naming a user the pool does not have (or has disabled) are skipped.
   * @throws the store's or Cognito's error when either cannot be read.
   */
  async listForFactoring(rutFactoring: string): Promise<RegisteredUser[]> {
    const members = new Set(await this.userCompanies.listUsernamesForCompany(rutFactoring));
    return this.pool.listForFactoring(rutFactoring, members);
  }
}

function sameRut(value: string | undefined, rut: string): boolean {
  try {
    return value !== undefined && normalizeRut(value) === rut;
  } catch {
    return false;
  }
}

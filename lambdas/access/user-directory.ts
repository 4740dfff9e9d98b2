import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import pLimit from 'p-limit';
import type { PermissionFlags } from '@domain/permissions';
import type { FactoringScope } from '../platform/factoring-scope';
import type { UserCompanyRepository } from '../store/user-company-repository';
import type { UserLookup } from './cognito-user-lookup';

/** A registered user of a factoring (`GET api/registered-users` lists username, email and nombre). */
export interface RegisteredUser {
  username: string;
  email: string;
  nombre: string;
  /** The flags the user holds in the factoring (its userCompanies row); never sent to browsers. */
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

/** Lists the users of the scope's factoring. */
export interface UserDirectory {
  listForFactoring(scope: FactoringScope): Promise<RegisteredUser[]>;
}

/** The Cognito user pool as a list of all its accounts (for one-off jobs; screens query by factoring). */
export class CognitoUserDirectory {
  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  /**
   * Every user of the pool with every attribute, page after page (Cognito's ListUsers filter cannot match custom
   * attributes); only for the backfill of the userCompanies rows (lambdas/jobs/membership-backfill.ts).
   */
  async *poolUsers(): AsyncGenerator<PoolUser> {
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

/** How many users of a factoring are read from the pool at once (Cognito's AdminGetUser is rate limited). */
const LOOKUPS_AT_ONCE = 5;

/**
 * Reads the pool's user of each of a factoring's userCompanies rows, {@link LOOKUPS_AT_ONCE} at a time: the
 * factoring's users are found through its rows, never by listing the pool.
 * @param read reads one row's user; null when the pool has none to show.
 * @returns what `read` found, in the rows' order, without the nulls. @throws what `read` throws.
 */
export async function readRowUsers<R, T>(rows: readonly R[], read: (row: R) => Promise<T | null>): Promise<T[]> {
  const limit = pLimit(LOOKUPS_AT_ONCE);
  const found = await Promise.all(rows.map((row) => limit(() => read(row))));
  return found.filter((user) => user !== null);
}

/**
 * The registered users of a factoring (client-radar.md §7 `GET api/registered-users`): the users with a userCompanies
 * row for it (GSI byEmpresa; the home factoring has its row too), each with the flags that row grants, and its e-mail
 * and name from the pool. Queried by factoring: the pool is never listed.
 */
export class FactoringUserDirectory implements UserDirectory {
  constructor(
    private readonly pool: UserLookup,
    private readonly userCompanies: Pick<UserCompanyRepository, 'listForCompany'>,
  ) {}

  /**
   * @param scope the verified factoring whose users are listed.
   * @returns the users sorted by e-mail; rows naming a user the pool does not have (or has disabled) are skipped.
   * @throws the store's or Cognito's error when either cannot be read.
   */
  async listForFactoring({ rutFactoring }: FactoringScope): Promise<RegisteredUser[]> {
    const rows = await this.userCompanies.listForCompany(rutFactoring);
    const users = await readRowUsers(rows, async (row): Promise<RegisteredUser | null> => {
      const attributes = await this.pool.attributesOf(row.username);
      if (!attributes) return null;
      return { username: row.username, email: attributes.email ?? '', nombre: attributes.name ?? '', flags: row.flags };
    });
    return users.sort((a, b) => a.email.localeCompare(b.email));
  }
}

import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { normalizeRut } from '../../../domain/rut';

/** A registered user of a factoring, as `GET api/registered-users` lists it. */
export interface RegisteredUser {
  username: string;
  email: string;
  nombre: string;
}

/** Lists the users of a factoring. */
export interface UserDirectory {
  listForFactoring(rutFactoring: string): Promise<RegisteredUser[]>;
}

/**
 * The Cognito user pool as a directory: every enabled user whose custom:rutCesionario is the factoring (Cognito's
 * ListUsers filter cannot match custom attributes, so the pages are filtered here). Users linked to the factoring
 * only through userCompanies rows are not listed (that table has no index by company).
 */
export class CognitoUserDirectory implements UserDirectory {
  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  /** @returns the users sorted by e-mail. */
  async listForFactoring(rutFactoring: string): Promise<RegisteredUser[]> {
    const users: RegisteredUser[] = [];
    let token: string | undefined;
    do {
      const page = await this.cognito.send(new ListUsersCommand({ UserPoolId: this.userPoolId, PaginationToken: token }));
      for (const user of page.Users ?? []) {
        const attributes = new Map((user.Attributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
        if (user.Enabled === false || !sameRut(attributes.get('custom:rutCesionario'), rutFactoring)) continue;
        users.push({ username: user.Username ?? '', email: attributes.get('email') ?? '', nombre: attributes.get('name') ?? '' });
      }
      token = page.PaginationToken;
    } while (token);
    return users.sort((a, b) => a.email.localeCompare(b.email));
  }
}

function sameRut(value: string | undefined, rut: string): boolean {
  try {
    return value !== undefined && normalizeRut(value) === rut;
  } catch {
    return false;
  }
}

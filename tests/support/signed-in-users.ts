import { readFlags } from '@domain/permissions';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import type { LocalIdentity } from './local-identity';

/** A user of a test's table: its e-mail, custom attributes and the companies its userCompanies rows add. */
export interface TableUser {
  email: string;
  attributes: Record<string, string>;
  rows: readonly string[];
}

/**
 * Signs in every user of `users` with `password` and stores one userCompanies row per company of its `rows`, with the
 * razón social `razonSocial(rut)` and the flags of its attributes (the same in every company).
 * @returns the cognito username and the id token of each user, by name.
 */
export async function signInUsers<N extends string>(
  local: LocalIdentity,
  users: Record<N, TableUser>,
  password: string,
  razonSocial: (rut: string) => string,
): Promise<{ usernames: Record<N, string>; tokens: Record<N, string> }> {
  const userCompanies = new UserCompanyRepository(local.engines.doc, local.config.tables.userCompanies);
  const usernames = {} as Record<N, string>;
  const tokens = {} as Record<N, string>;
  for (const [name, user] of Object.entries(users) as [N, TableUser][]) {
    const signedIn = await local.addUser({ email: user.email, password, attributes: user.attributes });
    usernames[name] = signedIn.username;
    tokens[name] = signedIn.idToken;
    for (const rut of user.rows)
      await userCompanies.put({
        username: signedIn.username,
        rutEmpresa: rut,
        razonSocial: razonSocial(rut),
        flags: readFlags(user.attributes),
      });
  }
  return { usernames, tokens };
}

/**
 * The signed-in user as the screens need it (core-platform §3 "Session user"). Its permission flags are not here: they
 * are held per factoring and read from the server (lib/company/factoring-flags.ts).
 */
export interface SessionUser {
  /** Shown in the header: the e-mail, or the Cognito username when the token has no e-mail. */
  username: string;
  /** custom:rutCesionario, the user's own factoring, or null. */
  rutCesionario: string | null;
  /** custom:rznSocCesionario, its razón social, or null. */
  rznSocCesionario: string | null;
  /** custom:userType ('admin' may see as another user), or null. */
  userType: string | null;
  /** While an administrator sees as this user ('Ver como'): the administrator's e-mail; absent otherwise. */
  impersonatedBy?: { username: string; email: string };
}

/**
 * Builds the session user from the claims of a Cognito id token (custom attributes live there); flag claims are
 * ignored.
 * @param claims decoded id token payload.
 */
export function sessionUserFromClaims(claims: Record<string, unknown>): SessionUser {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(claims)) {
    if (typeof value === 'string') attributes[name] = value;
  }
  return {
    username: attributes.email ?? attributes['cognito:username'] ?? '',
    rutCesionario: attributes['custom:rutCesionario'] || null,
    rznSocCesionario: attributes['custom:rznSocCesionario'] || null,
    userType: attributes['custom:userType'] || null,
  };
}

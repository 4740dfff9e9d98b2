import { readFlags, type PermissionFlags } from '@domain/permissions';

/** The signed-in user as the screens need it (core-platform §3 "Session user"). */
export interface SessionUser {
  /** Shown in the header: the e-mail, or the Cognito username when the token has no e-mail. */
  username: string;
  /** custom:rutCesionario, the user's own factoring, or null. */
  rutCesionario: string | null;
  /** custom:rznSocCesionario, its razón social, or null. */
  rznSocCesionario: string | null;
  /** Permission flags of core-platform §3/§6 read from the custom attributes. */
  flags: PermissionFlags;
  /** custom:userType ('admin' may see as another user), or null. */
  userType: string | null;
  /** While an administrator sees as this user ('Ver como'): the administrator's e-mail; absent otherwise. */
  impersonatedBy?: { username: string; email: string };
}

/**
 * Builds the session user from the claims of a Cognito id token (custom attributes live there). Non-string claims are
 * ignored when reading flags.
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
    flags: readFlags(attributes),
    userType: attributes['custom:userType'] || null,
  };
}

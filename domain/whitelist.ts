/**
 * The whitelist of core-platform §2 "Shell" and §4 "Whitelist": whitelisted users see the enrolment link. Kept on the
 * factoring record (table `factorings`, its `features` map) instead of hard-coded user ids: the key `whitelist`
 * whitelists every user of the factoring, and `whitelist:{username}` one user (its Cognito username).
 */

/** The features-map key that whitelists every user of the factoring. */
export const WHITELIST_ALL_KEY = 'whitelist';

/** The features-map key that whitelists one user of the factoring. */
export function whitelistUserKey(username: string): string {
  return `${WHITELIST_ALL_KEY}:${username}`;
}

/**
 * Whether a user is whitelisted for a factoring.
 * @param features the factoring record's `features` map (null when the factoring has no record: nobody is).
 * @param username the caller's Cognito username.
 * @returns true only when the factoring-wide or the user's key holds `true`.
 */
export function isWhitelisted(
  features: Readonly<Record<string, unknown>> | null | undefined,
  username: string,
): boolean {
  return features?.[WHITELIST_ALL_KEY] === true || features?.[whitelistUserKey(username)] === true;
}

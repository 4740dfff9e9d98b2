import { UnauthorizedError } from '../platform/errors';

/**
 * Extracts the id token from an Authorization header value, which carries either the raw token
 * (AppSync and Amplify style) or 'Bearer {token}' (core-platform §7: "bearer form where noted").
 * @throws UnauthorizedError when the header is missing or holds no token.
 */
export function tokenFromAuthorization(header: string | undefined): string {
  const token = (header ?? '')
    .trim()
    .replace(/^bearer(\s+|$)/i, '')
    .trim();
  if (!token) throw new UnauthorizedError();
  return token;
}

import { BadRequestError } from '../platform/errors';

/** A DynamoDB key as the document client returns it in LastEvaluatedKey (string attributes only here). */
export type PageKey = Record<string, string>;

/**
 * Encodes a DynamoDB key into the opaque page token handed to API clients (base64url of its JSON).
 * Returns a non-empty ASCII string.
 */
export function encodePageToken(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * Decodes a page token produced by {@link encodePageToken} and checks it belongs to the queried
 * partition (`attribute` must equal `expected`), so a token can never open another factoring's data.
 * @throws BadRequestError('nextToken inválido') when the token is malformed or foreign.
 */
export function decodePageToken(token: string, attribute: string, expected: string): PageKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError('nextToken inválido');
  }
  const valid =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.values(key).every((value) => typeof value === 'string') &&
    (key as PageKey)[attribute] === expected;
  if (!valid) throw new BadRequestError('nextToken inválido');
  return key as PageKey;
}

import { fetchAuthSession } from 'aws-amplify/auth';
import { verComoHeaders } from './ver-como';

/**
 * The signed-in user's Cognito id token (JWT string), refreshed by Amplify when it expired.
 * The API verifies the id token, not the access token: the permission flags live in the id token.
 * @returns the token, or null when nobody is signed in.
 */
export async function currentIdToken(): Promise<string | null> {
  return (await currentIdSession())?.token ?? null;
}

/**
 * The signed-in user's id token with its expiry (`exp`, as epoch milliseconds), for a connection that must be renewed
 * before the server closes it (app/realtime). `forceRefresh` asks Cognito for a new token even if this one is
 * still valid. Returns null when nobody is signed in.
 */
export async function currentIdSession(forceRefresh = false): Promise<{ token: string; expiresAtMs: number } | null> {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  const idToken = tokens?.idToken;
  if (!idToken) return null;
  return { token: idToken.toString(), expiresAtMs: (idToken.payload.exp ?? 0) * 1000 };
}

/**
 * Headers that authenticate a request to our API: { Authorization: <id token> } (core-platform §7), plus
 * 'x-ver-como' while an administrator sees as another user (lib/ver-como.ts); {} when nobody is signed in.
 */
export async function idTokenAuthorization(): Promise<Record<string, string>> {
  const idToken = await currentIdToken();
  return idToken ? { Authorization: idToken, ...verComoHeaders() } : {};
}

import { fetchAuthSession } from 'aws-amplify/auth';
import { verComoHeaders } from './ver-como';

/**
 * The signed-in user's Cognito id token (JWT string), refreshed by Amplify when it expired.
 * The API verifies the id token, not the access token (team brief "Identity").
 * @returns the token, or null when nobody is signed in.
 */
export async function currentIdToken(): Promise<string | null> {
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.toString() ?? null;
}

/**
 * Headers that authenticate a request to our API: { Authorization: <id token> } (core-platform §7), plus
 * 'x-ver-como' while an administrator sees as another user (lib/ver-como.ts); {} when nobody is signed in.
 */
export async function idTokenAuthorization(): Promise<Record<string, string>> {
  const idToken = await currentIdToken();
  return idToken ? { Authorization: idToken, ...verComoHeaders() } : {};
}

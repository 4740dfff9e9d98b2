import { fetchAuthSession } from 'aws-amplify/auth';

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
 * Headers that authenticate a request to our API: { Authorization: <id token> } (core-platform §7),
 * or {} when nobody is signed in.
 */
export async function idTokenAuthorization(): Promise<Record<string, string>> {
  const idToken = await currentIdToken();
  return idToken ? { Authorization: idToken } : {};
}

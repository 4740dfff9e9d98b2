import { restJson } from '../rest/rest-get';
import { restEndpoint } from '../rest/rest-endpoint';

/**
 * The register-login POST after sign-in (core-platform §7): {restUrl}api/register-login records the user's last
 * login for 'Cuentas'. Its result is only logged, as the spec says; a failure never blocks the sign-in.
 */
export async function registerLogin(restUrl: string): Promise<void> {
  try {
    const answer = await restJson<unknown>(restEndpoint(restUrl, 'api/register-login'), { method: 'POST', body: {} });
    console.info('register-login', answer);
  } catch (error) {
    console.warn('register-login', error instanceof Error ? error.message : error);
  }
}

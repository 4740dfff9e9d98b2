import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { restJson } from '@web/lib/rest/rest-get';

/** A user of the factoring that may be assigned as executive. */
export interface RegisteredUser {
  username: string;
  email: string;
  nombre: string;
}

/**
 * The factoring's users (client-radar.md §7 "GET api/registered-users?t={timestamp}": {success, users[], factoring};
 * the factoring goes in the `factoring` parameter).
 * @param now timestamp in ms for the cache-busting `t` parameter.
 * @returns users, or [] when success is false.
 * @throws Error from restJson (no session, non-2xx).
 */
export async function getRegisteredUsers(
  restUrl: string,
  rutFactoring: string,
  now: number,
): Promise<RegisteredUser[]> {
  const url = restEndpoint(restUrl, 'api/registered-users', { t: String(now), factoring: rutFactoring });
  const body = await restJson<{ success?: boolean; users?: RegisteredUser[] }>(url);
  return body.success && Array.isArray(body.users) ? body.users : [];
}

/**
 * Query hook for {@link getRegisteredUsers}; only fetched when `enabled` (carteraEjecutivos '1', client-radar.md §6).
 */
export function useRegisteredUsers(rutFactoring: string, enabled: boolean) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['registeredUsers', rutFactoring],
    queryFn: () => getRegisteredUsers(restUrl, rutFactoring, Date.now()),
    enabled,
    staleTime: 300_000,
  });
}

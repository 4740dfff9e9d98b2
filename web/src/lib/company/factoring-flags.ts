import { useQuery } from '@tanstack/react-query';
import type { PermissionFlags } from '@domain/permissions';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import { useSelectedCompany } from './company-context';

/**
 * The permission flags the user holds in one factoring, as the server reads them from the user store on each request
 * (GET {restUrl}/api/sesion?factoring={rut}, lambdas/rest/api/impersonation-routes.ts; core-platform §6: flags are
 * held per user and factoring, never read from the id token).
 * @throws Error with the server's message (403 for a factoring the user does not act for).
 */
export async function getFactoringFlags(restUrl: string, rutFactoring: string): Promise<PermissionFlags> {
  const answer = await restJson<{ flags: PermissionFlags }>(
    restEndpoint(restUrl, 'api/sesion', { factoring: rutFactoring }),
  );
  return answer.flags;
}

/**
 * The selected factoring's flags of the user the screens are for (the one 'Ver como' shows included), fetched again
 * when the selection changes; null while they load or without a selected factoring, so no flag-dependent screen part
 * shows from stale or token flags. The key carries the username and the factoring so neither users nor factorings
 * share an answer.
 */
export function useFactoringFlags(): PermissionFlags | null {
  const { restUrl } = useRuntimeConfig();
  const { selected, username } = useSelectedCompany();
  const rut = selected?.rut ?? null;
  const query = useQuery({
    queryKey: ['sesionFlags', username, rut],
    queryFn: () => getFactoringFlags(restUrl, rut!),
    enabled: rut !== null,
    staleTime: 60_000,
  });
  return rut ? (query.data ?? null) : null;
}

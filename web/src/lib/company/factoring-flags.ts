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

/** What the screens know of the selected factoring's flags: the flags once read, or why they could not be read. */
export interface FactoringFlagsState {
  /** null while they load, after a failure, or without a selected factoring. */
  flags: PermissionFlags | null;
  /** The failure of the last read (kept until a retry succeeds), or null. */
  error: Error | null;
  /** Reads them again. */
  retry: () => void;
}

/**
 * The selected factoring's flags of the user the screens are for (the one 'Ver como' shows included), fetched again
 * when the selection changes, with the failure of the read so a screen can say so instead of waiting forever. The key
 * carries the username and the factoring so neither users nor factorings share an answer.
 */
export function useFactoringFlagsState(): FactoringFlagsState {
  const { restUrl } = useRuntimeConfig();
  const { selected, username } = useSelectedCompany();
  const rut = selected?.rut ?? null;
  const query = useQuery({
    queryKey: ['sesionFlags', username, rut],
    queryFn: () => getFactoringFlags(restUrl, rut!),
    enabled: rut !== null,
    staleTime: 60_000,
  });
  return {
    flags: rut ? (query.data ?? null) : null,
    error: rut ? query.error : null,
    retry: () => void query.refetch(),
  };
}

/**
 * The selected factoring's flags ({@link useFactoringFlagsState}); null while they load, after a failure or without a
 * selected factoring, so no flag-dependent screen part shows from stale or token flags.
 */
export function useFactoringFlags(): PermissionFlags | null {
  return useFactoringFlagsState().flags;
}

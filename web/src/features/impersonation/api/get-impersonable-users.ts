import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/** A user an administrator may see as. */
export interface ImpersonableUser {
  username: string;
  email: string;
  nombre: string;
}

/**
 * The users of a factoring an administrator may see as: GET {restUrl}/api/ver-como/usuarios?factoring={rut}.
 * @throws Error with the server's message (403 for a non-administrator or a foreign factoring).
 */
export async function getImpersonableUsers(restUrl: string, rutFactoring: string): Promise<ImpersonableUser[]> {
  const answer = await restJson<{ users?: ImpersonableUser[] }>(
    restEndpoint(restUrl, 'api/ver-como/usuarios', { factoring: rutFactoring }),
  );
  return answer.users ?? [];
}

/** Query hook for {@link getImpersonableUsers}. */
export function useImpersonableUsers(rutFactoring: string | null) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['verComoUsuarios', rutFactoring],
    queryFn: () => getImpersonableUsers(restUrl, rutFactoring ?? ''),
    enabled: rutFactoring !== null,
    retry: false,
  });
}

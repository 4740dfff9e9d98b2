import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import type { VerComoTarget } from '@web/lib/ver-como';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import type { SessionUser } from '@web/lib/session/session-user';

/** GET /api/sesion's answer (lambdas/rest/api/impersonation-routes.ts). */
interface SessionAnswer {
  username: string;
  email: string;
  rutCesionario: string | null;
  razonSocial: string;
  userType: string | null;
  impersonatedBy: { username: string; email: string } | null;
}

/**
 * The user the server sees while an administrator sees as someone: GET {restUrl}/api/sesion with the 'x-ver-como'
 * header, as a session user (its e-mail as username and who really acts; its flags are read per factoring).
 * @throws Error with the server's message (403 when the administrator may not see as that user).
 */
export async function getImpersonatedSession(restUrl: string): Promise<SessionUser> {
  const answer = await restJson<SessionAnswer>(restEndpoint(restUrl, 'api/sesion'));
  return {
    username: answer.email || answer.username,
    rutCesionario: answer.rutCesionario,
    rznSocCesionario: answer.razonSocial || null,
    userType: answer.userType,
    ...(answer.impersonatedBy ? { impersonatedBy: answer.impersonatedBy } : {}),
  };
}

/** Query hook for {@link getImpersonatedSession}, keyed by the target; nothing is fetched without one. */
export function useImpersonatedSession(target: VerComoTarget | null) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['verComoSesion', target?.username],
    queryFn: () => getImpersonatedSession(restUrl),
    enabled: target !== null,
    retry: false,
    staleTime: Infinity,
  });
}

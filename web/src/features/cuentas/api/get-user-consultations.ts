import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import type { Consultation } from '../model/account';

/**
 * 'Historial de Consultas' of one account: GET {restUrl}api/user-consultations?email=&factoring= (core-platform §7),
 * newest first.
 * @throws Error from restJson (no session, the server's message or 'HTTP error! status: N').
 */
export async function getUserConsultations(
  restUrl: string,
  rutFactoring: string,
  email: string,
): Promise<Consultation[]> {
  const answer = await restJson<{ success: boolean; consultations: Consultation[] }>(
    restEndpoint(restUrl, 'api/user-consultations', { email, factoring: rutFactoring }),
  );
  return answer.consultations;
}

/** Query hook for {@link getUserConsultations}. */
export function useUserConsultations(rutFactoring: string, email: string) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['cuentas', rutFactoring, 'consultas', email],
    queryFn: () => getUserConsultations(restUrl, rutFactoring, email),
  });
}

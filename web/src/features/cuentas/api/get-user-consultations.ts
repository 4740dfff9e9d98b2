import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import type { AccountHistory } from '../model/account';

/**
 * The history of one account: GET {restUrl}api/user-consultations?email=&factoring= (core-platform §7), its
 * client-detail opens and what administrators did while seeing as it ('Ver como'), each newest first.
 * @throws Error from restJson (no session, the server's message or 'HTTP error! status: N').
 */
export async function getUserConsultations(
  restUrl: string,
  rutFactoring: string,
  email: string,
): Promise<AccountHistory> {
  const answer = await restJson<{ success: boolean } & AccountHistory>(
    restEndpoint(restUrl, 'api/user-consultations', { email, factoring: rutFactoring }),
  );
  return { consultations: answer.consultations, impersonations: answer.impersonations };
}

/** Query hook for {@link getUserConsultations}. */
export function useUserConsultations(rutFactoring: string, email: string) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['cuentas', rutFactoring, 'consultas', email],
    queryFn: () => getUserConsultations(restUrl, rutFactoring, email),
  });
}

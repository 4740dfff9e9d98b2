import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/** One user of the factoring and whether it receives the monthly report e-mail. */
export interface MonthlyReportUser {
  username: string;
  email: string;
  nombre: string;
  suscrito: boolean;
}

const subscribersKey = (rutFactoring: string) => ['reportes', rutFactoring, 'informe-mensual'];

/**
 * The factoring's users and who receives the monthly report e-mail: GET {restUrl}api/informe-mensual?factoring=
 * (cuentas, with TOTP enabled); asked only while `enabled`.
 */
export function useMonthlyReportSubscribers(rutFactoring: string, enabled = true) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    enabled,
    queryKey: subscribersKey(rutFactoring),
    queryFn: async () =>
      (
        await restJson<{ usuarios: MonthlyReportUser[] }>(
          restEndpoint(restUrl, 'api/informe-mensual', { factoring: rutFactoring }),
        )
      ).usuarios,
  });
}

/**
 * Saves who receives the monthly report e-mail: PUT {restUrl}api/informe-mensual?factoring= {suscritos: [username]};
 * the answer replaces the cached list.
 * @throws Error with the server's message (a user of another factoring, no cuentas).
 */
export function useSaveMonthlyReportSubscribers(rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (suscritos: string[]) =>
      (
        await restJson<{ usuarios: MonthlyReportUser[] }>(
          restEndpoint(restUrl, 'api/informe-mensual', { factoring: rutFactoring }),
          { method: 'PUT', body: { suscritos } },
        )
      ).usuarios,
    onSuccess: (usuarios) => queryClient.setQueryData(subscribersKey(rutFactoring), usuarios),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { applyEjecutivoChange, type EjecutivoChange } from '../model/ejecutivo-change';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';
import type { ClientList } from '@web/localdb/client-list/read-client-list';
import { restJson } from '@web/lib/rest/rest-get';

/**
 * Assigns ('add', POST) or removes ('remove', DELETE) an executive of a client company
 * (client-radar.md §7 "POST|DELETE api/ejecutivo/{rut}" with {ejecutivoEmail}; the factoring in the `factoring`
 * parameter).
 * @param rutFactoring the selected factoring; rut the client company's RUT; email the executive's e-mail.
 * @returns the server's message.
 * @throws HttpError with the server's message (409 'Este ejecutivo ya está asignado a este cliente') on a non-2xx
 *   answer; Error with the message when success is false; Error without a session.
 */
export async function changeEjecutivo(
  restUrl: string,
  rutFactoring: string,
  action: 'add' | 'remove',
  rut: string,
  email: string,
): Promise<string> {
  const body = await restJson<{ success?: boolean; message?: string }>(
    restEndpoint(restUrl, `api/ejecutivo/${encodeURIComponent(rut)}`, { factoring: rutFactoring }),
    { method: action === 'add' ? 'POST' : 'DELETE', body: { ejecutivoEmail: email } },
  );
  if (body.success === false) throw new Error(body.message ?? 'Error');
  return body.message ?? '';
}

/**
 * Mutation hook for {@link changeEjecutivo}: on success the loaded client list of `rutFactoring` (every cached
 * range) gets the change (applyEjecutivoChange), so the table shows it without reloading the database.
 */
export function useChangeEjecutivo(rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EjecutivoChange) =>
      changeEjecutivo(restUrl, rutFactoring, change.action, change.rut, change.email),
    onSuccess: (_message, change) => {
      queryClient.setQueriesData<ClientList>({ queryKey: ['clientList', rutFactoring] }, (list) =>
        list ? { ...list, companies: applyEjecutivoChange(list.companies, change) } : list,
      );
    },
  });
}

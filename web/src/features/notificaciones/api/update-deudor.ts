import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeudorResultado } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';
import { deudorKey } from './get-deudor';

const UPDATE_DEUDOR = /* GraphQL */ `
  mutation UpdateDeudor($rut: String!, $email: String!, $rutFactoring: String!) {
    updateDeudor(rut: $rut, email: $email, rutFactoring: $rutFactoring) {
      success
      body
    }
  }
`;

/**
 * Replaces the e-mails the factoring keeps for a debtor (updateDeudor(rut, email), core-platform §7).
 * @param email the addresses joined by ', ' (an empty text forgets them).
 * @returns body 'ok', or success false with the server's Spanish reason (invalid or too many addresses).
 * @throws ApiError (Forbidden without notificaciones, BadRequest on a bad RUT) or a transport failure.
 */
export async function updateDeudor(rutFactoring: string, rut: string, email: string): Promise<DeudorResultado> {
  const data = await runGraphql<{ updateDeudor: DeudorResultado }>(UPDATE_DEUDOR, { rut, email, rutFactoring });
  return data.updateDeudor;
}

/** Mutation hook of {@link updateDeudor}: once stored, the debtor's kept e-mails load again. */
export function useUpdateDeudor(rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rut, emails }: { rut: string; emails: readonly string[] }) =>
      updateDeudor(rutFactoring, rut, emails.join(', ')),
    onSuccess: async (resultado, { rut }) => {
      if (resultado.success) await queryClient.invalidateQueries({ queryKey: deudorKey(rutFactoring, rut) });
    },
  });
}

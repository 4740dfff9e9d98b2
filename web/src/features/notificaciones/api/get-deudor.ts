import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import type { Deudor } from '@domain/wire/schema-types';

const DEUDOR = /* GraphQL */ `
  query Deudor($rutDeudor: String!, $rutFactoring: String!) {
    deudor(rutDeudor: $rutDeudor, rutFactoring: $rutFactoring) {
      rut
      email
      emails
    }
  }
`;

/**
 * The e-mails the factoring keeps for a debtor (deudor(rutDeudor), core-platform §7).
 * @throws ApiError (Forbidden without notificaciones) or a transport failure.
 */
export async function getDeudor(rutFactoring: string, rutDeudor: string): Promise<Deudor> {
  const data = await runGraphql<{ deudor: Deudor }>(DEUDOR, { rutDeudor, rutFactoring });
  return data.deudor;
}

/** Query key of {@link useDeudor}; a notification invalidates it. */
export const deudorKey = (rutFactoring: string, rutDeudor: string) => ['deudor', rutFactoring, rutDeudor] as const;

/** Query hook for {@link getDeudor}. */
export function useDeudor(rutFactoring: string, rutDeudor: string) {
  return useQuery({
    queryKey: deudorKey(rutFactoring, rutDeudor),
    queryFn: () => getDeudor(rutFactoring, rutDeudor),
    staleTime: 60_000,
  });
}

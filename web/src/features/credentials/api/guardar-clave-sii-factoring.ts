import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { CLAVE_SII_FIELDS, type ClaveSii } from '../model/clave-sii';
import { claveSiiKey } from './get-clave-sii-factoring';

const GUARDAR_CLAVE = /* GraphQL */ `
  mutation GuardarClaveSiiFactoring($rutFactoring: String!, $rutUsuario: String!, $clave: String!) {
    guardarClaveSiiFactoring(rutFactoring: $rutFactoring, rutUsuario: $rutUsuario, clave: $clave) { ${CLAVE_SII_FIELDS} }
  }
`;

/**
 * Saves the SII clave of the factoring's authorized user (guardarClaveSiiFactoring); the server logs in with it first.
 * @returns the stored facts ('Activo').
 * @throws ApiError with the SII's Spanish message when the login fails (nothing is stored).
 */
export async function guardarClaveSiiFactoring(
  rutFactoring: string,
  rutUsuario: string,
  clave: string,
): Promise<ClaveSii> {
  const data = await runGraphql<{ guardarClaveSiiFactoring: ClaveSii }>(GUARDAR_CLAVE, {
    rutFactoring,
    rutUsuario,
    clave,
  });
  return data.guardarClaveSiiFactoring;
}

/** Mutation hook for {@link guardarClaveSiiFactoring}: on success the card shows the new state. */
export function useGuardarClaveSiiFactoring(rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rutUsuario, clave }: { rutUsuario: string; clave: string }) =>
      guardarClaveSiiFactoring(rutFactoring, rutUsuario, clave),
    onSuccess: (stored) => queryClient.setQueryData(claveSiiKey(rutFactoring), stored),
  });
}

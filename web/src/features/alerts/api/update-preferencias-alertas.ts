import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { PREFERENCIA_FIELDS, preferenciasAlertasKey } from './get-preferencias-alertas';
import type { PreferenciaAlerta } from '@domain/wire/schema-types';

const UPDATE_PREFERENCIAS_ALERTAS = /* GraphQL */ `
  mutation UpdatePreferenciasAlertas($rutFactoring: String!, $preferencias: [PreferenciaAlertaInput!]!) {
    updatePreferenciasAlertas(rutFactoring: $rutFactoring, preferencias: $preferencias) { ${PREFERENCIA_FIELDS} }
  }
`;

/**
 * Saves the signed-in user's channels of the allowed alert types for the factoring.
 * @returns every type's new channels.
 * @throws ApiError with the server's Spanish reason (a type the user's flags do not allow) or a transport failure.
 */
export async function updatePreferenciasAlertas(
  rutFactoring: string,
  rows: readonly PreferenciaAlerta[],
): Promise<PreferenciaAlerta[]> {
  const preferencias = rows
    .filter((row) => row.permitido)
    .map(({ tipo, email, app, resumen }) => ({ tipo, email, app, resumen }));
  const data = await runGraphql<{ updatePreferenciasAlertas: PreferenciaAlerta[] }>(UPDATE_PREFERENCIAS_ALERTAS, {
    rutFactoring,
    preferencias,
  });
  return data.updatePreferenciasAlertas;
}

/** Mutation hook for {@link updatePreferenciasAlertas}: the answer replaces the cached preferences. */
export function useUpdatePreferenciasAlertas(rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly PreferenciaAlerta[]) => updatePreferenciasAlertas(rutFactoring, rows),
    onSuccess: (rows) => queryClient.setQueryData(preferenciasAlertasKey(rutFactoring), rows),
  });
}

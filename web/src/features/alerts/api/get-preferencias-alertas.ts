import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import type { PreferenciaAlerta } from '@domain/wire/schema-types';

/** The fields of a preferences row, shared with the update mutation. */
export const PREFERENCIA_FIELDS = 'tipo etiqueta permitido email app resumen';

const PREFERENCIAS_ALERTAS = /* GraphQL */ `
  query PreferenciasAlertas($rutFactoring: String!) {
    preferenciasAlertas(rutFactoring: $rutFactoring) { ${PREFERENCIA_FIELDS} }
  }
`;

/**
 * The signed-in user's alert channels per type for the factoring (preferenciasAlertas).
 * @throws ApiError or a transport failure.
 */
export async function getPreferenciasAlertas(rutFactoring: string): Promise<PreferenciaAlerta[]> {
  const data = await runGraphql<{ preferenciasAlertas: PreferenciaAlerta[] }>(PREFERENCIAS_ALERTAS, { rutFactoring });
  return data.preferenciasAlertas;
}

/** Query key of {@link usePreferenciasAlertas}. */
export const preferenciasAlertasKey = (rutFactoring: string) => ['preferenciasAlertas', rutFactoring] as const;

/** Query hook for {@link getPreferenciasAlertas}. */
export function usePreferenciasAlertas(rutFactoring: string) {
  return useQuery({
    queryKey: preferenciasAlertasKey(rutFactoring),
    queryFn: () => getPreferenciasAlertas(rutFactoring),
  });
}

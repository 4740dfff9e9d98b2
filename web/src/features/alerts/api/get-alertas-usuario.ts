import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { ALERTAS_USUARIO_FIELDS } from '../model/alerta';
import type { AlertasUsuario } from '@domain/wire/schema-types';

const ALERTAS_USUARIO = /* GraphQL */ `
  query AlertasUsuario($rutFactoring: String!) {
    alertasUsuario(rutFactoring: $rutFactoring) { ${ALERTAS_USUARIO_FIELDS} }
  }
`;

/**
 * The signed-in user's latest alerts for the factoring and the unread count (alertasUsuario).
 * @throws ApiError (Forbidden for a factoring the user does not act for) or a transport failure.
 */
export async function getAlertasUsuario(rutFactoring: string): Promise<AlertasUsuario> {
  const data = await runGraphql<{ alertasUsuario: AlertasUsuario }>(ALERTAS_USUARIO, { rutFactoring });
  return data.alertasUsuario;
}

/** Query key of {@link useAlertasUsuario}; an eventoBack alert and the mark-read mutation refresh it. */
export const alertasUsuarioKey = (rutFactoring: string) => ['alertasUsuario', rutFactoring] as const;

/** Query hook for {@link getAlertasUsuario}: loads on sign-in and whenever the selected factoring changes. */
export function useAlertasUsuario(rutFactoring: string | null) {
  return useQuery({
    queryKey: alertasUsuarioKey(rutFactoring ?? ''),
    queryFn: () => getAlertasUsuario(rutFactoring!),
    enabled: rutFactoring !== null,
  });
}

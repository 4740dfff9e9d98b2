import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { ALERTAS_USUARIO_FIELDS } from '../model/alerta';
import { alertasUsuarioKey } from './get-alertas-usuario';
import type { AlertasUsuario } from '@domain/wire/schema-types';

const MARCAR_ALERTAS_LEIDAS = /* GraphQL */ `
  mutation MarcarAlertasLeidas($rutFactoring: String!, $ids: [ID!]) {
    marcarAlertasLeidas(rutFactoring: $rutFactoring, ids: $ids) { ${ALERTAS_USUARIO_FIELDS} }
  }
`;

/**
 * Marks the user's alerts of the factoring read: those of `ids`, or all of them when `ids` is null.
 * @returns the bell's new state.
 * @throws ApiError or a transport failure.
 */
export async function marcarAlertasLeidas(rutFactoring: string, ids: string[] | null): Promise<AlertasUsuario> {
  const data = await runGraphql<{ marcarAlertasLeidas: AlertasUsuario }>(MARCAR_ALERTAS_LEIDAS, { rutFactoring, ids });
  return data.marcarAlertasLeidas;
}

/** Mutation hook for {@link marcarAlertasLeidas}: the answer replaces the bell's cached state. */
export function useMarcarAlertasLeidas(rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | null) => marcarAlertasLeidas(rutFactoring, ids),
    onSuccess: (bell) => queryClient.setQueryData(alertasUsuarioKey(rutFactoring), bell),
  });
}

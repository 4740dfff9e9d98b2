import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import type { Empresa } from '@domain/wire/schema-types';

const EMPRESAS_USUARIO = /* GraphQL */ `
  query EmpresasUsuario {
    empresasUsuario {
      rut
      razonSocial
    }
  }
`;

/**
 * Fetches the factorings the signed-in user may act for (GraphQL empresasUsuario).
 * @throws ApiError when the call fails.
 */
export async function getEmpresasUsuario(): Promise<Empresa[]> {
  const data = await runGraphql<{ empresasUsuario: Empresa[] }>(EMPRESAS_USUARIO);
  return data.empresasUsuario;
}

/** Query hook for {@link getEmpresasUsuario}; the cache key carries the username so users never share it. */
export function useEmpresasUsuario(username: string) {
  return useQuery({ queryKey: ['empresasUsuario', username], queryFn: getEmpresasUsuario, staleTime: Infinity });
}

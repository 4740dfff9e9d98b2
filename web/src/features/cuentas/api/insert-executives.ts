import { useMutation } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import type { EjecutivoEmpresaInput, ResultadoCargaEjecutivo } from '@domain/wire/schema-types';

const INSERT = /* GraphQL */ `
  mutation InsertarEjecutivos($rows: [EjecutivoEmpresaInput!]!, $rutFactoring: String!) {
    insertarArrayEjecutivoEmpresa(rows: $rows, rutFactoring: $rutFactoring) {
      usernameEjecutivo
      rutEmpresa
      success
      body
    }
  }
`;

/**
 * Assigns executives to clients from the CSV rows (insertarArrayEjecutivoEmpresa, core-platform §7).
 * @returns one result per row, in order: good rows kept, bad rows with their reason.
 * @throws ApiError (Forbidden without cuentas) or a transport failure.
 */
export async function insertExecutives(
  rutFactoring: string,
  rows: readonly EjecutivoEmpresaInput[],
): Promise<ResultadoCargaEjecutivo[]> {
  const data = await runGraphql<{ insertarArrayEjecutivoEmpresa: ResultadoCargaEjecutivo[] }>(INSERT, {
    rows,
    rutFactoring,
  });
  return data.insertarArrayEjecutivoEmpresa;
}

/** Mutation hook for {@link insertExecutives}. */
export function useInsertExecutives(rutFactoring: string) {
  return useMutation({
    mutationFn: (rows: ReadonlyArray<{ usernameEjecutivo: string; rutEmpresa: string }>) =>
      insertExecutives(rutFactoring, rows),
  });
}

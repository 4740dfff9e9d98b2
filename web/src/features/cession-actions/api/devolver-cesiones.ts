import { runGraphql } from '@web/lib/graphql';
import { RESULTADO_FIELDS } from '@web/lib/cessions/cesion-masiva-resultado';
import type { CesionMasivaResultado, DteInput } from '@domain/wire/schema-types';

const DEVOLVER_CESIONES = /* GraphQL */ `
  mutation DevolverCesiones($rutFactoring: String!, $dtes: [DteInput!]!) {
    devolverCesiones(rutFactoring: $rutFactoring, dtes: $dtes) { ${RESULTADO_FIELDS} }
  }
`;

/**
 * Returns documents to their emisor (core-platform §2 'Confirmar Devolucion de Cesiones', §6 devolverCesion): one
 * signed AEC each.
 * @param rutFactoring the factoring acting ('NNNNNNNN-D').
 * @returns statusCode 200 when every AEC was sent, else 400 with AECsError listing the documents not sent.
 * @throws ApiError with the server's message (no devolverCesion flag, a re-assigned document, ...) or a transport
 *   failure.
 */
export async function devolverCesiones(
  rutFactoring: string,
  dtes: readonly DteInput[],
): Promise<CesionMasivaResultado> {
  const answer = await runGraphql<{ devolverCesiones: CesionMasivaResultado }>(DEVOLVER_CESIONES, {
    rutFactoring,
    dtes,
  });
  return answer.devolverCesiones;
}

import { runGraphql } from '@web/lib/graphql';
import { RESULTADO_FIELDS } from '@web/lib/cessions/cesion-masiva-resultado';
import type { CesionMasivaInput, CesionMasivaResultado } from '@domain/wire/schema-types';

const CESION_MASIVA = /* GraphQL */ `
  mutation CesionMasiva($cesionMasivaData: CesionMasivaInput!, $rutFactoring: String!) {
    cesionMasiva(cesionMasivaData: $cesionMasivaData, rutFactoring: $rutFactoring) { ${RESULTADO_FIELDS} }
  }
`;

/**
 * Sends a mass cession (core-platform §7 cesionMasiva): one signed AEC per document, each assigning it to
 * cesionMasivaData.rutCesionario.
 * @param rutFactoring the factoring acting ('NNNNNNNN-D').
 * @returns statusCode 200 when every AEC was sent, else 400 with AECsError listing the documents not sent.
 * @throws ApiError with the server's message (no cesionMasiva flag, foreign factoring, ...) or a transport failure.
 */
export async function cesionMasiva(
  rutFactoring: string,
  cesionMasivaData: CesionMasivaInput,
): Promise<CesionMasivaResultado> {
  const answer = await runGraphql<{ cesionMasiva: CesionMasivaResultado }>(CESION_MASIVA, {
    cesionMasivaData,
    rutFactoring,
  });
  return answer.cesionMasiva;
}

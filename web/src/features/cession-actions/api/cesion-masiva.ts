import { runGraphql } from '@web/lib/graphql';
import { RESULTADO_FIELDS } from '@web/lib/cessions/cesion-masiva-resultado';
import type { CesionMasivaInput, CesionMasivaResultado } from '@domain/wire/schema-types';

/**
 * The mutation of each screen: the spreadsheet's cesionMasiva (core-platform §7), the grid's cesionMasivaGrilla,
 * which the server refuses without cederPorGrilla (§6 'Desde grilla').
 */
const FIELDS = { planilla: 'cesionMasiva', grilla: 'cesionMasivaGrilla' } as const;

/** Where a mass cession is made from: 'Desde planilla' or 'Desde grilla'. */
export type MassCessionOrigin = keyof typeof FIELDS;

const operation = (field: string) => /* GraphQL */ `
  mutation CesionMasiva($cesionMasivaData: CesionMasivaInput!, $rutFactoring: String!) {
    ${field}(cesionMasivaData: $cesionMasivaData, rutFactoring: $rutFactoring) { ${RESULTADO_FIELDS} }
  }
`;

/**
 * Sends a mass cession (core-platform §7 cesionMasiva): one signed AEC per document, each assigning it to
 * cesionMasivaData.rutCesionario.
 * @param rutFactoring the factoring acting ('NNNNNNNN-D').
 * @param origin the screen sending it; 'grilla' needs cederPorGrilla as well as cesionMasiva.
 * @returns statusCode 200 when every AEC was sent, else 400 with AECsError listing the documents not sent.
 * @throws ApiError with the server's message (no cesionMasiva or cederPorGrilla flag, foreign factoring, ...) or a
 *   transport failure.
 */
export async function cesionMasiva(
  rutFactoring: string,
  cesionMasivaData: CesionMasivaInput,
  origin: MassCessionOrigin = 'planilla',
): Promise<CesionMasivaResultado> {
  const field = FIELDS[origin];
  const answer = await runGraphql<Record<string, CesionMasivaResultado>>(operation(field), {
    cesionMasivaData,
    rutFactoring,
  });
  return answer[field]!;
}

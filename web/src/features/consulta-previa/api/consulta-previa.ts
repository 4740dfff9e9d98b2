import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import type { ConsultaPreviaInput } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';

const CONSULTA_PREVIA = /* GraphQL */ `
  query ConsultaPrevia($inputDTE: ConsultaPreviaInput!, $rutFactoring: String!) {
    consultaPrevia(inputDTE: $inputDTE, rutFactoring: $rutFactoring) {
      rutEmisor
      folioDTE
      tipoDTE
      cedido
      glosaCedibleParaMonitor
      glosaCedible
      estado
      glosaEstado
      tenedor
      financiable
      motivos
    }
  }
`;

/**
 * Consults the single form's documents at the SII for the factoring (consultaPrevia of core-platform §7).
 * @returns one row per folio, in the order of the range.
 * @throws ApiError with the server's message (the §5 form messages as BadRequest, Forbidden without consultaPrevia).
 */
export async function consultaPrevia(
  inputDTE: ConsultaPreviaInput,
  rutFactoring: string,
): Promise<ConsultaPreviaRow[]> {
  const data = await runGraphql<{ consultaPrevia: ConsultaPreviaRow[] }>(CONSULTA_PREVIA, { inputDTE, rutFactoring });
  return data.consultaPrevia;
}

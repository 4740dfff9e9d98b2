import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
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

/** The single form as the server takes it (core-platform §7 consultaPrevia inputDTE). */
export interface InputDTE {
  rut: string;
  tipo: number;
  rango: string;
}

/**
 * Consults the single form's documents at the SII for the factoring (consultaPrevia of core-platform §7).
 * @returns one row per folio, in the order of the range.
 * @throws ApiError with the server's message (the §5 form messages as BadRequest, Forbidden without consultaPrevia).
 */
export async function consultaPrevia(inputDTE: InputDTE, rutFactoring: string): Promise<ConsultaPreviaRow[]> {
  const data = await runGraphql<{ consultaPrevia: ConsultaPreviaRow[] }>(CONSULTA_PREVIA, { inputDTE, rutFactoring });
  return data.consultaPrevia;
}

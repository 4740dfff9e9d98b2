import { runGraphql } from '@web/lib/graphql';
import type { QueryAecFilesArgs } from '@domain/wire/schema-types';

const GET_CERTIFICADOS_ACEPTACION_RECLAMO = /* GraphQL */ `
  query GetCertificadosAceptacionReclamo($rutEmisor: String!, $tipo: Int!, $folio: Float!, $rutFactoring: String!) {
    getCertificadosAceptacionReclamo(rutEmisor: $rutEmisor, tipo: $tipo, folio: $folio, rutFactoring: $rutFactoring)
  }
`;

/**
 * The acceptance / rejection (reclamo) certificate of a document as HTML
 * (schema.graphql getCertificadosAceptacionReclamo, core-platform §7).
 * @returns the HTML, or null when it is not available yet.
 * @throws ApiError when the call fails.
 */
export async function getCertificadoAceptacionReclamo(key: QueryAecFilesArgs): Promise<string | null> {
  const data = await runGraphql<{ getCertificadosAceptacionReclamo: string | null }>(
    GET_CERTIFICADOS_ACEPTACION_RECLAMO,
    {
      rutEmisor: key.rutEmisor,
      tipo: key.tipo,
      folio: key.folio,
      rutFactoring: key.rutFactoring,
    },
  );
  return data.getCertificadosAceptacionReclamo;
}

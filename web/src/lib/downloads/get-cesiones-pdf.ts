import { runGraphql } from '@web/lib/graphql';
import type { ArchivoDescarga, DteInput } from '@domain/wire/schema-types';

const CESIONES_PDF = /* GraphQL */ `
  query CesionesPdf($rutFactoring: String!, $dtes: [DteInput!]!) {
    cesionesPdf(rutFactoring: $rutFactoring, dtes: $dtes) {
      url
      nombre
    }
  }
`;

/**
 * The list of the given documents as one PDF 'Cesiones_{rut}.pdf' (schema.graphql cesionesPdf; letter portrait,
 * columns RUT Deudor, Razón Social, Folio, Fecha, Monto: core-platform §9).
 * @throws ApiError when the call fails.
 */
export async function getCesionesPdf(rutFactoring: string, dtes: DteInput[]): Promise<ArchivoDescarga> {
  const data = await runGraphql<{ cesionesPdf: ArchivoDescarga }>(CESIONES_PDF, { rutFactoring, dtes });
  return data.cesionesPdf;
}

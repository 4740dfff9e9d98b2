import { runGraphql } from '@web/lib/graphql';
import type { QueryGetCertificateMasivoArgs } from '@domain/wire/schema-types';

const GET_CERTIFICATE_MASIVO = /* GraphQL */ `
  query GetCertificateMasivo(
    $rutEmpresa: String!
    $tipoConsulta: String!
    $fechaCesionDesde: String!
    $fechaCesionHasta: String!
    $dtes: [DteInput!]!
  ) {
    getCertificateMasivo(
      rutEmpresa: $rutEmpresa
      tipoConsulta: $tipoConsulta
      fechaCesionDesde: $fechaCesionDesde
      fechaCesionHasta: $fechaCesionHasta
      dtes: $dtes
    )
  }
`;

/**
 * The assignment certificates of several documents in one HTML document (schema.graphql getCertificateMasivo).
 * @throws ApiError when the call fails.
 */
export async function getCertificateMasivo(args: QueryGetCertificateMasivoArgs): Promise<string> {
  const data = await runGraphql<{ getCertificateMasivo: string }>(GET_CERTIFICATE_MASIVO, { ...args });
  return data.getCertificateMasivo;
}

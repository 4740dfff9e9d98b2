import { runGraphql } from '@web/lib/graphql';
import type { DteInput } from './dte-input';

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

/** Arguments of getCertificateMasivo (core-platform §7): dates 'yyyy-MM-dd'. */
export interface CertificateMasivoArgs {
  rutEmpresa: string;
  tipoConsulta: 'adquiridas' | 'cedidas';
  fechaCesionDesde: string;
  fechaCesionHasta: string;
  dtes: DteInput[];
}

/**
 * The assignment certificates of several documents in one HTML document (schema.graphql getCertificateMasivo).
 * @throws ApiError when the call fails.
 */
export async function getCertificateMasivo(args: CertificateMasivoArgs): Promise<string> {
  const data = await runGraphql<{ getCertificateMasivo: string }>(GET_CERTIFICATE_MASIVO, { ...args });
  return data.getCertificateMasivo;
}

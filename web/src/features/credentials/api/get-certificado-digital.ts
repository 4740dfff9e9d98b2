import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { CERTIFICADO_FIELDS, type CertificadoDigital } from '../model/certificado-digital';

const CERTIFICADO_DIGITAL = /* GraphQL */ `
  query CertificadoDigital($rutFactoring: String!) {
    certificadoDigital(rutFactoring: $rutFactoring) { ${CERTIFICADO_FIELDS} }
  }
`;

/**
 * The factoring's stored digital certificate (certificadoDigital of schema.graphql).
 * @returns the certificate's facts and term, or null when none is stored.
 * @throws ApiError (Forbidden without firmaDigital) or a transport failure.
 */
export async function getCertificadoDigital(rutFactoring: string): Promise<CertificadoDigital | null> {
  const data = await runGraphql<{ certificadoDigital: CertificadoDigital | null }>(CERTIFICADO_DIGITAL, {
    rutFactoring,
  });
  return data.certificadoDigital;
}

/** Query key of {@link useCertificadoDigital}, also set by the upload and the deletion. */
export const certificadoKey = (rutFactoring: string) => ['certificadoDigital', rutFactoring] as const;

/** Query hook for {@link getCertificadoDigital}, keyed by factoring. */
export function useCertificadoDigital(rutFactoring: string, enabled: boolean) {
  return useQuery({
    queryKey: certificadoKey(rutFactoring),
    queryFn: () => getCertificadoDigital(rutFactoring),
    enabled,
  });
}

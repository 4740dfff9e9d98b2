import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { certificadoKey } from './get-certificado-digital';

const DELETE_CERTIFICADO = /* GraphQL */ `
  mutation DeleteCertificadoDigital($rutEmpresa: String!) {
    deleteCertificadoDigital(rutEmpresa: $rutEmpresa)
  }
`;

/**
 * Deletes the factoring's certificate (deleteCertificadoDigital).
 * @returns false when there was none.
 * @throws ApiError.
 */
export async function deleteCertificadoDigital(rutEmpresa: string): Promise<boolean> {
  const data = await runGraphql<{ deleteCertificadoDigital: boolean }>(DELETE_CERTIFICADO, { rutEmpresa });
  return data.deleteCertificadoDigital;
}

/** Mutation hook for {@link deleteCertificadoDigital}: on success the screen shows no certificate. */
export function useDeleteCertificadoDigital(rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCertificadoDigital(rutFactoring),
    onSuccess: () => queryClient.setQueryData(certificadoKey(rutFactoring), null),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { CERTIFICADO_FIELDS, type CertificadoDigital } from '../model/certificado-digital';
import { certificadoKey } from './get-certificado-digital';
import type { MutationInsertCertificadoDigitalArgs } from '@domain/wire/schema-types';

const INSERT_CERTIFICADO = /* GraphQL */ `
  mutation InsertCertificadoDigital($rutEmpresa: String!, $rutFirmante: String!, $certificado: String!, $clave: String!, $nombre: String!, $adjuntos: [AdjuntoFirmaInput!]) {
    insertCertificadoDigital(rutEmpresa: $rutEmpresa, rutFirmante: $rutFirmante, certificado: $certificado, clave: $clave, nombre: $nombre, adjuntos: $adjuntos) {
      ${CERTIFICADO_FIELDS}
    }
  }
`;

/**
 * Uploads the factoring's certificate with its supporting files (insertCertificadoDigital); the server checks them
 * and replaces any previous one.
 * @returns the stored certificate.
 * @throws ApiError with the server's Spanish message (BadRequest: wrong password, expired, RUT mismatch...).
 */
export async function insertCertificadoDigital(
  upload: MutationInsertCertificadoDigitalArgs,
): Promise<CertificadoDigital> {
  const data = await runGraphql<{ insertCertificadoDigital: CertificadoDigital }>(INSERT_CERTIFICADO, { ...upload });
  return data.insertCertificadoDigital;
}

/** Mutation hook for {@link insertCertificadoDigital}: on success the card shows the stored certificate. */
export function useInsertCertificadoDigital(rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: Omit<MutationInsertCertificadoDigitalArgs, 'rutEmpresa'>) =>
      insertCertificadoDigital({ ...upload, rutEmpresa: rutFactoring }),
    onSuccess: (stored) => queryClient.setQueryData(certificadoKey(rutFactoring), stored),
  });
}

import type { ArchivoDescarga } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';

const ADJUNTO_CERTIFICADO = /* GraphQL */ `
  query AdjuntoCertificadoDigital($rutFactoring: String!, $nombre: String!) {
    adjuntoCertificadoDigital(rutFactoring: $rutFactoring, nombre: $nombre) { url nombre }
  }
`;

/**
 * A signed download link of one supporting file of the factoring's certificate (adjuntoCertificadoDigital).
 * @throws ApiError ('Archivo no encontrado' when it is no longer stored).
 */
export async function getAdjuntoCertificado(rutFactoring: string, nombre: string): Promise<ArchivoDescarga> {
  const data = await runGraphql<{ adjuntoCertificadoDigital: ArchivoDescarga }>(ADJUNTO_CERTIFICADO, {
    rutFactoring,
    nombre,
  });
  return data.adjuntoCertificadoDigital;
}

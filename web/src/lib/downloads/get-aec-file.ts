import { runGraphql } from '@web/lib/graphql';
import { DOCUMENT_ARGUMENTS, DOCUMENT_VARIABLES } from './document-arguments';
import type { ArchivoDescarga, QueryAecFilesArgs } from '@domain/wire/schema-types';

const AEC_FILES = /* GraphQL */ `
  query AecFiles(${DOCUMENT_VARIABLES}) {
    aecFiles(${DOCUMENT_ARGUMENTS}) { url nombre }
  }
`;

/**
 * Asks for the stored AEC XML of a document (schema.graphql aecFiles): a signed URL to the bytes the SII gave
 * and the file name '{rutEmisor}_{tipo}_{folio}.xml' (core-platform §9).
 * @throws ApiError, e.g. 'No fue posible descargar XML AEC desde el SII' when no AEC is stored.
 */
export async function getAecFile(key: QueryAecFilesArgs): Promise<ArchivoDescarga> {
  const data = await runGraphql<{ aecFiles: ArchivoDescarga }>(AEC_FILES, { ...key });
  return data.aecFiles;
}

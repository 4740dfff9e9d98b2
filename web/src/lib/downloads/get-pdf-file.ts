import { runGraphql } from '@web/lib/graphql';
import { DOCUMENT_ARGUMENTS, DOCUMENT_VARIABLES } from './document-arguments';
import type { ArchivoDescarga, QueryAecFilesArgs } from '@domain/wire/schema-types';

const PDF_FILE = /* GraphQL */ `
  query PdfFile(${DOCUMENT_VARIABLES}) {
    pdfFile(${DOCUMENT_ARGUMENTS}) { url nombre }
  }
`;

/**
 * Asks for the PDF of a document (schema.graphql pdfFile): signed URL and file name
 * '{rutEmisor}_{tipo}_{folio}.pdf' (core-platform §9).
 * @throws ApiError when the server cannot produce it.
 */
export async function getPdfFile(key: QueryAecFilesArgs): Promise<ArchivoDescarga> {
  const data = await runGraphql<{ pdfFile: ArchivoDescarga }>(PDF_FILE, { ...key });
  return data.pdfFile;
}

import { runGraphql } from '@web/lib/graphql';
import type { ArchivoDescarga, DteInput } from '@domain/wire/schema-types';

const GET_PDFS = /* GraphQL */ `
  query GetPdfs($rutFactoring: String!, $dtes: [DteInput!]!) {
    getPdfs(rutFactoring: $rutFactoring, dtes: $dtes) {
      url
      nombre
    }
  }
`;

/**
 * The DTE PDFs of the given documents merged into one, named with the emisor's RUT '{rutEmisor}.pdf' (core-platform
 * §7 getPdfs; 'DTEs_{rut}.pdf' when they have several emisores).
 * @throws ApiError when the call fails (NotFound naming the documents the factoring does not hold).
 */
export async function getPdfs(rutFactoring: string, dtes: DteInput[]): Promise<ArchivoDescarga> {
  const data = await runGraphql<{ getPdfs: ArchivoDescarga }>(GET_PDFS, { rutFactoring, dtes });
  return data.getPdfs;
}

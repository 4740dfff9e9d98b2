import { runGraphql } from '@web/lib/graphql';
import { DOCUMENT_ARGUMENTS, DOCUMENT_VARIABLES } from './document-arguments';
import type { QueryAecFilesArgs } from '@domain/wire/schema-types';

const GET_CERTIFICATE = /* GraphQL */ `
  query GetCertificate(${DOCUMENT_VARIABLES}) {
    getCertificate(${DOCUMENT_ARGUMENTS})
  }
`;

/**
 * The assignment certificate of a document as printable HTML (schema.graphql getCertificate).
 * @returns the HTML, or null when it is not available yet (core-platform §7, §8).
 * @throws ApiError when the call fails.
 */
export async function getCertificate(key: QueryAecFilesArgs): Promise<string | null> {
  const data = await runGraphql<{ getCertificate: string | null }>(GET_CERTIFICATE, { ...key });
  return data.getCertificate;
}

/** The data extracted from a company's updated statute, at its signed address (client-detail.md §7 "GET {jsonUrl}"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseConstitutionJson, type ConstitutionDocument } from '@domain/company-registry/constitution-json';

/**
 * GETs the statute's data at its signed address (no token: the signature is the credential) and parses it.
 * @throws Error 'Error del servidor: {status}' on a non-2xx answer; ConstitutionJsonError with the messages of
 *   client-detail.md §5 for a document that is not JSON or not an object.
 */
export async function getConstitucionJson(jsonUrl: string): Promise<ConstitutionDocument> {
  const response = await fetch(jsonUrl);
  if (!response.ok) throw new Error(`Error del servidor: ${response.status}`);
  return parseConstitutionJson(await response.text());
}

/**
 * The query of {@link getConstitucionJson}, keyed by client (the signed address changes on every request): shared by
 * the tab and the report.
 */
export function constitucionJsonQuery(rut: string, jsonUrl: string | null) {
  return queryOptions({
    queryKey: ['constitucionJson', rut],
    queryFn: () => getConstitucionJson(jsonUrl!),
    enabled: jsonUrl !== null,
    retry: false,
  });
}

/** Query hook of {@link getConstitucionJson}. */
export function useConstitucionJson(rut: string, jsonUrl: string | null) {
  return useQuery(constitucionJsonQuery(rut, jsonUrl));
}

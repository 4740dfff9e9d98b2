/**
 * The URL of a REST path under the API's base URL (config.json restUrl), whether or not the base ends in '/':
 * 'https://x/prod' + 'api/empresas' -> 'https://x/prod/api/empresas' (new URL() would drop 'prod').
 * @param restUrl base URL; path relative, leading '/' ignored; query optional (values URL-encoded).
 */
export function restEndpoint(restUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = `${restUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

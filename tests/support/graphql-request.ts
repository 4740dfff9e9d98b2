/** A GraphQL answer as the local AppSync host gives it: the data, or null and the errors. */
export interface GraphqlAnswer<D = Record<string, unknown>> {
  data: D | null;
  errors?: { message: string; errorType: string }[];
}

/**
 * Posts one GraphQL operation to the local AppSync host at `url`, with `authorization` as the web app sends it (the
 * bare id token) or none, and answers the JSON body (GraphqlAnswer unless the caller names its own type).
 */
export async function postGraphql<A = GraphqlAnswer>(
  url: string,
  authorization: string | undefined,
  query: string,
  variables: Record<string, unknown>,
): Promise<A> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as A;
}

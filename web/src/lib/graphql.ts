import { generateClient } from 'aws-amplify/api';
import { toApiError } from './api-error';
import { demoAnswer, demoRequest } from './demo-mode';
import { withStepUp } from './two-factor/step-up';

/**
 * Runs one GraphQL operation against the configured endpoint with the user's id token
 * (see configureAmplify).
 * @param query the operation text (schema.graphql).
 * @param variables its variables.
 * In demo mode the variables carry the real RUTs behind the fake ones shown and the answer comes back masked
 * (lib/demo-mode.ts).
 * An operation refused for want of a TOTP-verified session is run again once the user steps up (two-factor/step-up.ts).
 * @returns the `data` object of the response, typed by the caller.
 * @throws ApiError with the server's errorType as code, or code null for transport failures.
 */
export function runGraphql<TData>(query: string, variables: Record<string, unknown> = {}): Promise<TData> {
  return withStepUp(() => runOnce<TData>(query, variables));
}

async function runOnce<TData>(query: string, variables: Record<string, unknown>): Promise<TData> {
  try {
    // Untyped operation text: Amplify's generated-schema typings do not apply, the caller types `data`.
    const result = (await generateClient().graphql({ query, variables: demoRequest(variables) })) as {
      data?: TData | null;
    };
    if (!result.data) throw new Error('Respuesta GraphQL sin datos');
    return demoAnswer(result.data);
  } catch (thrown) {
    throw toApiError(thrown);
  }
}

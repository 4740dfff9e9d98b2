import { useMutation } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';

const SECRETO = /* GraphQL */ `
  query SecretoWebhook($rutFactoring: String!, $idWebhook: String!) {
    secretoWebhook(rutFactoring: $rutFactoring, idWebhook: $idWebhook)
  }
`;

/**
 * The signing secret of a saved webhook (secretoWebhook), read only when the owner asks to see it.
 * @returns null when the webhook has no saved URL.
 * @throws ApiError or a transport failure.
 */
export async function getSecreto(rutFactoring: string, idWebhook: string): Promise<string | null> {
  return (await runGraphql<{ secretoWebhook: string | null }>(SECRETO, { rutFactoring, idWebhook })).secretoWebhook;
}

/** On-demand hook for {@link getSecreto} (a mutation-style request: never cached nor refetched by itself). */
export function useRevealSecreto(rutFactoring: string, idWebhook: string) {
  return useMutation({ mutationFn: () => getSecreto(rutFactoring, idWebhook) });
}

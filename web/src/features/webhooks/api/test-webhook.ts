import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { assertWebhookOk } from '../model/webhook';
import { entregasKey } from './get-entregas';
import type { WebhookResultado } from '@domain/wire/schema-types';

const TEST = /* GraphQL */ `
  mutation TestWebhooks($URL: String!, $payload: String, $rutFactoring: String!, $idWebhook: String) {
    testWebhooks(URL: $URL, payload: $payload, rutFactoring: $rutFactoring, idWebhook: $idWebhook) {
      success
      body
      secreto
    }
  }
`;

/**
 * POSTs the payload to the URL once (testWebhooks, core-platform §7).
 * @returns the answer ('Test realizado exitosamente').
 * @throws ApiError with the receiver's answer (core-platform §8: a failed test shows the server body), a refused URL,
 *   or a transport failure.
 */
export async function testWebhook(input: {
  rutFactoring: string;
  idWebhook: string;
  url: string;
  payload: string;
}): Promise<WebhookResultado> {
  const data = await runGraphql<{ testWebhooks: WebhookResultado }>(TEST, {
    URL: input.url,
    payload: input.payload,
    rutFactoring: input.rutFactoring,
    idWebhook: input.idWebhook,
  });
  return assertWebhookOk(data.testWebhooks);
}

/** Mutation hook for {@link testWebhook}; the webhook's log loads again afterwards (a saved webhook logs its tests). */
export function useTestWebhook(rutFactoring: string, idWebhook: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; payload: string }) => testWebhook({ rutFactoring, idWebhook, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entregasKey(rutFactoring, idWebhook) }),
  });
}

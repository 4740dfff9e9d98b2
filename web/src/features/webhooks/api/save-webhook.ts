import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { assertWebhookOk } from '../model/webhook';
import { webhooksKey } from './get-webhooks';
import type { WebhookResultado } from '@domain/wire/schema-types';

const SAVE = /* GraphQL */ `
  mutation SubscribeNotification($idWebhook: String!, $URL: String!, $rutFactoring: String!, $tipoActor: String) {
    subscribeNotification(idWebhook: $idWebhook, URL: $URL, rutFactoring: $rutFactoring, tipoActor: $tipoActor) {
      success
      body
      secreto
    }
  }
`;

/**
 * Saves the factoring's URL for a webhook (subscribeNotification, core-platform §7); an empty URL removes it.
 * @returns the answer, with the signing secret when the webhook was just created.
 * @throws ApiError with the server's reason (a refused URL), or its error or a transport failure.
 */
export async function saveWebhook(input: {
  rutFactoring: string;
  idWebhook: string;
  url: string;
}): Promise<WebhookResultado> {
  const data = await runGraphql<{ subscribeNotification: WebhookResultado }>(SAVE, {
    idWebhook: input.idWebhook,
    URL: input.url,
    rutFactoring: input.rutFactoring,
    tipoActor: 'cesionario',
  });
  return assertWebhookOk(data.subscribeNotification);
}

/** Mutation hook for {@link saveWebhook}; the list loads again after a save. */
export function useSaveWebhook(rutFactoring: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { idWebhook: string; url: string }) => saveWebhook({ rutFactoring, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(rutFactoring) }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { assertWebhookOk } from '../model/webhook';
import type { WebhookResultado } from '@domain/wire/schema-types';

const ROTATE = /* GraphQL */ `
  mutation RotarSecretoWebhook($rutFactoring: String!, $idWebhook: String!) {
    rotarSecretoWebhook(rutFactoring: $rutFactoring, idWebhook: $idWebhook) {
      success
      body
      secreto
    }
  }
`;

/**
 * Gives a saved webhook a new signing secret (rotarSecretoWebhook); the old one stops verifying at once.
 * @returns the answer with the new secret, shown once.
 * @throws ApiError with the server's reason ('sin suscripción' when the webhook has no saved URL) or a transport
 *   failure.
 */
export async function rotateSecreto(rutFactoring: string, idWebhook: string): Promise<WebhookResultado> {
  return assertWebhookOk(
    (await runGraphql<{ rotarSecretoWebhook: WebhookResultado }>(ROTATE, { rutFactoring, idWebhook }))
      .rotarSecretoWebhook,
  );
}

/** Mutation hook for {@link rotateSecreto}. */
export function useRotateSecreto(rutFactoring: string, idWebhook: string) {
  return useMutation({ mutationFn: () => rotateSecreto(rutFactoring, idWebhook) });
}

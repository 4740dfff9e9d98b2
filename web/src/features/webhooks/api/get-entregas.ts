import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { ENTREGA_FIELDS } from '../model/webhook';
import type { EntregaWebhook } from '@domain/wire/schema-types';

const ENTREGAS = /* GraphQL */ `
  query EntregasWebhook($rutFactoring: String!, $idWebhook: String!) {
    entregasWebhook(rutFactoring: $rutFactoring, idWebhook: $idWebhook) { ${ENTREGA_FIELDS} }
  }
`;

/** While a card is open its log is read again this often, so retries show up as they happen (milliseconds). */
export const LOG_REFRESH_MS = 5_000;

/**
 * The latest delivery attempts of one webhook, newest first (entregasWebhook).
 * @throws ApiError or a transport failure.
 */
export async function getEntregas(rutFactoring: string, idWebhook: string): Promise<EntregaWebhook[]> {
  return (await runGraphql<{ entregasWebhook: EntregaWebhook[] }>(ENTREGAS, { rutFactoring, idWebhook }))
    .entregasWebhook;
}

export const entregasKey = (rutFactoring: string, idWebhook: string) =>
  ['webhooks', rutFactoring, 'entregas', idWebhook] as const;

/** Query hook for {@link getEntregas}, polled every {@link LOG_REFRESH_MS} while enabled (the card is open). */
export function useEntregas(rutFactoring: string, idWebhook: string, enabled: boolean) {
  return useQuery({
    queryKey: entregasKey(rutFactoring, idWebhook),
    queryFn: () => getEntregas(rutFactoring, idWebhook),
    enabled,
    refetchInterval: enabled ? LOG_REFRESH_MS : false,
  });
}

import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { WEBHOOK_FIELDS } from '../model/webhook';
import type { Webhook } from '@domain/wire/schema-types';

const WEBHOOKS = /* GraphQL */ `
  query Webhooks($rutFactoring: String!) {
    webhooks(rutFactoring: $rutFactoring) { ${WEBHOOK_FIELDS} }
  }
`;

/**
 * The factoring's webhook resources with their saved URLs (webhooks(rutFactoring), core-platform §7).
 * @throws ApiError (Forbidden without herramientas) or a transport failure.
 */
export async function getWebhooks(rutFactoring: string): Promise<Webhook[]> {
  return (await runGraphql<{ webhooks: Webhook[] }>(WEBHOOKS, { rutFactoring })).webhooks;
}

/** Query key of {@link useWebhooks}; saving invalidates it. */
export const webhooksKey = (rutFactoring: string) => ['webhooks', rutFactoring] as const;

/** Query hook for {@link getWebhooks}. */
export function useWebhooks(rutFactoring: string, enabled: boolean) {
  return useQuery({ queryKey: webhooksKey(rutFactoring), queryFn: () => getWebhooks(rutFactoring), enabled });
}

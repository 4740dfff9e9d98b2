import type { WebhookDeliveryDeps } from '@lambdas/services/webhooks/deliver-webhook';
import { LeaseRepository } from '@lambdas/store/lease-repository';
import type { WebhookRepository } from '@lambdas/store/webhook-repository';
import { createWebhookPoster } from '@lambdas/webhook-delivery/webhook-http';
import type { LocalEngines } from './local-engines';

/**
 * What a delivery attempt uses over the local engines: the subscriptions of `webhooks`, a poster that may reach the
 * loopback receiver, retries after 60 s and 300 s, two slots per factoring on the engines' leases, a silent log.
 */
export function localWebhookDelivery(engines: LocalEngines, webhooks: WebhookRepository): WebhookDeliveryDeps {
  return {
    webhooks,
    post: createWebhookPoster({ allowLocalHttp: true }),
    retryDelaysSeconds: [60, 300],
    slots: new LeaseRepository(engines.doc, engines.config.tables.leases),
    concurrencyPerFactoring: 2,
    logger: { info: () => undefined, warn: () => undefined },
  };
}

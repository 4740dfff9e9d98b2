import { randomUUID } from 'node:crypto';
import type { PlatformEventType } from '@domain/platform-events/platform-event';
import { samplePayload } from '@domain/platform-events/webhook-resources';
import type { WebhookRepository } from '@lambdas/store/webhook-repository';
import { postAndLog } from '@lambdas/webhook-delivery/signed-post';
import type { WebhookPoster } from '@lambdas/webhook-delivery/webhook-http';
import { newWebhookSecret } from '@lambdas/webhook-delivery/webhook-signature';
import { systemScope } from '@lambdas/access/system-scope';
import { TEST_EVENT_ID, TEST_MARK } from '@lambdas/services/webhooks/webhook-subscriptions';

/**
 * The demo webhook's event type: what the demo debtor's 'Rechazar Dte' raises for the factoring holding the document.
 */
export const DEMO_WEBHOOK_TIPO: PlatformEventType = 'cesion.reclamada';

const DEMO_WEBHOOK_EMAIL = 'demo@radarcesiones.cl';

/**
 * Local mode's demo webhook: the first factoring subscribes `url` (the local receiver) to {@link DEMO_WEBHOOK_TIPO},
 * and, when the subscription is new, a Test of the sample payload is delivered and logged (attempt 0), so the Webhooks
 * screen shows a working webhook with its log. A subscription the user already changed is left as it is, except that
 * the demo's own (its e-mail, the receiver's path) follows the receiver to `url`: a start on other ports (a copied data
 * directory) would otherwise post to a port that is no longer the receiver's.
 * @returns whether the subscription was created now.
 * @throws the store's or sealer's error.
 */
export async function seedDemoWebhook(
  rutFactoring: string,
  url: string,
  deps: {
    webhooks: Pick<WebhookRepository, 'getSubscription' | 'putSubscription' | 'openSecret' | 'recordAttempt'>;
    post: WebhookPoster;
  },
  now: Date,
): Promise<boolean> {
  const scope = systemScope(rutFactoring);
  const existing = await deps.webhooks.getSubscription(scope, DEMO_WEBHOOK_TIPO);
  if (existing) {
    const demoOwn = existing.email === DEMO_WEBHOOK_EMAIL && new URL(existing.url).pathname === new URL(url).pathname;
    if (demoOwn && existing.url !== url) {
      const { rutFactoring: _owner, ...subscription } = existing;
      await deps.webhooks.putSubscription(scope, { ...subscription, url }, null);
    }
    return false;
  }
  const secret = newWebhookSecret();
  const at = now.toISOString();
  await deps.webhooks.putSubscription(
    scope,
    {
      tipo: DEMO_WEBHOOK_TIPO,
      url,
      email: DEMO_WEBHOOK_EMAIL,
      tipoActor: 'cesionario',
      creadaEn: at,
      actualizadaEn: at,
    },
    secret,
  );
  await postAndLog(deps, scope, {
    tipo: DEMO_WEBHOOK_TIPO,
    eventId: TEST_EVENT_ID,
    url,
    body: JSON.stringify({ ...samplePayload(DEMO_WEBHOOK_TIPO, rutFactoring), [TEST_MARK]: true }),
    secret,
    deliveryId: `prueba-${randomUUID()}`,
    attempt: 0,
    now,
  });
  return true;
}

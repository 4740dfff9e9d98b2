import { randomUUID } from 'node:crypto';
import { readFactoringFeatures } from '@domain/factoring-features';
import type { WebhookEvent } from '@domain/platform-events/webhook-resources';
import type { PlatformEventSink } from './platform-event-sink';
import type { JobQueue, WebhookJobMessage } from '../jobs/job-messages';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { WebhookRepository } from '../../store/webhook-repository';

/**
 * The webhooks' consumer of platform events (and of the judicial radar's new cases, which new-case-alerts.ts hands it
 * directly): for each new event, one delivery per factoring subscription to its type, sent as a first-attempt
 * 'webhook' job message (deliver-webhook.ts runs it on the job worker, signed; retries follow there). The body is the
 * event itself as JSON (domain/platform-events/webhook-resources.ts samplePayload shows each type's shape).
 * A factoring whose record holds `sinWebhooks` (core-platform §6, the exception of "Herramientas (webhooks)") gets no
 * delivery even with subscriptions saved before the switch: its operations refuse it, and so do its events.
 */
export class WebhookSink implements PlatformEventSink {
  readonly name = 'webhooks';

  constructor(
    private readonly deps: {
      webhooks: Pick<WebhookRepository, 'listSubscriptions'>;
      factorings: Pick<FactoringRepository, 'get'>;
      jobs: JobQueue;
    },
  ) {}

  /** @throws the store's or the queue's error. */
  async publish(scope: FactoringScope, events: readonly WebhookEvent[]): Promise<void> {
    const subscribed = new Set(
      (await this.deps.webhooks.listSubscriptions(scope)).map((subscription) => subscription.tipo),
    );
    const wanted = events.filter((event) => subscribed.has(event.tipo));
    // The record is read only when a delivery would follow: most events of most factorings have no subscription.
    if (wanted.length === 0) return;
    const record = await this.deps.factorings.get(scope.rutFactoring);
    if (readFactoringFeatures(record?.features).sinWebhooks) return;
    const messages: WebhookJobMessage[] = wanted.map((event) => ({
      kind: 'webhook',
      rutFactoring: scope.rutFactoring,
      tipo: event.tipo,
      deliveryId: randomUUID(),
      eventId: event.id,
      attempt: 1,
      delaySeconds: 0,
      body: JSON.stringify(event),
    }));
    await this.deps.jobs.send(messages);
  }
}

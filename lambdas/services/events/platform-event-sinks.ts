import type { JobQueue } from '../jobs/job-messages';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { WebhookRepository } from '../../store/webhook-repository';
import { WebhookSink } from './webhook-sink';
import type { PlatformEventSink } from './platform-event-sink';

/** What the platform's sinks are built from. */
export interface PlatformEventSinkDeps {
  webhooks: Pick<WebhookRepository, 'listSubscriptions'>;
  factorings: Pick<FactoringRepository, 'get'>;
  jobs: JobQueue;
  /** The users' alerts (lambdas/services/alerts/create-alerts-sink.ts). */
  alerts: PlatformEventSink;
}

/** The consumers every published platform event is handed to, in order (add a sink here: one line). */
export function platformEventSinks(deps: PlatformEventSinkDeps): PlatformEventSink[] {
  return [new WebhookSink(deps), deps.alerts];
}

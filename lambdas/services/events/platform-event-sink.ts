import type { PlatformEvent } from '@domain/platform-events/platform-event';
import type { FactoringScope } from '../../platform/factoring-scope';

/**
 * A consumer of the platform's events (webhook delivery, user alerts). The publisher hands each sink only events
 * it has not published before (their ids are recorded first), so a sink need not deduplicate; a sink that throws
 * is logged by the publisher and does not stop the other sinks.
 */
export interface PlatformEventSink {
  readonly name: string;
  /**
   * @param scope the factoring the producer acted for; every event is of it (the publisher refuses any other).
   * @param events new events, oldest first.
   */
  publish(scope: FactoringScope, events: readonly PlatformEvent[]): Promise<void>;
}

import type { PlatformEvent } from '@domain/platform-events/platform-event';

/**
 * A consumer of the platform's events (webhook delivery, user alerts). The publisher hands each sink only events
 * it has not published before (their ids are recorded first), so a sink need not deduplicate; a sink that throws
 * is logged by the publisher and does not stop the other sinks.
 */
export interface PlatformEventSink {
  readonly name: string;
  /** @param events new events, possibly of several factorings, oldest first */
  publish(events: readonly PlatformEvent[]): Promise<void>;
}

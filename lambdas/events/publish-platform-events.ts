import type { PlatformEvent } from '../../domain/platform-events/platform-event';
import type { PlatformEventRepository } from '../store/platform-event-repository';
import type { PlatformEventSink } from './platform-event-sink';

/** What the publisher needs. */
export interface PlatformEventPublisherDeps {
  /** Where published ids are recorded once (platformEvents table). */
  ledger: Pick<PlatformEventRepository, 'recordNew'>;
  /** The consumers of new events, in order (lambdas/events/platform-event-sinks.ts builds the list). */
  sinks: readonly PlatformEventSink[];
  logger: Pick<Console, 'info' | 'error'>;
  clock: () => Date;
}

/** The part of the publisher its producers use (the refresh, the envíos job). */
export type PlatformEventPort = Pick<PlatformEventPublisher, 'publish'>;

/**
 * Publishes the platform's events (domain/platform-events/platform-event.ts) exactly once per id: each event's id is
 * recorded first by a conditional put, and only the events this call recorded are handed to every sink. A sink that
 * throws is logged and the others still run: a consumer's outage never fails the job that raised the events (that
 * consumer then misses them; the ids are recorded).
 */
export class PlatformEventPublisher {
  constructor(private readonly deps: PlatformEventPublisherDeps) {}

  /**
   * @param events any events, possibly already published; handed on oldest first (by fecha).
   * @returns the events that were new.
   * @throws the ledger's first error when some id cannot be recorded, after handing on those that were (the producer
   *   then fails and raises the events again on its next run; the recorded ones are not handed on twice).
   */
  async publish(events: readonly PlatformEvent[]): Promise<PlatformEvent[]> {
    if (events.length === 0) return [];
    const now = this.deps.clock();
    const unique = [...new Map(events.map((event) => [event.id, event])).values()];
    const recorded = await Promise.allSettled(unique.map((event) => this.deps.ledger.recordNew(event, now)));
    const isNew = (index: number) => {
      const outcome = recorded[index]!;
      return outcome.status === 'fulfilled' && outcome.value;
    };
    const fresh = unique
      .filter((_, index) => isNew(index))
      .sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
    await this.handOn(fresh);
    const failure = recorded.find((outcome) => outcome.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
    return fresh;
  }

  private async handOn(fresh: readonly PlatformEvent[]): Promise<void> {
    if (fresh.length === 0) return;
    for (const sink of this.deps.sinks) {
      try {
        await sink.publish(fresh);
      } catch (error) {
        this.deps.logger.error('platform event sink failed', { sink: sink.name, events: fresh.length, error: error instanceof Error ? error.message : String(error) });
      }
    }
    this.deps.logger.info('platform events published', { events: fresh.length, tipos: [...new Set(fresh.map((event) => event.tipo))] });
  }
}

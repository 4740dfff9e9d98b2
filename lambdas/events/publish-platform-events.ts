import type { PlatformEvent } from '../../domain/platform-events/platform-event';
import type { PlatformEventRepository } from '../store/platform-event-repository';
import type { PlatformEventSink } from './platform-event-sink';

/** What the publisher needs. */
export interface PlatformEventPublisherDeps {
  /** Where published ids are recorded once (platformEvents table), and marked once the sinks had them. */
  ledger: Pick<PlatformEventRepository, 'recordNew' | 'claimUndelivered' | 'markDelivered'>;
  /** The consumers of new events, in order (lambdas/events/platform-event-sinks.ts builds the list). */
  sinks: readonly PlatformEventSink[];
  logger: Pick<Console, 'info' | 'error'>;
  clock: () => Date;
}

/** The part of the publisher its producers use (the refresh, the envíos job). */
export type PlatformEventPort = Pick<PlatformEventPublisher, 'publish'>;

/**
 * How old an undelivered ledger record must be before another run may hand its event on: longer than any publish
 * call takes (a few seconds), shorter than the 20 minutes between scheduled refreshes, which raise the event again.
 */
export const UNDELIVERED_CLAIM_AFTER_MS = 5 * 60_000;

/**
 * Publishes the platform's events (domain/platform-events/platform-event.ts) once per id: each event's id is
 * recorded first by a conditional put, and only the events this call recorded are handed to every sink, after which
 * the record is marked delivered. An event whose record was left undelivered by a publisher that died before its
 * sinks ran is claimed and handed on by the next call that raises it (once the record is
 * {@link UNDELIVERED_CLAIM_AFTER_MS} old): nothing is lost to a crash, and only a crash between the sinks and the mark
 * can hand an event on twice. A sink that throws is logged and the others still run: a consumer's outage never fails
 * the job that raised the events (that consumer then misses them; the ids are recorded).
 */
export class PlatformEventPublisher {
  constructor(private readonly deps: PlatformEventPublisherDeps) {}

  /**
   * @param events any events, possibly already published; handed on oldest first (by fecha).
   * @returns the events handed on: new ones and claimed undelivered ones.
   * @throws the ledger's first error when some id cannot be recorded, after handing on those that were (the producer
   *   then fails and raises the events again on its next run; the recorded ones are not handed on twice).
   */
  async publish(events: readonly PlatformEvent[]): Promise<PlatformEvent[]> {
    if (events.length === 0) return [];
    const now = this.deps.clock();
    const unique = [...new Map(events.map((event) => [event.id, event])).values()];
    const staleBefore = new Date(now.getTime() - UNDELIVERED_CLAIM_AFTER_MS);
    const recorded = await Promise.allSettled(
      unique.map(async (event) => (await this.deps.ledger.recordNew(event, now)) || this.deps.ledger.claimUndelivered(event.id, now, staleBefore)),
    );
    const isNew = (index: number) => {
      const outcome = recorded[index]!;
      return outcome.status === 'fulfilled' && outcome.value;
    };
    const fresh = unique
      .filter((_, index) => isNew(index))
      .sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
    await this.handOn(fresh);
    await Promise.all(
      fresh.map((event) =>
        this.deps.ledger.markDelivered(event.id).catch((error: unknown) => {
          this.deps.logger.error('platform event not marked delivered', { id: event.id, error: error instanceof Error ? error.message : String(error) });
        }),
      ),
    );
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

import type { PlatformEvent } from '@domain/platform-events/platform-event';
import { ForbiddenError } from '../../platform/errors';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { PlatformEventRepository } from '../../store/platform-event-repository';
import type { PlatformEventSink } from './platform-event-sink';

/** What the publisher needs. */
export interface PlatformEventPublisherDeps {
  /** Where published ids are recorded once (platformEvents table), and marked once the sinks had them. */
  ledger: Pick<PlatformEventRepository, 'recordNew' | 'listStalePending' | 'claimPending' | 'markDelivered'>;
  /** The consumers of new events, in order (lambdas/services/events/platform-event-sinks.ts builds the list). */
  sinks: readonly PlatformEventSink[];
  logger: Pick<Console, 'info' | 'error'>;
  clock: () => Date;
}

/** The part of the publisher its producers use (the refresh, the envíos job). */
export type PlatformEventPort = Pick<PlatformEventPublisher, 'publish'>;

/**
 * How old a pending ledger record must be before another run hands its event on: longer than any publish call takes
 * (a few seconds), shorter than the 20 minutes between scheduled refreshes.
 */
export const UNDELIVERED_CLAIM_AFTER_MS = 5 * 60_000;

/** Pending events handed on per {@link PlatformEventPublisher.deliverPending} call, at most (the rest wait a run). */
const PENDING_BATCH = 500;

/** The publisher as the refresh uses it: publish what it detects, and first hand on what a dead run left. */
export type RefreshEventPort = Pick<PlatformEventPublisher, 'publish' | 'deliverPending'>;

/**
 * Publishes the platform's events (domain/platform-events/platform-event.ts) once per id, through the ledger as an
 * outbox: each event is recorded first by a conditional put, pending; only the events this call recorded are handed to
 * every sink, and then marked delivered. If the process dies between the two, the record stays pending and
 * {@link PlatformEventPublisher.deliverPending}, which the next refresh of that factoring runs first, hands it on once
 * it is {@link UNDELIVERED_CLAIM_AFTER_MS} old: nothing is lost to a crash, and only a crash between the sinks and the
 * mark can hand an event on twice. A sink that throws is logged and the others still run: a consumer's outage never
 * fails the job that raised the events (that consumer then misses them; the ids are recorded).
 */
export class PlatformEventPublisher {
  constructor(private readonly deps: PlatformEventPublisherDeps) {}

  /**
   * @param scope the factoring the producer acts for (the job's systemScope).
   * @param events any events of the scope's factoring, possibly already published; handed on oldest first (by fecha).
   * @returns the events that were new.
   * @throws ForbiddenError, before recording anything, when some event is of another factoring (a producer may raise
   *   events only for the factoring it was given); the ledger's first error when some id cannot be recorded, after
   *   handing on those that were (the producer then fails and raises the events again on its next run; the recorded
   *   ones are not handed on twice).
   */
  async publish(scope: FactoringScope, events: readonly PlatformEvent[]): Promise<PlatformEvent[]> {
    if (events.some((event) => event.rutFactoring !== scope.rutFactoring)) {
      throw new ForbiddenError('Evento de otra factoring que la del alcance');
    }
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
    await this.handOn(scope, fresh);
    const failure = recorded.find((outcome) => outcome.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
    return fresh;
  }

  /**
   * Hands on the events of the scope's factoring that a publisher recorded and never delivered (it died before its
   * sinks had them), once their record is {@link UNDELIVERED_CLAIM_AFTER_MS} old; each is claimed first, so two runs
   * never hand the same one on. @returns the events handed on, oldest first.
   */
  async deliverPending(scope: FactoringScope): Promise<PlatformEvent[]> {
    const now = this.deps.clock();
    const staleBefore = new Date(now.getTime() - UNDELIVERED_CLAIM_AFTER_MS);
    const stale = await this.deps.ledger.listStalePending(scope, staleBefore, PENDING_BATCH);
    const claimed: PlatformEvent[] = [];
    for (const event of stale) if (await this.deps.ledger.claimPending(event.id, now, staleBefore)) claimed.push(event);
    claimed.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
    await this.handOn(scope, claimed);
    if (claimed.length > 0)
      this.deps.logger.info('pending platform events recovered', {
        rutFactoring: scope.rutFactoring,
        events: claimed.length,
      });
    return claimed;
  }

  /** Hands the scope's events to every sink, then marks them delivered in the ledger. */
  private async handOn(scope: FactoringScope, fresh: readonly PlatformEvent[]): Promise<void> {
    if (fresh.length === 0) return;
    for (const sink of this.deps.sinks) {
      try {
        await sink.publish(scope, fresh);
      } catch (error) {
        this.deps.logger.error('platform event sink failed', {
          sink: sink.name,
          events: fresh.length,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    this.deps.logger.info('platform events published', {
      events: fresh.length,
      tipos: [...new Set(fresh.map((event) => event.tipo))],
    });
    await Promise.all(
      fresh.map((event) =>
        this.deps.ledger.markDelivered(event.id).catch((error: unknown) => {
          this.deps.logger.error('platform event not marked delivered', {
            id: event.id,
            error: error instanceof Error ? error.message : String(error),
          });
        }),
      ),
    );
  }
}

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import { PlatformEventPublisher } from '@lambdas/services/events/publish-platform-events';
import { PlatformEventRepository } from '@lambdas/store/platform-event-repository';

/**
 * The real publisher over the engines' platformEvents table with one sink that keeps what it is handed, for tests of
 * the jobs that raise events; `clock` stamps the ledger (the run's instant in tests that move time).
 * @returns the publisher and the events handed to the sink, in order.
 */
export function recordedEvents(
  doc: DynamoDBDocumentClient,
  tableName: string,
  clock: () => Date = () => new Date(),
): { publisher: PlatformEventPublisher; published: PlatformEvent[] } {
  const published: PlatformEvent[] = [];
  const publisher = new PlatformEventPublisher({
    ledger: new PlatformEventRepository(doc, tableName),
    sinks: [{ name: 'recorder', publish: async (_scope, events) => void published.push(...events) }],
    logger: { info: () => undefined, error: () => undefined },
    clock,
  });
  return { publisher, published };
}

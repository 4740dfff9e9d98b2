import { PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PLATFORM_EVENTS_PENDING_INDEX } from './tables';
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import type { FactoringScope } from '../platform/factoring-scope';
import { isConditionFailure } from './condition-failure';

/** How long a published event's id is kept (then DynamoDB forgets it by TTL): well beyond any refresh window. */
export const EVENT_ID_RETENTION_DAYS = 400;

/**
 * The `platformEvents` table (lambdas/store/tables.ts: pk id) as an outbox: each event's id is recorded by one
 * conditional put, so two runs that raise the same event hand it to the sinks once. Until its sinks had it, the record
 * keeps the event and sits in the sparse 'pendientes' index of its factoring, so a run after a publisher that died in
 * between finds it and hands it on (at least once, never lost). Records written before that state existed are not in
 * the index and count as delivered.
 */
export class PlatformEventRepository {
  constructor(
    private readonly doc: Pick<DynamoDBDocumentClient, 'send'>,
    private readonly tableName: string,
  ) {}

  /**
   * Records the event, pending delivery, unless its id is already recorded.
   * @param now stamps publicadoEn (ISO) and the TTL (epoch seconds, {@link EVENT_ID_RETENTION_DAYS} later).
   * @returns true when this call recorded it (the event is new), false when it was already there.
   * @throws the SDK's error for anything but the failed condition.
   */
  async recordNew(event: PlatformEvent, now: Date): Promise<boolean> {
    const expiresAt = Math.floor(now.getTime() / 1000) + EVENT_ID_RETENTION_DAYS * 86_400;
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            id: event.id,
            tipo: event.tipo,
            rutFactoring: event.rutFactoring,
            publicadoEn: now.toISOString(),
            expiresAt,
            pendienteDe: event.rutFactoring,
            evento: event,
          },
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * The events of the scope's factoring recorded before `staleBefore` and still pending delivery (their publisher died
   * before its sinks had them), oldest first, at most `limit`.
   */
  async listStalePending(scope: FactoringScope, staleBefore: Date, limit: number): Promise<PlatformEvent[]> {
    const page = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: PLATFORM_EVENTS_PENDING_INDEX,
        KeyConditionExpression: 'pendienteDe = :rut AND publicadoEn < :stale',
        ExpressionAttributeValues: { ':rut': scope.rutFactoring, ':stale': staleBefore.toISOString() },
        Limit: limit,
      }),
    );
    return (page.Items ?? []).map((item) => item.evento as PlatformEvent);
  }

  /**
   * Claims a pending event whose record is older than `staleBefore`, restamping publicadoEn with `now` so a concurrent
   * run cannot claim it too.
   * @returns true when this call claimed it; false when it was delivered meanwhile or another run claimed it.
   * @throws the SDK's error for anything but the failed condition.
   */
  async claimPending(eventId: string, now: Date, staleBefore: Date): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { id: eventId },
          UpdateExpression: 'SET publicadoEn = :now',
          ConditionExpression: 'attribute_exists(pendienteDe) AND publicadoEn < :stale',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':stale': staleBefore.toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Marks a recorded event as handed to every sink: out of the pending index, its copy dropped. */
  async markDelivered(eventId: string): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { id: eventId },
          UpdateExpression: 'REMOVE pendienteDe, evento',
          ConditionExpression: 'attribute_exists(id)',
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

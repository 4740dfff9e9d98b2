import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unlessConditionFails } from './condition-failure';

/** One request for a slot of a shared rate. Times in epoch ms. */
export interface SlotRequest {
  /** The caller's clock now. */
  nowMs: number;
  /** The rate's spacing: 1000 / requests a second. */
  intervalMs: number;
  /** Requests that may start back to back after a quiet spell (1: always one interval apart). */
  burst: number;
  /** The latest start the caller accepts: a slot after it is not reserved. */
  latestMs: number;
}

/**
 * A rate shared by every Lambda and every tenant (one item per name in the `leases` table, lambdas/store/tables.ts:
 * pk `lease`, `nextSlotMs` the theoretical arrival time of the generic cell rate algorithm, `expiresAt` its TTL).
 * A caller reserves its own start, then waits for it: one conditional UpdateItem when the rate is busy (add one
 * interval to the arrival time, which is still ahead of now) or when it is idle (set it to now plus one interval),
 * so no read-modify-write race and no transaction (dynalite has none). Start times read the callers' clocks, so
 * the spacing is as exact as the Lambdas' clocks agree (NTP: milliseconds).
 */
export class SharedRateRepository {
  constructor(
    private readonly doc: Pick<DynamoDBDocumentClient, 'send'>,
    private readonly tableName: string,
  ) {}

  /**
   * Reserves the next start of the rate `name` ('tasa#{host}'): with `burst` b, up to b requests start at once after
   * a quiet spell, then one every `intervalMs`.
   * @returns the reserved start (epoch ms, not before `nowMs`), or null when the next start falls after `latestMs`
   *   (or, rarely, the rate changed hands between idle and busy twice: try again).
   * @throws the store's error for anything but an unmet condition.
   */
  async reserve(name: string, request: SlotRequest): Promise<number | null> {
    // Idle only when the busy reservation's condition failed; if another caller set it idle meanwhile, the rate is
    // busy again.
    return (
      (await this.reserveBusy(name, request)) ??
      (await this.reserveIdle(name, request)) ??
      (await this.reserveBusy(name, request))
    );
  }

  /** The next start when the arrival time is ahead of now and its start within the caller's latest; else null. */
  private async reserveBusy(name: string, { nowMs, intervalMs, burst, latestMs }: SlotRequest): Promise<number | null> {
    const toleranceMs = (Math.max(1, burst) - 1) * intervalMs;
    const latestArrivalMs = latestMs + toleranceMs;
    const old = await this.setArrival(name, 'nextSlotMs + :interval', 'nextSlotMs >= :now AND nextSlotMs <= :latest', {
      ':interval': intervalMs,
      ':now': nowMs,
      ':latest': latestArrivalMs,
      ':expiresAt': expiresAt(latestArrivalMs + intervalMs),
    });
    return old && Math.max(nowMs, (old.nextSlotMs as number) - toleranceMs);
  }

  /** Now, when the rate has been idle (no item, or its arrival time passed); else null. */
  private async reserveIdle(name: string, { nowMs, intervalMs }: SlotRequest): Promise<number | null> {
    const old = await this.setArrival(name, ':next', 'attribute_not_exists(nextSlotMs) OR nextSlotMs < :now', {
      ':next': nowMs + intervalMs,
      ':now': nowMs,
      ':expiresAt': expiresAt(nowMs + intervalMs),
    });
    return old && nowMs;
  }

  /** Sets the arrival time to `value` (and `:expiresAt`) when `condition` holds: its old attributes, else null. */
  private async setArrival(
    name: string,
    value: string,
    condition: string,
    values: Record<string, number>,
  ): Promise<Record<string, unknown> | null> {
    const answer = await unlessConditionFails(
      this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { lease: name },
          UpdateExpression: `SET nextSlotMs = ${value}, expiresAt = :expiresAt`,
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
          ReturnValues: 'UPDATED_OLD',
        }),
      ),
    );
    return answer && (answer.Attributes ?? {});
  }
}

/** Epoch seconds for the item's TTL: a minute after its arrival time (an expired item also reads as idle). */
function expiresAt(arrivalMs: number): number {
  return Math.ceil(arrivalMs / 1000) + 60;
}

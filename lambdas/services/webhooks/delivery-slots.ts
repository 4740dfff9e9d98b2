import { randomUUID } from 'node:crypto';
import type { LeaseRepository } from '../../store/lease-repository';
import { WEBHOOK_TIMEOUT_MS } from '../../webhook-delivery/webhook-http';

/** The lease operations the slots need (lambdas/store/lease-repository.ts, shared by every worker). */
export type SlotLeases = Pick<LeaseRepository, 'acquire' | 'release'>;

/**
 * How long a slot is held at most: a few attempts' time limit, so the slot of a worker that died mid-attempt frees
 * itself within a minute.
 */
export const DELIVERY_SLOT_TTL_MS = 6 * WEBHOOK_TIMEOUT_MS;

/** The leading part of every delivery slot's lease in the leases table ('webhook-slot#{rutFactoring}#{n}'). */
export const DELIVERY_SLOT_LEASE_PREFIX = 'webhook-slot#';

/** One taken slot; `release` gives it back (a failed release leaves it to expire). */
export interface DeliverySlot {
  release(): Promise<void>;
}

/**
 * Takes one of the factoring's `capacity` delivery slots ('webhook-slot#{rutFactoring}#{n}' leases, conditional
 * writes shared by every delivery worker), so one factoring's slow receivers never hold more than `capacity` of the
 * workers every factoring shares.
 * @param capacity config.webhooks.concurrencyPerFactoring, at least 1.
 * @returns the slot, or null when all of them are held.
 * @throws the lease store's error.
 */
export async function takeDeliverySlot(
  leases: SlotLeases,
  rutFactoring: string,
  capacity: number,
  now: Date,
): Promise<DeliverySlot | null> {
  const owner = randomUUID();
  for (let index = 0; index < capacity; index += 1) {
    const lease = `${DELIVERY_SLOT_LEASE_PREFIX}${rutFactoring}#${index}`;
    if (await leases.acquire(lease, owner, DELIVERY_SLOT_TTL_MS, now))
      return { release: async () => void (await leases.release(lease, owner).catch(() => false)) };
  }
  return null;
}

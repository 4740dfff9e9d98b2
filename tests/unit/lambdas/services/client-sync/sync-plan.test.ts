import { describe, expect, it } from 'vitest';
import {
  isDue,
  OPEN_MONTH_REFRESH_MS,
  RADAR_SALES_REFRESH_MS,
  syncRequests,
  type SyncRequest,
} from '@lambdas/services/client-sync/sync-plan';

const RUT = '76086428-5';
/** 2026-11-20 12:00 in Santiago. */
const MID_MONTH = new Date('2026-11-20T15:00:00Z');
/** 2026-11-03 12:00 in Santiago: the radar's 8 days reach back into October. */
const EARLY_MONTH = new Date('2026-11-03T15:00:00Z');

const request = (now: Date, name: string): SyncRequest => syncRequests(RUT, now).find((item) => item.name === name)!;
const askedAgo = (now: Date, ms: number) => ({ at: new Date(now.getTime() - ms).toISOString(), absent: false });

describe('isDue: how often a stored answer of an open month is asked again', () => {
  it("asks a sales-ledger radar factoring's current sales export again after one cycle, not before", () => {
    const venta = request(MID_MONTH, `RCV_VENTA_${RUT}_202611.csv`);
    const radar = { salesRadar: true };
    expect(isDue(venta, askedAgo(MID_MONTH, 20 * 60_000), MID_MONTH, radar)).toBe(true);
    expect(isDue(venta, askedAgo(MID_MONTH, RADAR_SALES_REFRESH_MS), MID_MONTH, radar)).toBe(true);
    expect(isDue(venta, askedAgo(MID_MONTH, RADAR_SALES_REFRESH_MS - 1), MID_MONTH, radar)).toBe(false);
  });

  it('keeps the hourly pace without the radar, and for what the radar does not read', () => {
    const twentyMinutes = askedAgo(MID_MONTH, 20 * 60_000);
    const venta = request(MID_MONTH, `RCV_VENTA_${RUT}_202611.csv`);
    expect(isDue(venta, twentyMinutes, MID_MONTH, { salesRadar: false })).toBe(false);
    expect(isDue(venta, askedAgo(MID_MONTH, OPEN_MONTH_REFRESH_MS), MID_MONTH, { salesRadar: false })).toBe(true);
    const radar = { salesRadar: true };
    expect(isDue(request(MID_MONTH, `RCV_COMPRA_REGISTRO_${RUT}_202611.csv`), twentyMinutes, MID_MONTH, radar)).toBe(
      false,
    );
    // Past the radar's 8 days, last month's sales no longer move the feed.
    expect(isDue(request(MID_MONTH, `RCV_VENTA_${RUT}_202610.csv`), twentyMinutes, MID_MONTH, radar)).toBe(false);
  });

  it("asks the previous month's sales export on every cycle too in a month's first days", () => {
    const radar = { salesRadar: true };
    const twentyMinutes = askedAgo(EARLY_MONTH, 20 * 60_000);
    expect(isDue(request(EARLY_MONTH, `RCV_VENTA_${RUT}_202610.csv`), twentyMinutes, EARLY_MONTH, radar)).toBe(true);
    expect(isDue(request(EARLY_MONTH, `RCV_VENTA_${RUT}_202609.csv`), twentyMinutes, EARLY_MONTH, radar)).toBe(false);
  });
});

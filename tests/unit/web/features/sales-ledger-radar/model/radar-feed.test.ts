import { describe, expect, it } from 'vitest';
import { EMPTY_FEED, nextFeed, type RadarFeed } from '@web/features/sales-ledger-radar/model/radar-feed';
import { invoiceChange as record } from '@tests/support/invoice-changes';

const T1 = new Date('2026-11-20T15:00:00Z');
const T2 = new Date('2026-11-20T15:05:00Z');

const loaded: RadarFeed = nextFeed(EMPTY_FEED, {
  type: 'loaded',
  page: { data: [record(2), record(1)], lastId: 2, deudoresFueraDeLimites: [], masAntiguos: false },
  at: T1,
});

describe('nextFeed: the sales-ledger radar between polls (client-radar §4)', () => {
  it('holds what a poll brings behind the banner, once, and merges it on top on Ver ahora', () => {
    const polled = nextFeed(loaded, {
      type: 'polled',
      page: { data: [record(4), record(3)], lastId: 4, deudoresFueraDeLimites: [], masAntiguos: false },
      at: T2,
    });
    expect(polled.rows.map((row) => row.id)).toEqual([2, 1]);
    expect(polled.pending.map((row) => row.id)).toEqual([4, 3]);
    expect(polled).toMatchObject({ lastId: 4, lastQuery: T2 });
    const again = nextFeed(polled, {
      type: 'polled',
      page: { data: [record(5), record(4)], lastId: 5, deudoresFueraDeLimites: [], masAntiguos: false },
      at: T2,
    });
    expect(again.pending.map((row) => row.id)).toEqual([5, 4, 3]);
    const shown = nextFeed(again, { type: 'show-pending' });
    expect(shown.rows.map((row) => row.id)).toEqual([5, 4, 3, 2, 1]);
    expect(shown.pending).toEqual([]);
  });

  it('keeps the rows and the last id through a failed poll, shows its message until a poll succeeds', () => {
    const failed = nextFeed(loaded, { type: 'poll-failed', message: 'Error 500: caído' });
    expect(failed).toMatchObject({ rows: loaded.rows, lastId: 2, pollError: 'Error 500: caído' });
    const recovered = nextFeed(failed, {
      type: 'polled',
      page: { data: [], lastId: 2, deudoresFueraDeLimites: [], masAntiguos: false },
      at: T2,
    });
    expect(recovered).toMatchObject({ pollError: null, lastId: 2, pending: [] });
  });

  it('takes the debtors beyond a Cartera limit from each answer', () => {
    const polled = nextFeed(loaded, {
      type: 'polled',
      page: { data: [], lastId: 2, deudoresFueraDeLimites: ['96519800-8'], masAntiguos: false },
      at: T2,
    });
    expect([...polled.deudoresFueraDeLimites]).toEqual(['96519800-8']);
    const cleared = nextFeed(polled, {
      type: 'polled',
      page: { data: [], lastId: 2, deudoresFueraDeLimites: [], masAntiguos: false },
      at: T2,
    });
    expect(cleared.deudoresFueraDeLimites.size).toBe(0);
  });

  it('starts over on a reload', () => {
    const polled = nextFeed(loaded, {
      type: 'polled',
      page: { data: [record(3)], lastId: 3, deudoresFueraDeLimites: [], masAntiguos: false },
      at: T2,
    });
    const reloaded = nextFeed(polled, {
      type: 'loaded',
      page: { data: [record(3), record(2)], lastId: 3, deudoresFueraDeLimites: [], masAntiguos: false },
      at: T2,
    });
    expect(reloaded).toEqual({
      rows: [record(3), record(2)],
      pending: [],
      lastId: 3,
      lastQuery: T2,
      pollError: null,
      deudoresFueraDeLimites: new Set(),
      masAntiguos: false,
    });
  });

  it('keeps the load’s word on older records left out through polls, until a reload says otherwise', () => {
    const partial = nextFeed(EMPTY_FEED, {
      type: 'loaded',
      page: { data: [record(1001), record(1000)], lastId: 1001, deudoresFueraDeLimites: [], masAntiguos: true },
      at: T1,
    });
    expect(partial.masAntiguos).toBe(true);
    const polled = nextFeed(partial, {
      type: 'polled',
      page: { data: [record(1002)], lastId: 1002, deudoresFueraDeLimites: [], masAntiguos: false },
      at: T2,
    });
    expect(polled.masAntiguos).toBe(true);
    const reloaded = nextFeed(polled, {
      type: 'loaded',
      page: { data: [record(1002)], lastId: 1002, deudoresFueraDeLimites: [], masAntiguos: false },
      at: T2,
    });
    expect(reloaded.masAntiguos).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import { ForbiddenError } from '@lambdas/platform/errors';
import { PlatformEventPublisher, UNDELIVERED_CLAIM_AFTER_MS } from '@lambdas/services/events/publish-platform-events';
import type { PlatformEventSink } from '@lambdas/services/events/platform-event-sink';
import { samplePayload } from '@domain/platform-events/webhook-resources';
import { systemScope } from '@lambdas/access/system-scope';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';

const RUT = '76389992-6';
const SCOPE = systemScope(RUT);

function ev(id: string, fecha: string): PlatformEvent {
  return { ...samplePayload('cesion.reclamada', RUT), id, fecha };
}

/** A ledger behaving like the table's conditional writes (platform-event-repository.ts). */
function ledger() {
  const records = new Map<string, { event: PlatformEvent; publicadoEn: Date; pendiente: boolean }>();
  return {
    records,
    recordNew: vi.fn(async (event: PlatformEvent, now: Date) =>
      records.has(event.id) ? false : (records.set(event.id, { event, publicadoEn: now, pendiente: true }), true),
    ),
    listStalePending: vi.fn(async (scope: FactoringScope, staleBefore: Date, limit: number) =>
      [...records.values()]
        .filter(
          (record) =>
            record.pendiente && record.event.rutFactoring === scope.rutFactoring && record.publicadoEn < staleBefore,
        )
        .slice(0, limit)
        .map((record) => record.event),
    ),
    claimPending: vi.fn(async (id: string, now: Date, staleBefore: Date) => {
      const record = records.get(id);
      if (!record?.pendiente || !(record.publicadoEn < staleBefore)) return false;
      record.publicadoEn = now;
      return true;
    }),
    markDelivered: vi.fn(async (id: string) => {
      const record = records.get(id);
      if (record) record.pendiente = false;
    }),
  };
}

function recorder(name = 'a'): PlatformEventSink & { got: PlatformEvent[][]; scopes: FactoringScope[] } {
  const got: PlatformEvent[][] = [];
  const scopes: FactoringScope[] = [];
  return { name, got, scopes, publish: async (scope, events) => void (scopes.push(scope), got.push([...events])) };
}

describe('PlatformEventPublisher', () => {
  it('hands each event once, oldest first, to every sink; a repeated publish hands nothing', async () => {
    const sinkA = recorder('a');
    const sinkB = recorder('b');
    const publisher = new PlatformEventPublisher({
      ledger: ledger(),
      sinks: [sinkA, sinkB],
      logger: { info: vi.fn(), error: vi.fn() },
      clock: () => new Date(),
    });
    const events = [
      ev('2', '2026-11-24T10:00:00.000Z'),
      ev('1', '2026-11-23T10:00:00.000Z'),
      ev('2', '2026-11-24T10:00:00.000Z'),
    ];
    expect((await publisher.publish(SCOPE, events)).map((e) => e.id)).toEqual(['1', '2']);
    expect(await publisher.publish(SCOPE, events)).toEqual([]);
    for (const sink of [sinkA, sinkB]) {
      expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1', '2']]);
      expect(sink.scopes).toEqual([SCOPE]);
    }
  });

  it("refuses, before recording any, events of a factoring other than the producer's scope", async () => {
    const sink = recorder();
    const book = ledger();
    const publisher = new PlatformEventPublisher({
      ledger: book,
      sinks: [sink],
      logger: { info: vi.fn(), error: vi.fn() },
      clock: () => new Date(),
    });
    const foreign = { ...ev('otro', '2026-11-23T11:00:00.000Z'), rutFactoring: '11111111-1' };
    await expect(publisher.publish(SCOPE, [ev('1', '2026-11-23T10:00:00.000Z'), foreign])).rejects.toThrow(
      ForbiddenError,
    );
    expect(book.recordNew).not.toHaveBeenCalled();
    expect(sink.got).toEqual([]);
  });

  it('a failing sink is logged and the others still get the events', async () => {
    const logger = { info: vi.fn(), error: vi.fn() };
    const after = recorder('after');
    const failing: PlatformEventSink = { name: 'broken', publish: async () => Promise.reject(new Error('caído')) };
    const publisher = new PlatformEventPublisher({
      ledger: ledger(),
      sinks: [failing, after],
      logger,
      clock: () => new Date(),
    });
    await publisher.publish(SCOPE, [ev('1', '2026-11-23T10:00:00.000Z')]);
    expect(after.got).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledWith(
      'platform event sink failed',
      expect.objectContaining({ sink: 'broken', error: 'caído' }),
    );
  });

  it('when an id cannot be recorded it hands on the recorded ones and then fails, so the producer raises them again', async () => {
    const sink = recorder();
    const base = ledger();
    const flaky = {
      ...base,
      recordNew: vi.fn(async (event: PlatformEvent, now: Date) =>
        event.id === 'x' ? Promise.reject(new Error('dynamo')) : base.recordNew(event, now),
      ),
    };
    const publisher = new PlatformEventPublisher({
      ledger: flaky,
      sinks: [sink],
      logger: { info: vi.fn(), error: vi.fn() },
      clock: () => new Date(),
    });
    await expect(
      publisher.publish(SCOPE, [ev('1', '2026-11-23T10:00:00.000Z'), ev('x', '2026-11-23T11:00:00.000Z')]),
    ).rejects.toThrow('dynamo');
    expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1']]);
    flaky.recordNew.mockImplementation(async (event, now) => base.recordNew(event, now));
    await publisher.publish(SCOPE, [ev('1', '2026-11-23T10:00:00.000Z'), ev('x', '2026-11-23T11:00:00.000Z')]);
    expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1'], ['x']]);
  });

  it('hands on, once, the events a publisher recorded and died before delivering, once their record is stale', async () => {
    const sink = recorder();
    const book = ledger();
    let now = new Date('2026-11-24T12:00:00.000Z');
    const publisher = new PlatformEventPublisher({
      ledger: book,
      sinks: [sink],
      logger: { info: vi.fn(), error: vi.fn() },
      clock: () => now,
    });
    // The dead publisher's trace: two ids recorded, never marked delivered; one of another factoring.
    await book.recordNew(ev('2', '2026-11-24T11:30:00.000Z'), now);
    await book.recordNew(ev('1', '2026-11-24T11:00:00.000Z'), now);
    await book.recordNew({ ...ev('otro', '2026-11-24T11:00:00.000Z'), rutFactoring: '11111111-1' }, now);

    now = new Date(now.getTime() + UNDELIVERED_CLAIM_AFTER_MS - 1_000);
    expect(await publisher.deliverPending(SCOPE)).toEqual([]);
    expect(await publisher.publish(SCOPE, [ev('1', '2026-11-24T11:00:00.000Z')])).toEqual([]);
    now = new Date(now.getTime() + 2_000);
    expect((await publisher.deliverPending(SCOPE)).map((e) => e.id)).toEqual(['1', '2']);
    expect(await publisher.deliverPending(SCOPE)).toEqual([]);
    expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1', '2']]);
    expect(book.records.get('otro')?.pendiente).toBe(true);
  });

  it('marks what it handed on as delivered, so nothing is pending after a publish', async () => {
    const book = ledger();
    let now = new Date('2026-11-24T12:00:00.000Z');
    const publisher = new PlatformEventPublisher({
      ledger: book,
      sinks: [recorder()],
      logger: { info: vi.fn(), error: vi.fn() },
      clock: () => now,
    });
    await publisher.publish(SCOPE, [ev('1', '2026-11-24T11:00:00.000Z')]);
    expect(book.markDelivered).toHaveBeenCalledWith('1');
    now = new Date(now.getTime() + 24 * 60 * 60_000);
    expect(await publisher.deliverPending(SCOPE)).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { PlatformEvent } from '../../../domain/platform-events/platform-event';
import { PlatformEventPublisher, UNDELIVERED_CLAIM_AFTER_MS } from '../../../lambdas/events/publish-platform-events';
import type { PlatformEventSink } from '../../../lambdas/events/platform-event-sink';
import { samplePayload } from '../../../domain/platform-events/webhook-resources';

const RUT = '76389992-6';

function ev(id: string, fecha: string): PlatformEvent {
  return { ...samplePayload('cesion.reclamada', RUT), id, fecha };
}

/** A ledger behaving like the table's conditional writes (platform-event-repository.ts). */
function ledger() {
  const records = new Map<string, { publicadoEn: Date; entregado: boolean }>();
  return {
    records,
    recordNew: vi.fn(async (event: PlatformEvent, now: Date) => (records.has(event.id) ? false : (records.set(event.id, { publicadoEn: now, entregado: false }), true))),
    claimUndelivered: vi.fn(async (id: string, now: Date, staleBefore: Date) => {
      const record = records.get(id);
      if (!record || record.entregado || !(record.publicadoEn < staleBefore)) return false;
      record.publicadoEn = now;
      return true;
    }),
    markDelivered: vi.fn(async (id: string) => {
      const record = records.get(id);
      if (record) record.entregado = true;
    }),
  };
}

function recorder(name = 'a'): PlatformEventSink & { got: PlatformEvent[][] } {
  const got: PlatformEvent[][] = [];
  return { name, got, publish: async (events) => void got.push([...events]) };
}

describe('PlatformEventPublisher', () => {
  it('hands each event once, oldest first, to every sink; a repeated publish hands nothing', async () => {
    const sinkA = recorder('a');
    const sinkB = recorder('b');
    const publisher = new PlatformEventPublisher({ ledger: ledger(), sinks: [sinkA, sinkB], logger: { info: vi.fn(), error: vi.fn() }, clock: () => new Date() });
    const events = [ev('2', '2026-11-24T10:00:00.000Z'), ev('1', '2026-11-23T10:00:00.000Z'), ev('2', '2026-11-24T10:00:00.000Z')];
    expect((await publisher.publish(events)).map((e) => e.id)).toEqual(['1', '2']);
    expect(await publisher.publish(events)).toEqual([]);
    for (const sink of [sinkA, sinkB]) expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1', '2']]);
  });

  it('a failing sink is logged and the others still get the events', async () => {
    const logger = { info: vi.fn(), error: vi.fn() };
    const after = recorder('after');
    const failing: PlatformEventSink = { name: 'broken', publish: async () => Promise.reject(new Error('caído')) };
    const publisher = new PlatformEventPublisher({ ledger: ledger(), sinks: [failing, after], logger, clock: () => new Date() });
    await publisher.publish([ev('1', '2026-11-23T10:00:00.000Z')]);
    expect(after.got).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledWith('platform event sink failed', expect.objectContaining({ sink: 'broken', error: 'caído' }));
  });

  it('when an id cannot be recorded it hands on the recorded ones and then fails, so the producer raises them again', async () => {
    const sink = recorder();
    const base = ledger();
    const flaky = { ...base, recordNew: vi.fn(async (event: PlatformEvent, now: Date) => (event.id === 'x' ? Promise.reject(new Error('dynamo')) : base.recordNew(event, now))) };
    const publisher = new PlatformEventPublisher({ ledger: flaky, sinks: [sink], logger: { info: vi.fn(), error: vi.fn() }, clock: () => new Date() });
    await expect(publisher.publish([ev('1', '2026-11-23T10:00:00.000Z'), ev('x', '2026-11-23T11:00:00.000Z')])).rejects.toThrow('dynamo');
    expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1']]);
    flaky.recordNew.mockImplementation(async (event, now) => base.recordNew(event, now));
    await publisher.publish([ev('1', '2026-11-23T10:00:00.000Z'), ev('x', '2026-11-23T11:00:00.000Z')]);
    expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1'], ['x']]);
  });

  it('hands on, once, an event whose publisher died after recording it and before its sinks ran, once the record is stale', async () => {
    const sink = recorder();
    const book = ledger();
    let now = new Date('2026-11-24T12:00:00.000Z');
    const publisher = new PlatformEventPublisher({ ledger: book, sinks: [sink], logger: { info: vi.fn(), error: vi.fn() }, clock: () => now });
    const event = ev('1', '2026-11-24T11:00:00.000Z');
    // The dead publisher's trace: the id recorded, never marked delivered.
    await book.recordNew(event, now);

    now = new Date(now.getTime() + UNDELIVERED_CLAIM_AFTER_MS - 1_000);
    expect(await publisher.publish([event])).toEqual([]);
    now = new Date(now.getTime() + 2_000);
    expect((await publisher.publish([event])).map((e) => e.id)).toEqual(['1']);
    expect(book.records.get('1')?.entregado).toBe(true);
    now = new Date(now.getTime() + 60 * 60_000);
    expect(await publisher.publish([event])).toEqual([]);
    expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1']]);
  });

  it('marks what it handed on as delivered, and a repeated publish long after hands nothing again', async () => {
    const book = ledger();
    let now = new Date('2026-11-24T12:00:00.000Z');
    const publisher = new PlatformEventPublisher({ ledger: book, sinks: [recorder()], logger: { info: vi.fn(), error: vi.fn() }, clock: () => now });
    await publisher.publish([ev('1', '2026-11-24T11:00:00.000Z')]);
    expect(book.markDelivered).toHaveBeenCalledWith('1');
    now = new Date(now.getTime() + 24 * 60 * 60_000);
    expect(await publisher.publish([ev('1', '2026-11-24T11:00:00.000Z')])).toEqual([]);
  });
});

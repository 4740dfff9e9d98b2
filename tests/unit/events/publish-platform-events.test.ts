import { describe, expect, it, vi } from 'vitest';
import type { PlatformEvent } from '../../../domain/platform-events/platform-event';
import { PlatformEventPublisher } from '../../../lambdas/events/publish-platform-events';
import type { PlatformEventSink } from '../../../lambdas/events/platform-event-sink';
import { samplePayload } from '../../../domain/platform-events/webhook-resources';

const RUT = '76389992-6';

function ev(id: string, fecha: string): PlatformEvent {
  return { ...samplePayload('cesion.reclamada', RUT), id, fecha };
}

/** A ledger behaving like the conditional put: true the first time an id is seen. */
function ledger() {
  const seen = new Set<string>();
  return { recordNew: vi.fn(async (event: PlatformEvent) => (seen.has(event.id) ? false : (seen.add(event.id), true))) };
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
    const flaky = { recordNew: vi.fn(async (event: PlatformEvent) => (event.id === 'x' ? Promise.reject(new Error('dynamo')) : base.recordNew(event))) };
    const publisher = new PlatformEventPublisher({ ledger: flaky, sinks: [sink], logger: { info: vi.fn(), error: vi.fn() }, clock: () => new Date() });
    await expect(publisher.publish([ev('1', '2026-11-23T10:00:00.000Z'), ev('x', '2026-11-23T11:00:00.000Z')])).rejects.toThrow('dynamo');
    expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1']]);
    flaky.recordNew.mockImplementation(async (event) => base.recordNew(event));
    await publisher.publish([ev('1', '2026-11-23T10:00:00.000Z'), ev('x', '2026-11-23T11:00:00.000Z')]);
    expect(sink.got.map((batch) => batch.map((e) => e.id))).toEqual([['1'], ['x']]);
  });
});

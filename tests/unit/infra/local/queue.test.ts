import { describe, expect, it } from 'vitest';
import { LocalJobQueue, type JobKind } from '@infra/local/queue';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import type { JobRunResult } from '@lambdas/jobs/run-job';

/** A promise with its resolve handle. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const refresh = (rutFactoring: string): JobMessage => ({ kind: 'refresh', rutFactoring });
const clientSync = (rutCliente: string): JobMessage => ({
  kind: 'client-sync',
  rutFactoring: '76389992-6',
  rutCliente,
});
const clientDb = (rutFactoring: string): JobMessage => ({ kind: 'client-db', rutFactoring });
const label = (message: JobMessage) =>
  [message.kind, message.rutFactoring, 'rutCliente' in message ? message.rutCliente : ''].join(' ').trim();

/**
 * A queue whose jobs block until the test finishes them (each start gets its own gate), recording starts and the
 * peak of jobs in flight per kind; `answer` says what each run returns (or throws).
 */
/** The same count for every job kind. */
function perKind(count: number): Record<JobKind, number> {
  const kinds: JobKind[] = [
    'refresh',
    'client-sync',
    'client-db',
    'envios',
    'consulta-masiva',
    'judicial-sweep',
    'webhook',
  ];
  return Object.fromEntries(kinds.map((kind) => [kind, count])) as Record<JobKind, number>;
}

/** One job of each kind at once. */
const ONE_EACH = perKind(1);

function harness(
  concurrency: Record<JobKind, number>,
  answer: (message: JobMessage, attempt: number) => JobRunResult | Error = () => 'done',
) {
  const started: string[] = [];
  const gates: { label: string; finish: () => void }[] = [];
  const inFlight = perKind(0);
  const peak = perKind(0);
  const attempts = new Map<string, number>();
  const logs: string[] = [];
  const queue = new LocalJobQueue({
    concurrency,
    retryDelayMs: 20,
    log: (line) => logs.push(line),
    run: async (message) => {
      const name = label(message);
      const attempt = (attempts.get(name) ?? 0) + 1;
      attempts.set(name, attempt);
      started.push(name);
      inFlight[message.kind] += 1;
      peak[message.kind] = Math.max(peak[message.kind], inFlight[message.kind]);
      const gate = deferred();
      gates.push({ label: name, finish: gate.resolve });
      await gate.promise;
      inFlight[message.kind] -= 1;
      const result = answer(message, attempt);
      if (result instanceof Error) throw result;
      return result;
    },
  });
  /** Finishes the oldest unfinished run of `name` (any when omitted) and lets the queue react. */
  const finish = async (name?: string) => {
    const index = gates.findIndex((gate) => name === undefined || gate.label === name);
    if (index < 0) throw new Error(`no run of ${name} in flight`);
    gates.splice(index, 1)[0]!.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** The test's batch: `queue` sends through it, `drain` and `settled` wait for it. */
  const batch = queue.open();
  /** Finishes every run, including those the finished ones let start, until the batch has settled. */
  const drain = async () => {
    let idle = false;
    void batch.settled().then(() => (idle = true));
    while (!idle) {
      if (gates.length > 0) await finish();
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return {
    queue: batch.queue,
    local: queue,
    settled: () => batch.settled(),
    started,
    peak,
    logs,
    finish,
    drain,
    inFlightNow: () => gates.map((gate) => gate.label),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LocalJobQueue', () => {
  it('never runs more jobs of a kind than its limit, and one full kind never holds up another', async () => {
    const h = harness({ ...ONE_EACH, refresh: 2, 'client-sync': 3 });
    await h.queue.send(['A', 'B', 'C', 'D', 'E'].map((r) => refresh(`7600000${r}`)));
    await h.queue.send(['1', '2', '3', '4', '5', '6'].map((c) => clientSync(`7700000${c}`)));
    await tick();
    expect(h.inFlightNow().filter((name) => name.startsWith('refresh'))).toHaveLength(2);
    expect(h.inFlightNow().filter((name) => name.startsWith('client-sync'))).toHaveLength(3);

    await h.drain();
    expect(h.peak).toEqual({
      refresh: 2,
      'client-sync': 3,
      'client-db': 0,
      envios: 0,
      'consulta-masiva': 0,
      'judicial-sweep': 0,
      webhook: 0,
    });
    expect(h.started).toHaveLength(11);
    // Oldest first within a kind.
    expect(h.started.filter((name) => name.startsWith('refresh'))).toEqual(
      ['A', 'B', 'C', 'D', 'E'].map((r) => `refresh 7600000${r}`),
    );
  });

  it('runs every masivo consultation of a factoring, one request after another, never dropping one as a duplicate', async () => {
    const h = harness(ONE_EACH);
    const masiva = (requestId: string): JobMessage => ({
      kind: 'consulta-masiva',
      rutFactoring: '76389992-6',
      requestId,
    });
    await h.queue.send([masiva('a'), masiva('b'), masiva('b')]);
    await h.drain();
    expect(h.started).toEqual(['consulta-masiva 76389992-6', 'consulta-masiva 76389992-6']);
    expect(h.peak['consulta-masiva']).toBe(1);
  });

  it('drops a message identical to one still waiting, but not one identical to a run in flight', async () => {
    const h = harness(ONE_EACH);
    await h.queue.send([refresh('76000001'), refresh('76000002')]);
    await h.queue.send([refresh('76000002'), refresh('76000002')]);
    await tick();
    expect(h.inFlightNow()).toEqual(['refresh 76000001']);
    // The waiting copy of 76000002 absorbed both later copies; a copy of the running 76000001 is queued anew.
    await h.queue.send([refresh('76000001')]);
    await h.drain();
    expect(h.started).toEqual(['refresh 76000001', 'refresh 76000002', 'refresh 76000001']);
  });

  it("runs identical client-db messages one after another (like SQS's FIFO group), while other factorings go on", async () => {
    const h = harness({ ...ONE_EACH, 'client-db': 2 });
    await h.queue.send([clientDb('76000001')]);
    await tick();
    await h.queue.send([clientDb('76000001'), clientDb('76000002'), clientDb('76000001')]);
    await tick();
    expect(h.inFlightNow()).toEqual(['client-db 76000001', 'client-db 76000002']);

    await h.finish('client-db 76000001');
    expect(h.inFlightNow()).toEqual(['client-db 76000002', 'client-db 76000001']);
    await h.drain();
    expect(h.started).toEqual(['client-db 76000001', 'client-db 76000002', 'client-db 76000001']);
  });

  it("runs the follow-ups a job sends and settles a batch only once its messages' follow-ups have finished", async () => {
    const order: string[] = [];
    const queue = new LocalJobQueue({
      concurrency: { ...ONE_EACH, refresh: 2, 'client-sync': 2 },
      retryDelayMs: 20,
      log: () => undefined,
      run: async (message, followUps) => {
        order.push(`start ${label(message)}`);
        await tick();
        if (message.kind === 'refresh') await followUps.send([clientDb(message.rutFactoring)]);
        order.push(`end ${label(message)}`);
        return 'done';
      },
    });
    const batch = queue.open();
    await batch.queue.send([refresh('76000001'), refresh('76000002')]);
    await batch.settled();
    expect(order.filter((line) => line.startsWith('end'))).toHaveLength(4);
    expect(order.at(-1)).toMatch(/^end client-db/);
  });

  it('settles a batch with its own work even while another batch keeps the queue busy', async () => {
    const h = harness(ONE_EACH);
    const other = h.local.open();
    await h.queue.send([refresh('76000001')]);
    await other.queue.send([refresh('76000002'), refresh('76000003')]);
    let settled = false;
    let otherSettled = false;
    void h.settled().then(() => (settled = true));
    void other.settled().then(() => (otherSettled = true));
    await h.finish('refresh 76000001');
    expect(settled).toBe(true);
    expect(h.inFlightNow()).toEqual(['refresh 76000002']);
    await h.finish('refresh 76000002');
    expect(otherSettled).toBe(false);
    await h.finish('refresh 76000003');
    expect(otherSettled).toBe(true);
  });

  it('lets a batch wait for a message it sent that joined an identical one already waiting', async () => {
    const h = harness(ONE_EACH);
    await h.local.send([refresh('76000001'), refresh('76000002')]);
    await h.queue.send([refresh('76000002')]);
    await h.drain();
    expect(h.started).toEqual(['refresh 76000001', 'refresh 76000002']);
  });

  it('logs a job that throws and still runs every other job', async () => {
    const h = harness(ONE_EACH, (message) => (message.rutFactoring === '76000002' ? new Error('SII caído') : 'done'));
    await h.queue.send(['76000001', '76000002', '76000003'].map(refresh));
    await h.drain();
    expect(h.started).toEqual(['refresh 76000001', 'refresh 76000002', 'refresh 76000003']);
    expect(h.logs).toEqual(['job refresh#76000002 failed: SII caído']);
  });

  it("sends a 'retry-later' message again after the delay, and its batch settles only after it ran", async () => {
    const h = harness(ONE_EACH, (_, attempt) => (attempt === 1 ? 'retry-later' : 'done'));
    await h.queue.send([clientDb('76000001')]);
    let idle = false;
    void h.settled().then(() => (idle = true));
    await h.finish();
    expect(idle).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(h.inFlightNow()).toEqual(['client-db 76000001']);
    await h.finish();
    await tick();
    expect(idle).toBe(true);
    expect(h.started).toEqual(['client-db 76000001', 'client-db 76000001']);
  });

  it('on stop drops what waits, waits for what runs, and takes no more messages', async () => {
    const h = harness(ONE_EACH);
    await h.queue.send([refresh('76000001'), refresh('76000002')]);
    await tick();
    let stopped = false;
    const stopping = h.local.stop().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    await h.finish();
    await stopping;
    await h.queue.send([refresh('76000003')]);
    await tick();
    expect(h.started).toEqual(['refresh 76000001']);
    // The dropped messages count as finished: the batch settles.
    await h.settled();
  });

  it('on stop with a grace waits for what runs only that long, then leaves it without logging its failure', async () => {
    const h = harness(ONE_EACH, () => new Error('Database is closed'));
    await h.queue.send([refresh('76000001'), clientSync('11111111-1')]);
    await tick();
    expect(await h.local.stop(30)).toBe(2);
    // The left jobs fail as the engines close: nothing reaches the log.
    await h.finish();
    await h.finish();
    expect(h.logs).toEqual([]);

    const quick = harness(ONE_EACH);
    await quick.queue.send([refresh('76000001')]);
    await tick();
    const stopping = quick.local.stop(60_000);
    await quick.finish();
    expect(await stopping).toBe(0);
  });
});

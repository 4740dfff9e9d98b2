import type { SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import type { JobOutcome, JobServices } from '@lambdas/services/jobs/job-services';
import { LEASE_TTL_MS, runJob, type JobRunnerDeps } from '@lambdas/jobs/run-job';
import { runRecords } from '@lambdas/jobs/worker-handler';
import { LeaseRepository } from '@lambdas/store/lease-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

/** A promise with its resolve handle. */
function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Fake job services whose runs block until the test releases them (per lease-like key of the message), recording
 * every start and end in order.
 */
class BlockingServices implements JobServices {
  readonly events: string[] = [];
  private readonly gates = new Map<string, Deferred>();
  private readonly started = new Map<string, Deferred>();
  outcome: JobOutcome = { status: 'ok', followUps: [] };
  failWith: Error | undefined;

  scheduled(): Promise<JobMessage[]> {
    return Promise.resolve([]);
  }

  async run(message: JobMessage): Promise<JobOutcome> {
    const key = JSON.stringify(message);
    this.events.push(`start ${message.kind} ${message.rutFactoring}`);
    this.startedGate(key).resolve();
    await this.gate(key).promise;
    this.gates.delete(key);
    this.events.push(`end ${message.kind} ${message.rutFactoring}`);
    if (this.failWith) throw this.failWith;
    return this.outcome;
  }

  /** Resolves when a run of `message` has started. */
  whenStarted(message: JobMessage): Promise<void> {
    return this.startedGate(JSON.stringify(message)).promise;
  }

  /** Lets the blocked run of `message` finish. */
  finish(message: JobMessage): void {
    this.gate(JSON.stringify(message)).resolve();
    this.started.delete(JSON.stringify(message));
  }

  private gate(key: string): Deferred {
    if (!this.gates.has(key)) this.gates.set(key, deferred());
    return this.gates.get(key)!;
  }

  private startedGate(key: string): Deferred {
    if (!this.started.has(key)) this.started.set(key, deferred());
    return this.started.get(key)!;
  }
}

/** An SQS record as the Lambda event source delivers it (only the fields the worker reads matter). */
function record(messageId: string, body: unknown): SQSRecord {
  return {
    messageId,
    receiptHandle: `receipt-${messageId}`,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 'x',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:1:queue',
    awsRegion: 'us-east-1',
  };
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let engines: LocalEngines;
let leases: LeaseRepository;

beforeAll(async () => {
  engines = await startLocalEngines();
  leases = new LeaseRepository(engines.doc, engines.config.tables.leases);
});

afterAll(() => engines?.stop());

/** Runner deps over the dynalite leases; the follow-ups sent are pushed to `sent`. */
function depsFor(services: JobServices, sent: JobMessage[][] = []): JobRunnerDeps {
  return {
    services,
    leases,
    queue: { send: async (messages) => void sent.push([...messages]) },
    logger: silent,
    clock: () => new Date(),
  };
}

describe('runJob with leases in dynalite', () => {
  let factoringCounter = 0;
  /** A factoring RUT of its own per test, so leases never leak between tests. */
  const nextFactoring = () => `7600000${factoringCounter++}-K`;

  it('skips a second refresh of the same factoring while the first runs: the work runs once', async () => {
    const services = new BlockingServices();
    const message: JobMessage = { kind: 'refresh', rutFactoring: nextFactoring() };
    const first = runJob(depsFor(services), message);
    await services.whenStarted(message);

    expect(await runJob(depsFor(services), message)).toBe('skipped-busy');
    services.finish(message);
    expect(await first).toBe('done');
    expect(services.events).toEqual([`start refresh ${message.rutFactoring}`, `end refresh ${message.rutFactoring}`]);

    // The first run gave its lease back: the next cycle's refresh runs.
    const third = runJob(depsFor(services), message);
    await services.whenStarted(message);
    services.finish(message);
    expect(await third).toBe('done');
  });

  it('skips a duplicate client sync but runs two different clients of one factoring side by side', async () => {
    const services = new BlockingServices();
    const rutFactoring = nextFactoring();
    const clientA: JobMessage = { kind: 'client-sync', rutFactoring, rutCliente: '77777777-7' };
    const clientB: JobMessage = { kind: 'client-sync', rutFactoring, rutCliente: '88888888-8' };
    const runA = runJob(depsFor(services), clientA);
    await services.whenStarted(clientA);
    const runB = runJob(depsFor(services), clientB);
    await services.whenStarted(clientB);
    expect(await runJob(depsFor(services), clientA)).toBe('skipped-busy');
    services.finish(clientA);
    services.finish(clientB);
    expect(await Promise.all([runA, runB])).toEqual(['done', 'done']);
  });

  it('asks to retry a client-db build whose lease is held, and the retry runs after the first build ends', async () => {
    const services = new BlockingServices();
    const message: JobMessage = { kind: 'client-db', rutFactoring: nextFactoring() };
    const first = runJob(depsFor(services), message);
    await services.whenStarted(message);

    expect(await runJob(depsFor(services), message)).toBe('retry-later');
    services.finish(message);
    expect(await first).toBe('done');

    const retry = runJob(depsFor(services), message);
    await services.whenStarted(message);
    services.finish(message);
    expect(await retry).toBe('done');
    const label = `client-db ${message.rutFactoring}`;
    expect(services.events).toEqual([`start ${label}`, `end ${label}`, `start ${label}`, `end ${label}`]);
  });

  it("never holds up another factoring: one factoring's slow run does not delay another's", async () => {
    const services = new BlockingServices();
    const slow: JobMessage = { kind: 'refresh', rutFactoring: nextFactoring() };
    const quick: JobMessage = { kind: 'refresh', rutFactoring: nextFactoring() };
    const slowRun = runJob(depsFor(services), slow);
    await services.whenStarted(slow);
    const quickRun = runJob(depsFor(services), quick);
    await services.whenStarted(quick);
    services.finish(quick);
    expect(await quickRun).toBe('done');
    services.finish(slow);
    expect(await slowRun).toBe('done');
    expect(services.events.indexOf(`end refresh ${quick.rutFactoring}`)).toBeLessThan(
      services.events.indexOf(`end refresh ${slow.rutFactoring}`),
    );
  });

  it("sends the outcome's follow-ups, also when the job failed, and reports the failure", async () => {
    const services = new BlockingServices();
    const rutFactoring = nextFactoring();
    const message: JobMessage = { kind: 'refresh', rutFactoring };
    const sent: JobMessage[][] = [];
    services.outcome = { status: 'failed', followUps: [{ kind: 'client-db', rutFactoring }] };
    const run = runJob(depsFor(services, sent), message);
    services.finish(message);
    expect(await run).toBe('failed');
    expect(sent).toEqual([[{ kind: 'client-db', rutFactoring }]]);
  });

  it('gives the lease back when the services throw, so the message can run again', async () => {
    const services = new BlockingServices();
    const message: JobMessage = { kind: 'refresh', rutFactoring: nextFactoring() };
    services.failWith = new Error('tabla no disponible');
    const failing = runJob(depsFor(services), message);
    services.finish(message);
    await expect(failing).rejects.toThrow('tabla no disponible');

    services.failWith = undefined;
    const again = runJob(depsFor(services), message);
    await services.whenStarted(message);
    services.finish(message);
    expect(await again).toBe('done');
  });

  it('renews the lease while a run outlasts it, so a run started meanwhile is still skipped', async () => {
    const services = new BlockingServices();
    const message: JobMessage = { kind: 'refresh', rutFactoring: nextFactoring() };
    // 1.5 s leases, renewed every 0.5 s; without renewal the lease would have expired after at most 2.5 s.
    const deps = { ...depsFor(services), leaseTtlMs: 1_500 };
    const long = runJob(deps, message);
    await services.whenStarted(message);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await runJob(deps, message)).toBe('skipped-busy');
    services.finish(message);
    expect(await long).toBe('done');
  });
});

describe('worker-handler runRecords over SQS records', () => {
  /** Fake services answering per factoring: a status, or an error to throw. */
  function services(answers: Record<string, JobOutcome['status'] | Error>): JobServices {
    return {
      scheduled: async () => [],
      run: async (message) => {
        const answer = answers[message.rutFactoring] ?? 'ok';
        if (answer instanceof Error) throw answer;
        return { status: answer, followUps: [] };
      },
    };
  }

  it('reports only the records that must come back, and counts failed runs in the metric', async () => {
    const lines: string[] = [];
    const postponed: unknown[] = [];
    const answer = await runRecords(
      depsFor(services({ '76000002-2': 'failed', '76000003-3': new Error('tabla no disponible') })),
      { postpone: async (...args) => void postponed.push(args) },
      [
        record('ok', { kind: 'refresh', rutFactoring: '76000001-1' }),
        record('failed', { kind: 'refresh', rutFactoring: '76000002-2' }),
        record('error', { kind: 'refresh', rutFactoring: '76000003-3' }),
        record('malformed', { kind: 'borrar', rutFactoring: '76000004-4' }),
      ],
      (line) => lines.push(line),
    );
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'error' }, { itemIdentifier: 'malformed' }]);
    expect(
      lines.map((line) => JSON.parse(line) as { rutFactoring: string; reason: string; FailedRuns: number }),
    ).toEqual([
      expect.objectContaining({ rutFactoring: '76000002-2', reason: 'failed', FailedRuns: 1 }),
      expect.objectContaining({ rutFactoring: '76000003-3', reason: 'error', FailedRuns: 1 }),
    ]);
    expect(postponed).toEqual([]);
  });

  it('postpones a client-db message whose lease another build holds, for as long as a lease lives', async () => {
    const message: JobMessage = { kind: 'client-db', rutFactoring: '76000005-5' };
    expect(await leases.acquire('client-db#76000005-5', 'other-build', LEASE_TTL_MS, new Date())).toBe(true);
    const postponed: [JobMessage, string, number][] = [];
    let ran = false;
    const answer = await runRecords(
      depsFor({ scheduled: async () => [], run: async () => ((ran = true), { status: 'ok', followUps: [] }) }),
      { postpone: async (...args) => void postponed.push(args) },
      [record('busy', message)],
      () => undefined,
    );
    expect(ran).toBe(false);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'busy' }]);
    expect(postponed).toEqual([[message, 'receipt-busy', LEASE_TTL_MS / 1000]]);
  });

  it('drops a refresh whose lease another run holds, without failure or metric', async () => {
    expect(await leases.acquire('refresh#76000006-6', 'other-run', LEASE_TTL_MS, new Date())).toBe(true);
    const lines: string[] = [];
    const answer = await runRecords(
      depsFor(services({})),
      { postpone: async () => undefined },
      [record('dup', { kind: 'refresh', rutFactoring: '76000006-6' })],
      (line) => lines.push(line),
    );
    expect(answer.batchItemFailures).toEqual([]);
    expect(lines).toEqual([]);
  });
});

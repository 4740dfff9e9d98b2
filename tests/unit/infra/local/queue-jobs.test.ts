import { describe, expect, it } from 'vitest';
import { startLocalJobs, type LocalJobsOptions } from '@infra/local/jobs';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import type { JobOutcome, JobServices } from '@lambdas/services/jobs/job-services';
import type { LeasePort } from '@lambdas/jobs/run-job';

/** Leases in memory with the repository's rules (one owner until expiry; only the owner renews or releases). */
class MemoryLeases implements LeasePort {
  private readonly held = new Map<string, { owner: string; expiresMs: number }>();

  async acquire(lease: string, owner: string, ttlMs: number, now: Date): Promise<boolean> {
    const current = this.held.get(lease);
    if (current && current.expiresMs > now.getTime()) return false;
    this.held.set(lease, { owner, expiresMs: now.getTime() + ttlMs });
    return true;
  }

  async renew(lease: string, owner: string, ttlMs: number, now: Date): Promise<boolean> {
    if (this.held.get(lease)?.owner !== owner) return false;
    this.held.set(lease, { owner, expiresMs: now.getTime() + ttlMs });
    return true;
  }

  async release(lease: string, owner: string): Promise<boolean> {
    if (this.held.get(lease)?.owner !== owner) return false;
    return this.held.delete(lease);
  }

  get size(): number {
    return this.held.size;
  }
}

/**
 * Fake services: each tick schedules a refresh per factoring and a client sync per client; a refresh asks for its
 * factoring's client databases, as does a client sync; every run records its start and end.
 */
class FakeServices implements JobServices {
  readonly log: string[] = [];
  ticks = 0;
  failScheduled = false;
  constructor(
    private readonly factorings: string[],
    private readonly clients: string[],
    private readonly outcomeOf: (message: JobMessage) => JobOutcome['status'] | Error = () => 'ok',
  ) {}

  async scheduled(): Promise<JobMessage[]> {
    this.ticks += 1;
    if (this.failScheduled) throw new Error('tabla de factorings no disponible');
    return [
      ...this.factorings.map((rutFactoring): JobMessage => ({ kind: 'refresh', rutFactoring })),
      ...this.clients.map((rutCliente): JobMessage => ({
        kind: 'client-sync',
        rutFactoring: this.factorings[0]!,
        rutCliente,
      })),
    ];
  }

  async run(message: JobMessage): Promise<JobOutcome> {
    const name = `${message.kind} ${'rutCliente' in message ? message.rutCliente : message.rutFactoring}`;
    this.log.push(`start ${name}`);
    // Builds take longer than the SII work, so the client-db messages of one tick meet a build in progress.
    await new Promise((resolve) => setTimeout(resolve, message.kind === 'client-db' ? 50 : 5));
    this.log.push(`end ${name}`);
    const status = this.outcomeOf(message);
    if (status instanceof Error) throw status;
    const followUps: JobMessage[] =
      message.kind === 'client-db' ? [] : [{ kind: 'client-db', rutFactoring: message.rutFactoring }];
    return { status, followUps };
  }
}

/**
 * The local jobs over `services` with fresh leases, an hourly tick (so a test sees only the first run), no log and
 * client databases built at once; `options` replaces any of those.
 */
function hourlyJobs(services: LocalJobsOptions['services'], options: Partial<LocalJobsOptions> = {}) {
  return startLocalJobs({
    services,
    leases: new MemoryLeases(),
    intervalMs: 3_600_000,
    log: () => undefined,
    clientDbDelayMs: 0,
    ...options,
  });
}

describe('startLocalJobs', () => {
  it('resolves firstRun once the first tick and every follow-up it caused have finished, with all leases given back', async () => {
    const services = new FakeServices(['76000001', '76000002'], ['77000001', '77000002']);
    const leases = new MemoryLeases();
    const jobs = hourlyJobs(services, { leases });
    await jobs.firstRun;
    const ends = services.log.filter((line) => line.startsWith('end'));
    expect(ends.filter((line) => line.startsWith('end refresh')).sort()).toEqual([
      'end refresh 76000001',
      'end refresh 76000002',
    ]);
    expect(ends.filter((line) => line.startsWith('end client-sync')).sort()).toEqual([
      'end client-sync 77000001',
      'end client-sync 77000002',
    ]);
    // Three client-db messages for 76000001 (its refresh and two client syncs): the one that arrives while the first
    // build runs waits for it, and the third joins the waiting one.
    const builds = ends.filter((line) => line.startsWith('end client-db')).sort();
    expect(builds).toEqual(['end client-db 76000001', 'end client-db 76000001', 'end client-db 76000002']);
    expect(services.log.at(-1)).toMatch(/^end client-db/);
    expect(leases.size).toBe(0);
    await jobs.stop();
  });

  it('runs no tick at start when the first one waits, and resolves firstRun at once', async () => {
    const services = new FakeServices(['76000001'], []);
    const jobs = hourlyJobs(services, { firstTickDelayMs: 3_600_000 });
    await jobs.firstRun;
    expect(services.ticks).toBe(0);
    expect(services.log).toEqual([]);
    await jobs.stop();
  });

  it('waits the client-db delivery delay so that one build follows every change of a tick', async () => {
    const services = new FakeServices(['76000001'], ['77000001', '77000002']);
    const jobs = hourlyJobs(services, { clientDbDelayMs: 200 });
    await jobs.firstRun;
    const ends = services.log.filter((line) => line.startsWith('end'));
    // The refresh and both client syncs of 76000001 asked for its client databases: one build, after all three.
    expect(ends.filter((line) => line.startsWith('end client-db'))).toEqual(['end client-db 76000001']);
    expect(services.log.at(-1)).toBe('end client-db 76000001');
    await jobs.stop();
  });

  it('keeps running the other factorings when one fails or throws, and still builds after a failed refresh', async () => {
    const logs: string[] = [];
    const services = new FakeServices(['76000001', '76000002', '76000003'], [], (message) => {
      if (message.kind !== 'refresh') return 'ok';
      if (message.rutFactoring === '76000001') return 'failed';
      if (message.rutFactoring === '76000002') return new Error('SII caído');
      return 'ok';
    });
    const jobs = hourlyJobs(services, { log: (line) => logs.push(line) });
    await jobs.firstRun;
    const ends = services.log.filter((line) => line.startsWith('end'));
    expect(ends.filter((line) => line.startsWith('end refresh'))).toHaveLength(3);
    expect(ends.filter((line) => line.startsWith('end client-db')).sort()).toEqual([
      'end client-db 76000001',
      'end client-db 76000003',
    ]);
    expect(logs).toContain('job refresh#76000002 failed: SII caído');
    await jobs.stop();
  });

  it('logs a tick whose messages cannot be listed and resolves firstRun all the same', async () => {
    const logs: string[] = [];
    const services = new FakeServices(['76000001'], []);
    services.failScheduled = true;
    const jobs = hourlyJobs(services, { log: (line) => logs.push(line) });
    await jobs.firstRun;
    expect(logs).toContain('jobs not dispatched: tabla de factorings no disponible');
    services.failScheduled = false;
    await jobs.tick();
    expect(services.log).toContain('end refresh 76000001');
    await jobs.stop();
  });

  it('ticks every intervalMs until stopped, bounded by the concurrency given', async () => {
    const services = new FakeServices(['76000001', '76000002', '76000003'], []);
    let inFlight = 0;
    let peak = 0;
    const counting: JobServices = {
      scheduled: () => services.scheduled(),
      run: async (message) => {
        peak = Math.max(peak, ++inFlight);
        try {
          return await services.run(message);
        } finally {
          inFlight -= 1;
        }
      },
    };
    const jobs = startLocalJobs({
      services: counting,
      leases: new MemoryLeases(),
      intervalMs: 40,
      log: () => undefined,
      concurrency: { refresh: 1 },
    });
    await jobs.firstRun;
    await new Promise((resolve) => setTimeout(resolve, 150));
    await jobs.stop();
    const ticks = services.ticks;
    expect(ticks).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(services.ticks).toBe(ticks);
    // One refresh plus at most one client-db at a time (concurrency refresh 1, client-db 1).
    expect(peak).toBeLessThanOrEqual(2);
  });
});

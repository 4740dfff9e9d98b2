import { afterEach, describe, expect, it } from 'vitest';
import { runJob, type JobRunnerDeps, type LeasePort } from '@lambdas/jobs/run-job';
import { logger, publishMetrics } from '@lambdas/platform/observability';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import type { JobOutcome } from '@lambdas/services/jobs/job-services';
import { captureOutput, type CapturedOutput } from '@tests/support/captured-output';

/** Leases held in memory: one owner per name. */
function memoryLeases(): LeasePort {
  const held = new Map<string, string>();
  return {
    acquire: async (name, owner) => {
      if (held.has(name)) return false;
      held.set(name, owner);
      return true;
    },
    renew: async (name, owner) => held.get(name) === owner,
    release: async (name, owner) => held.get(name) === owner && held.delete(name),
  };
}

function deps(outcomes: JobOutcome['status'][]): JobRunnerDeps {
  return {
    services: {
      scheduled: async () => [],
      run: async () => ({ status: outcomes.shift()!, followUps: [] }),
    },
    leases: memoryLeases(),
    queue: { send: async () => undefined },
    logger,
    clock: () => new Date('2026-11-29T08:00:00Z'),
  };
}

const REFRESH: JobMessage = { kind: 'refresh', rutFactoring: '76389992-6' };
const SYNC: JobMessage = { kind: 'client-sync', rutFactoring: '76389992-6', rutCliente: '77123456-5' };

let output: CapturedOutput | undefined;
afterEach(() => output?.restore());

describe('runJob metrics', () => {
  it('counts each run by kind and status with its duration: clients synced, refreshes, failures', async () => {
    output = captureOutput();
    const runner = deps(['ok', 'partial', 'failed']);
    await runJob(runner, SYNC);
    await runJob(runner, SYNC);
    await runJob(runner, REFRESH);
    publishMetrics();
    const runs = output.jsonLines().filter((line) => 'JobRuns' in line);
    expect(runs.map((line) => [line.Kind, line.Status, line.JobRuns])).toEqual([
      ['client-sync', 'ok', 1],
      ['client-sync', 'partial', 1],
      ['refresh', 'failed', 1],
    ]);
    for (const line of runs) {
      expect(line.JobDuration).toEqual(expect.any(Number));
      expect(line._aws).toMatchObject({
        CloudWatchMetrics: [
          {
            Namespace: 'RadarCesiones',
            Dimensions: [['service', 'Kind', 'Status']],
            Metrics: [
              { Name: 'JobRuns', Unit: 'Count' },
              { Name: 'JobDuration', Unit: 'Milliseconds' },
            ],
          },
        ],
      });
    }
  });

  it('counts nothing for a run skipped because another holds its lease', async () => {
    output = captureOutput();
    const runner = deps(['ok']);
    await runner.leases.acquire('client-sync#76389992-6#77123456-5', 'other', 60_000, new Date());
    expect(await runJob(runner, SYNC)).toBe('skipped-busy');
    publishMetrics();
    expect(output.jsonLines().filter((line) => 'JobRuns' in line)).toEqual([]);
  });
});

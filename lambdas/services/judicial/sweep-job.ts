import type { SweepState } from '@domain/judicial/sweep';
import type { JobOutcome } from '../jobs/job-services';
import { alertNewCases, type NewCaseAlertDeps } from './new-case-alerts';
import { runSweep, type SweepDeps, type SweepSettings } from './run-sweep';

/**
 * What the sweep job uses: the sweep's deps, where the planned sweep is read, the settings, and what a finished
 * sweep's new cases alert.
 */
export interface SweepJobDeps extends SweepDeps {
  sweeps: SweepDeps['sweeps'] & { get(rut: string): Promise<SweepState | null> };
  settings: SweepSettings;
  newCases: NewCaseAlertDeps;
}

/**
 * The 'judicial-sweep' job: runs the RUT's planned sweep, the one every factoring reads, to its end (judicial-radar.ts
 * plans and queues it). Nothing to do ('skipped') when no sweep is running for the RUT. A sweep done with cases its
 * baseline (the RUT's previous done sweep, kept in the plan) lacked alerts and flags them (new-case-alerts.ts). A sweep
 * another one replaced while it ran ('skipped') alerts nothing: its successor's job does.
 * @returns 'ok' for a sweep done, 'failed' for one the portal blocked.
 * @throws the store's error.
 */
export async function runSweepJob(deps: SweepJobDeps, rut: string): Promise<JobOutcome> {
  const planned = await deps.sweeps.get(rut);
  if (planned?.status !== 'running') return { status: 'skipped', followUps: [] };
  const final = await runSweep(deps, planned, deps.settings);
  if (!final) return { status: 'skipped', followUps: [] };
  await alertNewCases(deps.newCases, final);
  return { status: final.status === 'done' ? 'ok' : 'failed', followUps: [] };
}

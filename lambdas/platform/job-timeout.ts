/**
 * Longest a job may run, in ms: the worker Lambdas' timeout (infra/jobs.ts), Lambda's own maximum of 15 minutes.
 * Anything that must outlive a run (leases, id reservations) or tell a live run from a dead one measures against it.
 */
export const JOB_TIMEOUT_MS = 15 * 60_000;

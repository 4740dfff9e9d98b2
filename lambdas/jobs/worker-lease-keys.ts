import { SHARED_RATE_KEY_PREFIX } from '../public-sources/shared-rate';
import { JOB_KINDS } from '../services/jobs/job-messages';
import { DELIVERY_SLOT_LEASE_PREFIX } from '../services/webhooks/delivery-slots';

/**
 * The leading parts of the keys of every item a job worker writes in the leases table: its job's lease ('{kind}#…',
 * run-job.ts leaseName), a factoring's webhook delivery slots ('webhook-slot#…') and a public source's shared rate
 * ('tasa#{host}'). The workers' grant on the table stops at these keys (infra/jobs.ts), so a worker's role cannot
 * touch the API's clave counters, once-only records or TOTP proofs kept in the same table.
 */
export const WORKER_LEASE_KEY_PREFIXES: readonly string[] = [
  ...JOB_KINDS.map((kind) => `${kind}#`),
  DELIVERY_SLOT_LEASE_PREFIX,
  SHARED_RATE_KEY_PREFIX,
];

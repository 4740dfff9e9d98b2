import { describe, expect, it } from 'vitest';
import { leaseName } from '@lambdas/jobs/run-job';
import { WORKER_LEASE_KEY_PREFIXES } from '@lambdas/jobs/worker-lease-keys';
import { JOB_KINDS, type JobMessage } from '@lambdas/services/jobs/job-messages';
import { takeDeliverySlot } from '@lambdas/services/webhooks/delivery-slots';

const RUT = '76389992-6';

/** One message of each kind, as the dispatcher and the services send them. */
const SAMPLES: { [K in JobMessage['kind']]: Extract<JobMessage, { kind: K }> } = {
  refresh: { kind: 'refresh', rutFactoring: RUT },
  'client-sync': { kind: 'client-sync', rutFactoring: RUT, rutCliente: '77541823-0' },
  'client-db': { kind: 'client-db', rutFactoring: RUT },
  envios: { kind: 'envios', rutFactoring: RUT },
  'consulta-masiva': { kind: 'consulta-masiva', rutFactoring: RUT, requestId: 'r-1' },
  'judicial-sweep': { kind: 'judicial-sweep', rutFactoring: RUT, rut: '77541823-0' },
  'judicial-watch': { kind: 'judicial-watch', rutFactoring: RUT, budget: 10 },
  webhook: {
    kind: 'webhook',
    rutFactoring: RUT,
    tipo: 'cesion.nueva',
    deliveryId: 'd-1',
    eventId: 'e-1',
    attempt: 1,
    delaySeconds: 0,
    body: '{}',
  },
};

const granted = (key: string) => WORKER_LEASE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

describe("the job workers' keys in the leases table (their grant stops at WORKER_LEASE_KEY_PREFIXES)", () => {
  it("covers every kind of job's lease", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...JOB_KINDS].sort());
    for (const message of Object.values(SAMPLES)) expect(granted(leaseName(message)), leaseName(message)).toBe(true);
  });

  it("covers a factoring's webhook delivery slots and leaves out the API's records", async () => {
    const taken: string[] = [];
    const leases = {
      acquire: async (lease: string) => {
        taken.push(lease);
        return taken.length === 3;
      },
      release: async () => true,
    };
    expect(await takeDeliverySlot(leases, RUT, 3, new Date())).not.toBeNull();
    expect(taken).toHaveLength(3);
    for (const lease of taken) expect(granted(lease), lease).toBe(true);
    for (const apiKey of ['clave-76389992-6', 'idempotencia#abc', 'totp-user']) expect(granted(apiKey)).toBe(false);
  });
});

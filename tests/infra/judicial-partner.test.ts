import { describe, expect, it } from 'vitest';
import { JUDICIAL_PARTNER_CONTEXT } from '@infra/judicial-partner';
import { CONFIG_ENV } from '@lambdas/platform/config';
import { functionEnvironment } from './platform-template';

/** A sealed key as bin/seal-judicial-partner-key.ts prints it (its parts are opaque here). */
const SEALED = { ciphertext: 'Y2lm', iv: 'aXY=', tag: 'dGFn', wrappedKey: 'a2V5', keyRef: 'arn:aws:kms:…' };

/** The judicial sweep worker's environment in the template built with `context`. */
const sweepWorkerVariables = (context?: Record<string, unknown>) =>
  functionEnvironment((stack) => stack.jobs.judicialSweepWorker, context);

describe('the judicial partner setting', () => {
  // Built while collecting, as the other stack tests do: a synth takes longer than a test's time-out on a busy machine.
  const partner = { url: 'https://socio.example.cl/api', sealedKey: SEALED };
  const withPartner = sweepWorkerVariables({ [JUDICIAL_PARTNER_CONTEXT]: JSON.stringify(partner) });
  const without = sweepWorkerVariables();

  it("hands the sweep worker the partner's address and its key still sealed", () => {
    expect(withPartner[CONFIG_ENV.judicialPartnerUrl]).toBe(partner.url);
    expect(JSON.parse(withPartner[CONFIG_ENV.judicialPartnerSealedKey] as string)).toEqual(SEALED);
  });

  it('sweeps the portal without it', () => {
    expect(without[CONFIG_ENV.judicialPartnerUrl]).toBeUndefined();
  });
});

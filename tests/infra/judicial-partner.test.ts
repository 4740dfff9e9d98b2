import { describe, expect, it } from 'vitest';
import { JUDICIAL_PARTNER_CONTEXT } from '@infra/judicial-partner';
import { CONFIG_ENV } from '@lambdas/platform/config';
import { buildPlatform, logicalId } from './platform-template';

/** A sealed key as bin/seal-judicial-partner-key.ts prints it (its parts are opaque here). */
const SEALED = { ciphertext: 'Y2lm', iv: 'aXY=', tag: 'dGFn', wrappedKey: 'a2V5', keyRef: 'arn:aws:kms:…' };

/** The judicial sweep worker's environment in the template built with `context`. */
function sweepWorkerVariables(context: Record<string, unknown> = {}): Record<string, unknown> {
  const { stack, template } = buildPlatform({ context });
  const fn = template.toJSON().Resources[logicalId(stack.jobs.judicialSweepWorker)] as {
    Properties: { Environment: { Variables: Record<string, unknown> } };
  };
  return fn.Properties.Environment.Variables;
}

describe('the judicial partner setting', () => {
  it("hands the sweep worker the partner's address and its key still sealed", () => {
    const partner = { url: 'https://socio.example.cl/api', sealedKey: SEALED };
    const variables = sweepWorkerVariables({ [JUDICIAL_PARTNER_CONTEXT]: JSON.stringify(partner) });
    expect(variables[CONFIG_ENV.judicialPartnerUrl]).toBe(partner.url);
    expect(JSON.parse(variables[CONFIG_ENV.judicialPartnerSealedKey] as string)).toEqual(SEALED);
  });

  it('sweeps the portal without it', () => {
    expect(sweepWorkerVariables()[CONFIG_ENV.judicialPartnerUrl]).toBeUndefined();
  });
});

import type { Construct } from 'constructs';
import { judicialPartnerSchema, type ServerConfig } from '@lambdas/platform/config';
import { jsonContext } from './json-context';

/**
 * CDK context key of the judicial partner's API, JSON or an object: `-c radar:judicialPartner='{"url":"https://…",
 * "sealedKey":{…}}'`, the key sealed under the stack's credentials key by bin/seal-judicial-partner-key.ts (never in
 * the clear in the template); optional "pollMs" and "waitMs". Absent: sweeps ask the Poder Judicial's portal.
 */
export const JUDICIAL_PARTNER_CONTEXT = 'radar:judicialPartner';

/**
 * The partner settings of a deployment (config.judicial.partner), or undefined without the context.
 * @throws Error when the context is not JSON, or ZodError naming a missing setting.
 */
export function judicialPartner(scope: Construct): ServerConfig['judicial']['partner'] {
  const value = jsonContext(scope, JUDICIAL_PARTNER_CONTEXT);
  if (value === undefined) return undefined;
  // The sealed key as the seal script prints it (an object) travels to the functions as one JSON string.
  const { sealedKey } = value;
  return judicialPartnerSchema.parse({
    ...value,
    sealedKey: typeof sealedKey === 'object' ? JSON.stringify(sealedKey) : sealedKey,
  });
}

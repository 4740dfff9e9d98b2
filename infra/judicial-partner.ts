import type { Construct } from 'constructs';
import { judicialPartnerSchema, type ServerConfig } from '@lambdas/platform/config';

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
  const raw: unknown = scope.node.tryGetContext(JUDICIAL_PARTNER_CONTEXT);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
  // The sealed key as the seal script prints it (an object) travels to the functions as one JSON string.
  const { sealedKey } = value;
  return judicialPartnerSchema.parse({
    ...value,
    sealedKey: typeof sealedKey === 'object' ? JSON.stringify(sealedKey) : sealedKey,
  });
}

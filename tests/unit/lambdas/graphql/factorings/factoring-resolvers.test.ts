import { describe, expect, it } from 'vitest';
import { factoringResolvers } from '@lambdas/graphql/factorings/resolvers';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { anaIdentity } from '@tests/support/identity-factory';

const RUT = '76389992-6';

/** Query.factoring for ana over a factoring record holding `features`. */
async function featuresOf(features: Record<string, boolean>) {
  const deps = {
    factorings: { get: async (rut: string) => ({ rut, razonSocial: 'ST CAPITAL S.A.', features }) },
  } as unknown as GraphqlDeps;
  const answer = (await factoringResolvers['Query.factoring']!({
    args: { rutFactoring: RUT },
    identity: anaIdentity(),
    deps,
  })) as {
    features: { radar: boolean; sinWebhooks: boolean };
  };
  return answer.features;
}

describe('Query.factoring (core-platform §6 per-factoring gates)', () => {
  it("opens the Radar group to the caller when the factoring has it or the caller is whitelisted, not to another's whitelist", async () => {
    expect((await featuresOf({ radar: true })).radar).toBe(true);
    expect((await featuresOf({ 'whitelist:ana': true })).radar).toBe(true);
    expect((await featuresOf({ 'whitelist:beto': true })).radar).toBe(false);
    expect((await featuresOf({})).radar).toBe(false);
  });

  it('answers the Herramientas exception as stored', async () => {
    expect((await featuresOf({ sinWebhooks: true })).sinWebhooks).toBe(true);
    expect((await featuresOf({})).sinWebhooks).toBe(false);
  });
});

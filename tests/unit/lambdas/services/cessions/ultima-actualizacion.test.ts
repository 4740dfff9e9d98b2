import { describe, expect, it, vi } from 'vitest';
import { cessionResolvers } from '@lambdas/graphql/cessions/resolvers';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import type { Identity } from '@lambdas/access/identity';
import { anaIdentity } from '@tests/support/identity-factory';

const FACTORING = '76389992-6';

/** The service as the entry handler calls it: the factoring checked first. */
function ultimaActualizacion(args: Record<string, unknown>, identity: Identity, deps: unknown) {
  const resolve = cessionResolvers['Query.ultimaActualizacion']!;
  return resolve({ args, identity, deps: deps as GraphqlDeps }) as Promise<string | null>;
}

function deps(instant: string | null) {
  const lastSuccess = vi.fn(async () => instant);
  return { deps: { refreshRuns: { lastSuccess, latestRejectedRows: vi.fn() } }, lastSuccess };
}

describe('ultimaActualizacion (the refresh note of every cession screen)', () => {
  it("answers the factoring's last refresh that read the SII, or null before the first one", async () => {
    const { deps: d, lastSuccess } = deps('2026-11-24T12:00:00.000Z');
    expect(await ultimaActualizacion({ rutFactoring: FACTORING }, anaIdentity(), d)).toBe('2026-11-24T12:00:00.000Z');
    expect(lastSuccess).toHaveBeenCalledWith(expect.objectContaining({ rutFactoring: FACTORING }));
    expect(await ultimaActualizacion({ rutFactoring: FACTORING }, anaIdentity(), deps(null).deps)).toBeNull();
  });

  it('refuses a factoring the user does not act for, reading nothing', async () => {
    const { deps: d, lastSuccess } = deps('2026-11-24T12:00:00.000Z');
    await expect(ultimaActualizacion({ rutFactoring: '77360390-1' }, anaIdentity(), d)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    expect(lastSuccess).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import { resolveIdentity, type IdentityDeps } from '@lambdas/access/identity';
import { CachedMemberships, MEMBERSHIP_CACHE_MS } from '@lambdas/access/membership-cache';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { ForbiddenError, UnauthorizedError } from '@lambdas/platform/errors';
import type { UserCompanyRecord } from '@lambdas/store/user-company-repository';

const A = '76389992-6';

/** A userCompanies table in memory that counts its reads, and a clock the test moves. */
function world() {
  const rows: UserCompanyRecord[] = [
    { username: 'ana', rutEmpresa: A, razonSocial: 'ST CAPITAL S.A.', flags: readFlags({ cuentas: '1' }) },
  ];
  const clock = { now: 1_000_000 };
  let reads = 0;
  const store = {
    listForUser: async (username: string) => {
      reads += 1;
      return rows.filter((row) => row.username === username).map((row) => ({ ...row }));
    },
    listForCompany: async (rutEmpresa: string) => {
      reads += 1;
      return rows.filter((row) => row.rutEmpresa === rutEmpresa).map((row) => ({ ...row }));
    },
  };
  const deps: IdentityDeps = {
    // The token still claims cuentas: only the store decides.
    verifier: { verify: async () => ({ 'cognito:username': 'ana', 'custom:rutCesionario': A, 'custom:cuentas': '1' }) },
    userCompanies: new CachedMemberships(store, () => clock.now),
  };
  return { rows, clock, deps, store, reads: () => reads };
}

async function cuentasScope(deps: IdentityDeps) {
  return resolveTenantScope(await resolveIdentity('token', deps), A, { flag: 'cuentas' });
}

describe('CachedMemberships', () => {
  it('reads the store once per user within the window', async () => {
    const { clock, deps, reads } = world();
    await cuentasScope(deps);
    clock.now += MEMBERSHIP_CACHE_MS - 1;
    await cuentasScope(deps);
    expect(reads()).toBe(1);
  });

  it('refuses a flag removed from the store once the window has passed, whatever the token says', async () => {
    const { rows, clock, deps } = world();
    await cuentasScope(deps);
    rows[0] = { ...rows[0]!, flags: readFlags({ cuentas: '0' }) };
    clock.now += MEMBERSHIP_CACHE_MS;
    await expect(cuentasScope(deps)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('signs out a user whose rows were deleted once the window has passed', async () => {
    const { rows, clock, deps } = world();
    await cuentasScope(deps);
    rows.splice(0);
    clock.now += MEMBERSHIP_CACHE_MS;
    await expect(cuentasScope(deps)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('keeps no failed read', async () => {
    let fail = true;
    const cache = new CachedMemberships(
      {
        listForUser: async () => (fail ? Promise.reject(new Error('dynamo down')) : []),
        listForCompany: async () => [],
      },
      () => 0,
    );
    await expect(cache.listForUser('ana')).rejects.toThrow('dynamo down');
    fail = false;
    await expect(cache.listForUser('ana')).resolves.toEqual([]);
  });

  it("reads a company's rows once per window, apart from its users' (a job per client of one factoring)", async () => {
    const { clock, rows, store, reads } = world();
    const cache = new CachedMemberships(store, () => clock.now);
    for (let client = 0; client < 3; client++) expect(await cache.listForCompany(A)).toHaveLength(1);
    expect(reads()).toBe(1);
    await cache.listForUser('ana');
    expect(reads()).toBe(2);
    rows.push({ username: 'beto', rutEmpresa: A, razonSocial: 'ST CAPITAL S.A.', flags: readFlags({}) });
    clock.now += MEMBERSHIP_CACHE_MS;
    expect(await cache.listForCompany(A)).toHaveLength(2);
    expect(reads()).toBe(3);
  });
});

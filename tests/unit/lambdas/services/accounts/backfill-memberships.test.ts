import { describe, expect, it } from 'vitest';
import { noFlags } from '@domain/accounts/permission-editor';
import { readFlags } from '@domain/permissions';
import type { PoolUser } from '@lambdas/access/user-directory';
import { backfillMemberships } from '@lambdas/services/accounts/backfill-memberships';
import type { UserCompanyRecord } from '@lambdas/store/user-company-repository';

const A = '76389992-6';
const C = '96790240-3';

function poolUser(username: string, attributes: Record<string, string>): PoolUser {
  return { username, enabled: true, status: 'CONFIRMED', attributes: new Map(Object.entries(attributes)) };
}

async function* each(users: PoolUser[]): AsyncGenerator<PoolUser> {
  yield* users;
}

/** The userCompanies table in memory; rows without flags are those written before flags were kept per factoring. */
class MemoryRows {
  readonly rows: (Omit<UserCompanyRecord, 'flags'> & { flags?: UserCompanyRecord['flags'] })[] = [];

  async listForUser(username: string): Promise<UserCompanyRecord[]> {
    return this.rows
      .filter((row) => row.username === username)
      .map((row) => ({ ...row, flags: row.flags ?? noFlags() }));
  }

  async listWithoutFlags(username: string): Promise<Omit<UserCompanyRecord, 'flags'>[]> {
    return this.rows
      .filter((row) => row.username === username && !row.flags)
      .map(({ username: user, rutEmpresa, razonSocial }) => ({ username: user, rutEmpresa, razonSocial }));
  }

  /** Rows written here have a value for every flag. */
  async listUndecided(): Promise<[]> {
    return [];
  }

  async put(row: UserCompanyRecord): Promise<void> {
    const at = this.rows.findIndex((old) => old.username === row.username && old.rutEmpresa === row.rutEmpresa);
    if (at >= 0) this.rows.splice(at, 1, row);
    else this.rows.push(row);
  }
}

describe('backfillMemberships', () => {
  const ana = poolUser('ana', {
    'custom:rutCesionario': '76.389.992-6',
    'custom:rznSocCesionario': 'ST CAPITAL S.A.',
    'custom:cuentas': '1',
  });

  it("writes the home row and flags the old rows with the pool's flags, then writes nothing on a second run", async () => {
    const memory = new MemoryRows();
    memory.rows.push({ username: 'ana', rutEmpresa: C, razonSocial: 'FACTORING C S.A.' });
    expect(await backfillMemberships(each([ana]), memory)).toEqual({ flagged: 1, homes: 1, decided: 0 });
    // The pool never carried 'reportes': it follows the acquired list's flag (granted by default).
    const flags = readFlags({ cuentas: '1', reportes: '1' });
    expect(await memory.listForUser('ana')).toEqual([
      { username: 'ana', rutEmpresa: C, razonSocial: 'FACTORING C S.A.', flags },
      { username: 'ana', rutEmpresa: A, razonSocial: 'ST CAPITAL S.A.', flags },
    ]);
    expect(await backfillMemberships(each([ana]), memory)).toEqual({ flagged: 0, homes: 0, decided: 0 });
  });

  it('keeps the flags a row already has, and writes no home row for a user without a home RUT', async () => {
    const memory = new MemoryRows();
    const edited = readFlags({ cuentas: '0' });
    memory.rows.push({ username: 'ana', rutEmpresa: A, razonSocial: 'ST CAPITAL S.A.', flags: edited });
    const nobody = poolUser('sin-empresa', { 'custom:cuentas': '1' });
    expect(await backfillMemberships(each([ana, nobody]), memory)).toEqual({ flagged: 0, homes: 0, decided: 0 });
    expect((await memory.listForUser('ana'))[0]?.flags).toEqual(edited);
  });

  it("takes 'reportes' from the pool when a user's attributes carry it", async () => {
    const memory = new MemoryRows();
    const sinReportes = poolUser('luis', { 'custom:rutCesionario': A, 'custom:reportes': '0' });
    await backfillMemberships(each([sinReportes]), memory);
    expect((await memory.listForUser('luis'))[0]?.flags.reportes).toBe(false);
  });
});

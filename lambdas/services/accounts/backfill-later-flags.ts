import { decideLaterFlags } from '@domain/permissions';
import type { UserCompanyRepository } from '../../store/user-company-repository';

/**
 * Gives each of a user's rows a value for the flags added after it was written (domain/permissions.ts LATER_FLAGS,
 * each by its rule over the row's own flags) and writes it back, so a second run finds nothing and a value set since
 * (an administrator turning 'reportes' off) is kept.
 * @returns how many rows were written.
 * @throws the store's error.
 */
export async function backfillLaterFlags(
  username: string,
  memberships: Pick<UserCompanyRepository, 'listUndecided' | 'put'>,
): Promise<number> {
  const rows = await memberships.listUndecided(username);
  for (const { record, undecided } of rows)
    await memberships.put({ ...record, flags: decideLaterFlags(record.flags, undecided) });
  return rows.length;
}

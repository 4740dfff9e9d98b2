import { decideLaterFlags, LATER_FLAGS, readFlags, type PermissionFlag } from '@domain/permissions';
import { isValidRut, normalizeRut } from '@domain/rut';
import type { PoolUser } from '../../access/user-directory';
import type { UserCompanyRepository } from '../../store/user-company-repository';
import { backfillLaterFlags } from './backfill-later-flags';

/** What {@link backfillMemberships} wrote: rows given flags, home rows created, rows given the later flags. */
export interface MembershipBackfill {
  flagged: number;
  homes: number;
  decided: number;
}

/**
 * Moves the permission flags from the pool's custom attributes to the userCompanies rows, where the server reads them
 * (flags per user and factoring): each user gets a row for its home factoring (custom:rutCesionario) with the flags
 * of its attributes (domain/permissions readFlags, defaults included), and each row stored without flags gets those
 * same flags, which is what that company granted while flags were per user. Rows that already have flags are never
 * touched, so a second run writes nothing and flags edited since are kept. A flag added after the attributes were set
 * (LATER_FLAGS) that a user's attributes do not carry takes its rule's value, and rows with flags written before such a
 * flag get it the same way (backfill-later-flags.ts).
 * @param users every user of the pool (CognitoUserDirectory.poolUsers).
 * @returns how many rows were written.
 * @throws the store's error.
 */
export async function backfillMemberships(
  users: AsyncIterable<PoolUser>,
  memberships: Pick<UserCompanyRepository, 'listForUser' | 'listWithoutFlags' | 'listUndecided' | 'put'>,
): Promise<MembershipBackfill> {
  const written: MembershipBackfill = { flagged: 0, homes: 0, decided: 0 };
  for await (const user of users) {
    const attributes = Object.fromEntries(user.attributes);
    written.decided += await backfillLaterFlags(user.username, memberships);
    const unset = (Object.keys(LATER_FLAGS) as PermissionFlag[]).filter((flag) => !attributes[`custom:${flag}`]);
    const flags = decideLaterFlags(readFlags(attributes), unset);
    for (const row of await memberships.listWithoutFlags(user.username)) {
      await memberships.put({ ...row, flags });
      written.flagged += 1;
    }
    const home = attributes['custom:rutCesionario'];
    if (!home || !isValidRut(home)) continue;
    const rutEmpresa = normalizeRut(home);
    if ((await memberships.listForUser(user.username)).some((row) => row.rutEmpresa === rutEmpresa)) continue;
    const razonSocial = attributes['custom:rznSocCesionario']?.trim() ?? '';
    await memberships.put({ username: user.username, rutEmpresa, razonSocial, flags });
    written.homes += 1;
  }
  return written;
}

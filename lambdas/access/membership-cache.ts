import type { UserCompanyRecord, UserCompanyRepository } from '../store/user-company-repository';

/** How long a user's memberships and flags are reused before the store is read again (issue: at most 60 s). */
export const MEMBERSHIP_CACHE_MS = 60_000;

/** Beyond this many users the cache forgets every entry, so a long-lived container never grows without bound. */
const MAX_USERS = 5_000;

/**
 * The userCompanies rows of each user, read from the store at most once per {@link MEMBERSHIP_CACHE_MS} per process:
 * a flag removed, a company unlinked or an account deleted is seen by every container within that window, whatever
 * the caller's token still says. A failed read is not kept.
 */
export class CachedMemberships implements Pick<UserCompanyRepository, 'listForUser'> {
  private readonly entries = new Map<string, { readAt: number; rows: Promise<UserCompanyRecord[]> }>();

  /** @param now epoch milliseconds (tests give their own clock). */
  constructor(
    private readonly store: Pick<UserCompanyRepository, 'listForUser'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user's rows as the store held them at most {@link MEMBERSHIP_CACHE_MS} ago. @throws the store's error. */
  listForUser(username: string): Promise<UserCompanyRecord[]> {
    const now = this.now();
    const cached = this.entries.get(username);
    if (cached && now - cached.readAt < MEMBERSHIP_CACHE_MS) return cached.rows;
    if (this.entries.size >= MAX_USERS) this.entries.clear();
    const rows = this.store.listForUser(username);
    this.entries.set(username, { readAt: now, rows });
    rows.catch(() => this.entries.delete(username));
    return rows;
  }
}

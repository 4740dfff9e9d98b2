import type { UserCompanyRecord, UserCompanyRepository } from '../store/user-company-repository';

/** How long a user's memberships and flags are reused before the store is read again (issue: at most 60 s). */
export const MEMBERSHIP_CACHE_MS = 60_000;

/** Beyond this many keys the cache forgets every entry, so a long-lived container never grows without bound. */
const MAX_ENTRIES = 5_000;

type MembershipReads = Pick<UserCompanyRepository, 'listForUser' | 'listForCompany'>;

/**
 * The userCompanies rows of each user, and of each company, read from the store at most once per
 * {@link MEMBERSHIP_CACHE_MS} per process: a flag removed, a company unlinked or an account deleted is seen by every
 * container within that window, whatever the caller's token still says; a job run for each of a factoring's clients
 * reads the factoring's rows once. A failed read is not kept.
 */
export class CachedMemberships implements MembershipReads {
  private readonly entries = new Map<string, { readAt: number; rows: Promise<UserCompanyRecord[]> }>();

  /** @param now epoch milliseconds (tests give their own clock). */
  constructor(
    private readonly store: MembershipReads,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user's rows as the store held them at most {@link MEMBERSHIP_CACHE_MS} ago. @throws the store's error. */
  listForUser(username: string): Promise<UserCompanyRecord[]> {
    return this.cached(`usuario#${username}`, () => this.store.listForUser(username));
  }

  /** The company's rows (its users) as the store held them at most {@link MEMBERSHIP_CACHE_MS} ago. */
  listForCompany(rutEmpresa: string): Promise<UserCompanyRecord[]> {
    return this.cached(`empresa#${rutEmpresa}`, () => this.store.listForCompany(rutEmpresa));
  }

  private cached(key: string, read: () => Promise<UserCompanyRecord[]>): Promise<UserCompanyRecord[]> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.readAt < MEMBERSHIP_CACHE_MS) return cached.rows;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const rows = read();
    this.entries.set(key, { readAt: now, rows });
    rows.catch(() => this.entries.delete(key));
    return rows;
  }
}

/**
 * Portal sessions of the local SII, in memory: one per login, named by the value of its TOKEN and CSESSIONID
 * cookies, counted per user against the 10-session limit (ERR 27), ended by logout, and dead after the session life
 * (ERR 29) or when forgotten (ERR 28). SII-PROTOCOLS.md §3; ERR page codes 27-29.
 */
import { randomAlphanumeric } from './random-ids';
import type { StoredUser } from './state-file';

/** One portal session. */
export interface PortalSession {
  /** The TOKEN / CSESSIONID cookie value. */
  id: string;
  /** Who logged in: RUT 'NNNNNNNN-D'. */
  userRut: string;
  /** The company the session acts for: the user itself for a company, the represented one for a person (else null). */
  company: string | null;
  /** Epoch milliseconds of the login. */
  createdAt: number;
}

/** A session looked up by cookie: live, or the ERR code of why not (28 unknown, 29 outlived its life). */
export type SessionLookup = { ok: true; session: PortalSession } | { ok: false; errCode: 28 | 29 };

/** Session limits read at each call (tests change them). */
export interface SessionRules {
  maxSessionsPerUser: number;
  sessionTtlMs: number;
}

/** The sessions of one local SII. */
export class SessionStore {
  private readonly sessions = new Map<string, PortalSession>();

  /** @param rules the current limits; now the clock (epoch milliseconds). */
  constructor(
    private readonly rules: () => SessionRules,
    private readonly now: () => number,
  ) {}

  /**
   * Opens a session for `user`, or returns 'limite' when the user already has `maxSessionsPerUser` live ones. Sessions
   * dead for longer than a session life are forgotten here (a cookie of one then reads as ERR 28).
   */
  open(user: StoredUser): PortalSession | 'limite' {
    const now = this.now();
    const { sessionTtlMs, maxSessionsPerUser } = this.rules();
    for (const [id, session] of this.sessions)
      if (session.createdAt + 2 * sessionTtlMs <= now) this.sessions.delete(id);
    if (this.live(user.rut) >= maxSessionsPerUser) return 'limite';
    const session: PortalSession = {
      id: randomAlphanumeric(20),
      userRut: user.rut,
      company: user.kind === 'empresa' ? user.rut : null,
      createdAt: now,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The session named by a cookie value (undefined: no cookie). */
  find(id: string | undefined): SessionLookup {
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (!session) return { ok: false, errCode: 28 };
    if (!this.isLive(session)) return { ok: false, errCode: 29 };
    return { ok: true, session };
  }

  /** Ends a session (logout); unknown ids are ignored. */
  close(id: string): void {
    this.sessions.delete(id);
  }

  /** Forgets every session. */
  clear(): void {
    this.sessions.clear();
  }

  /** Live sessions of a user RUT ('NNNNNNNN-D'). */
  live(userRut: string): number {
    let count = 0;
    for (const session of this.sessions.values()) if (session.userRut === userRut && this.isLive(session)) count++;
    return count;
  }

  private isLive(session: PortalSession): boolean {
    return this.now() < session.createdAt + this.rules().sessionTtlMs;
  }
}

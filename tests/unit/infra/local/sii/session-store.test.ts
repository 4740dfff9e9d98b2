/**
 * Portal sessions of the local SII: the per-user limit (ERR 27), the session life (ERR 29), unknown and forgotten
 * sessions (ERR 28), logout.
 */
import { describe, expect, it } from 'vitest';
import { SessionStore, type PortalSession } from '@infra/local/sii/session-store';
import type { StoredUser } from '@infra/local/sii/state-file';

const person: StoredUser = {
  rut: '12345678-5',
  nombre: 'P',
  kind: 'persona',
  clave: 'c',
  represents: [],
  failures: 0,
  lockedUntil: null,
};
const company: StoredUser = { ...person, rut: '76676678-1', kind: 'empresa' };

function store() {
  const clock = { now: 0 };
  return {
    clock,
    sessions: new SessionStore(
      () => ({ maxSessionsPerUser: 2, sessionTtlMs: 1_000 }),
      () => clock.now,
    ),
  };
}

describe('SessionStore', () => {
  it("opens sessions up to the user's limit, acting for the company itself or for no one yet (a person)", () => {
    const { sessions } = store();
    const first = sessions.open(person) as PortalSession;
    expect(first.company).toBeNull();
    expect((sessions.open(company) as PortalSession).company).toBe('76676678-1');
    sessions.open(person);
    expect(sessions.open(person)).toBe('limite');
    expect(sessions.live('12345678-5')).toBe(2);
    sessions.close(first.id);
    expect(sessions.open(person)).not.toBe('limite');
  });

  it('finds a live session; 29 after its life, 28 for an unknown id, a closed one or after clear()', () => {
    const { sessions, clock } = store();
    const session = sessions.open(company) as PortalSession;
    expect(sessions.find(session.id)).toEqual({ ok: true, session });
    expect(sessions.find(undefined)).toEqual({ ok: false, errCode: 28 });
    expect(sessions.find('otro')).toEqual({ ok: false, errCode: 28 });
    clock.now = 1_000;
    expect(sessions.find(session.id)).toEqual({ ok: false, errCode: 29 });
    expect(sessions.live('76676678-1')).toBe(0);
    const other = sessions.open(company) as PortalSession;
    sessions.clear();
    expect(sessions.find(other.id)).toEqual({ ok: false, errCode: 28 });
  });

  it('frees the limit once sessions outlive their life, and forgets them after two lives', () => {
    const { sessions, clock } = store();
    const old = sessions.open(person) as PortalSession;
    sessions.open(person);
    clock.now = 1_000;
    expect(sessions.open(person)).not.toBe('limite');
    clock.now = 2_000;
    sessions.open(person);
    expect(sessions.find(old.id)).toEqual({ ok: false, errCode: 28 });
  });
});

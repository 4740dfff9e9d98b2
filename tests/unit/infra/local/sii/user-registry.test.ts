/**
 * The local SII's users: the clave check with its failure count and lock (ERR 20 / 19), clave changes and who may
 * represent whom.
 */
import { describe, expect, it, vi } from 'vitest';
import type { StoredUser } from '@infra/local/sii/state-file';
import { UserRegistry } from '@infra/local/sii/user-registry';

const RULE = { failuresBeforeLock: 3, lockMs: 60_000 };

function registry() {
  const users: StoredUser[] = [
    {
      rut: '12345678-5',
      nombre: 'REPRESENTANTE X',
      kind: 'persona',
      clave: 'buena',
      represents: [{ rut: '76731426-4', razonSocial: 'X' }],
      failures: 0,
      lockedUntil: null,
    },
    {
      rut: '76676678-1',
      nombre: 'CLIENTE',
      kind: 'empresa',
      clave: 'otra',
      represents: [],
      failures: 0,
      lockedUntil: null,
    },
  ];
  const save = vi.fn();
  return { users, save, registry: new UserRegistry(users, save) };
}

describe('UserRegistry.checkClave', () => {
  it('lets the right clave in and finds users by any RUT spelling', () => {
    const { registry: r } = registry();
    expect(r.checkClave('12.345.678-5', 'buena', 0, RULE)).toMatchObject({ ok: true, user: { rut: '12345678-5' } });
    expect(r.find('123456785')?.nombre).toBe('REPRESENTANTE X');
    expect(r.find('no es rut')).toBeUndefined();
  });

  it('counts wrong claves, locks at the Nth in a row, refuses even the right clave while locked, and unlocks after lockMs', () => {
    const { registry: r, users, save } = registry();
    expect(r.checkClave('12345678-5', 'mala', 1_000, RULE)).toEqual({ ok: false, reason: 'clave-incorrecta' });
    expect(r.checkClave('12345678-5', 'mala', 2_000, RULE)).toEqual({ ok: false, reason: 'clave-incorrecta' });
    expect(users[0]!.failures).toBe(2);
    expect(r.checkClave('12345678-5', 'mala', 3_000, RULE)).toEqual({ ok: false, reason: 'clave-bloqueada' });
    expect(users[0]!.lockedUntil).toBe(63_000);
    expect(r.checkClave('12345678-5', 'buena', 62_999, RULE)).toEqual({ ok: false, reason: 'clave-bloqueada' });
    expect(r.checkClave('12345678-5', 'buena', 63_000, RULE).ok).toBe(true);
    expect(users[0]!).toMatchObject({ failures: 0, lockedUntil: null });
    expect(save).toHaveBeenCalled();
  });

  it('clears the count on a good login, so only consecutive failures lock', () => {
    const { registry: r } = registry();
    r.checkClave('12345678-5', 'mala', 0, RULE);
    r.checkClave('12345678-5', 'mala', 0, RULE);
    r.checkClave('12345678-5', 'buena', 0, RULE);
    expect(r.checkClave('12345678-5', 'mala', 0, RULE).ok).toBe(false);
    expect(r.checkClave('12345678-5', 'mala', 0, RULE)).toEqual({ ok: false, reason: 'clave-incorrecta' });
  });

  it('answers clave-incorrecta for an unknown RUT without saving anything', () => {
    const { registry: r, save } = registry();
    expect(r.checkClave('11111111-1', 'x', 0, RULE)).toEqual({ ok: false, reason: 'clave-incorrecta' });
    expect(save).not.toHaveBeenCalled();
  });
});

describe('UserRegistry.setClave and representable', () => {
  it('changes a clave and refuses an unknown RUT', () => {
    const { registry: r, save } = registry();
    r.setClave('76676678-1', 'nueva');
    expect(r.checkClave('76676678-1', 'otra', 0, RULE).ok).toBe(false);
    expect(r.checkClave('76676678-1', 'nueva', 0, RULE).ok).toBe(true);
    expect(save).toHaveBeenCalled();
    expect(() => r.setClave('11111111-1', 'x')).toThrow(/no tiene un usuario/);
  });

  it('lets a person represent only the companies it was given', () => {
    const { registry: r } = registry();
    expect(r.representable('12345678-5', '76.731.426-4')).toEqual({ rut: '76731426-4', razonSocial: 'X' });
    expect(r.representable('12345678-5', '76676678-1')).toBeUndefined();
    expect(r.representable('76676678-1', '76731426-4')).toBeUndefined();
  });
});

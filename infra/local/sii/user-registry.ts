/**
 * The local SII's users and their claves: the login check with its failure count and lock (ERR page codes 20, 19:
 * "bloqueada por ingresos erróneos sucesivos ... esperar 1 hora"), clave changes and who may represent whom. Every
 * change is saved at once through `save` (the state file).
 */
import { readRut } from '@domain/sii-values';
import type { RepresentedCompany, StoredUser } from './state-file';

/** The outcome of a RUT + clave login attempt. */
export type ClaveCheck = { ok: true; user: StoredUser } | { ok: false; reason: 'clave-incorrecta' | 'clave-bloqueada' };

/** The lock rule: how many consecutive failures lock, and for how long (milliseconds). */
export interface LockRule {
  failuresBeforeLock: number;
  lockMs: number;
}

/** The users of one local SII, over the state's user list. */
export class UserRegistry {
  private readonly byRut = new Map<string, StoredUser>();

  /** @param users the state's users (changed in place); save persists the state after each change. */
  constructor(
    users: StoredUser[],
    private readonly save: () => void,
  ) {
    for (const user of users) this.byRut.set(user.rut, user);
  }

  /** The user of a RUT (any spelling domain/rut.ts normalises; a wrong check digit finds no one), or undefined. */
  find(rut: string): StoredUser | undefined {
    const normal = readRut(rut);
    return normal === null ? undefined : this.byRut.get(normal);
  }

  /**
   * Checks a login. A locked clave refuses even the right clave until `lockedUntil`; a wrong clave counts one failure
   * and the `failuresBeforeLock`-th in a row locks the clave for `lockMs` (that attempt already answers
   * 'clave-bloqueada'); a good login clears the count. An unknown RUT is 'clave-incorrecta' and counts nothing.
   * @param nowMs epoch milliseconds.
   */
  checkClave(rut: string, clave: string, nowMs: number, rule: LockRule): ClaveCheck {
    const user = this.find(rut);
    if (!user) return { ok: false, reason: 'clave-incorrecta' };
    if (user.lockedUntil !== null && nowMs < user.lockedUntil) return { ok: false, reason: 'clave-bloqueada' };
    if (user.lockedUntil !== null) user.lockedUntil = null;
    if (clave === user.clave) {
      user.failures = 0;
      this.save();
      return { ok: true, user };
    }
    user.failures += 1;
    const locks = user.failures >= rule.failuresBeforeLock;
    if (locks) {
      user.failures = 0;
      user.lockedUntil = nowMs + rule.lockMs;
    }
    this.save();
    return { ok: false, reason: locks ? 'clave-bloqueada' : 'clave-incorrecta' };
  }

  /**
   * Changes a user's clave (its lock, if any, stays).
   * @throws Error when the RUT has no user.
   */
  setClave(rut: string, clave: string): void {
    const user = this.find(rut);
    if (!user) throw new Error(`El SII local no tiene un usuario con RUT ${rut}`);
    user.clave = clave;
    this.save();
  }

  /** The company `userRut` may represent with RUT `companyRut` (any spelling), or undefined. */
  representable(userRut: string, companyRut: string): RepresentedCompany | undefined {
    const company = readRut(companyRut);
    return this.find(userRut)?.represents.find((c) => c.rut === company);
  }
}

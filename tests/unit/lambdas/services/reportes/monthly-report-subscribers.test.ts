import { describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import { systemScope } from '@lambdas/access/system-scope';
import type { RegisteredUser } from '@lambdas/access/user-directory';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { BadRequestError } from '@lambdas/platform/errors';
import {
  monthlyReportSubscribers,
  setMonthlyReportSubscribers,
} from '@lambdas/services/reportes/monthly-report-subscribers';

const A = systemScope('76389992-6');
const B = systemScope('77360390-1');
const member = (username: string): RegisteredUser => ({
  username,
  email: `${username}@demo.cl`,
  nombre: username,
  flags: readFlags({}),
});

function world() {
  const users: Record<string, RegisteredUser[]> = {
    [A.rutFactoring]: [member('beto'), member('ana')],
    [B.rutFactoring]: [member('carla')],
  };
  const stored = new Map<string, string[]>([[B.rutFactoring, ['carla']]]);
  const directoryReads = { count: 0 };
  return {
    stored,
    directoryReads,
    deps: {
      users: {
        listForFactoring: async ({ rutFactoring }: FactoringScope) => {
          directoryReads.count += 1;
          return users[rutFactoring] ?? [];
        },
      },
      monthlyReports: {
        subscribers: async ({ rutFactoring }: FactoringScope) => stored.get(rutFactoring) ?? [],
        setSubscribers: async ({ rutFactoring }: FactoringScope, usernames: readonly string[]) =>
          void stored.set(rutFactoring, [...usernames]),
      },
    },
  };
}

describe('monthly report subscribers', () => {
  it("lists the factoring's users by e-mail with whether each is subscribed", async () => {
    const { deps } = world();
    await setMonthlyReportSubscribers(deps, A, ['beto']);
    expect(await monthlyReportSubscribers(deps, A)).toEqual([
      { username: 'ana', email: 'ana@demo.cl', nombre: 'ana', suscrito: false },
      { username: 'beto', email: 'beto@demo.cl', nombre: 'beto', suscrito: true },
    ]);
  });

  it('answers a save with the list as it now stands, reading the directory once', async () => {
    const { deps, directoryReads } = world();
    expect(await setMonthlyReportSubscribers(deps, A, ['ana', 'ana'])).toEqual([
      { username: 'ana', email: 'ana@demo.cl', nombre: 'ana', suscrito: true },
      { username: 'beto', email: 'beto@demo.cl', nombre: 'beto', suscrito: false },
    ]);
    expect(directoryReads.count).toBe(1);
  });

  it("refuses another factoring's user and leaves every list as it was", async () => {
    const { deps, stored } = world();
    await expect(setMonthlyReportSubscribers(deps, A, ['ana', 'carla'])).rejects.toThrow(
      new BadRequestError('El usuario carla no pertenece al factoring'),
    );
    expect(stored.get(A.rutFactoring)).toBeUndefined();
    expect(stored.get(B.rutFactoring)).toEqual(['carla']);
  });

  it("replaces only the scope's factoring's subscribers", async () => {
    const { deps, stored } = world();
    await setMonthlyReportSubscribers(deps, A, ['ana', 'ana']);
    expect(stored.get(A.rutFactoring)).toEqual(['ana']);
    expect(stored.get(B.rutFactoring)).toEqual(['carla']);
  });
});

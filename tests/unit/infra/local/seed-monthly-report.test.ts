import { describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import { seedDemoMonthlyReport } from '@infra/local/seed-monthly-report';
import type { DemoUser } from '@infra/local/seed-tenants';

const A = { rut: '76389992-6', razonSocial: 'A' };
const B = { rut: '77360390-1', razonSocial: 'B' };
const demo = (email: string, factorings: (typeof A)[]): DemoUser => ({
  email,
  password: 'x',
  factorings,
  kind: 'factoring',
});
const USERS = [demo('admin@demo.cl', [A, B]), demo('b@demo.cl', [B]), demo('a@demo.cl', [A])];

function stores(saved: string[] = []) {
  const state = { saved };
  return {
    state,
    stores: {
      directory: {
        listForFactoring: async () =>
          ['admin@demo.cl', 'a@demo.cl'].map((email) => ({
            username: `user-${email}`,
            email,
            nombre: '',
            flags: readFlags({}),
          })),
      },
      reports: {
        subscribers: async () => state.saved,
        setSubscribers: async (_scope: unknown, usernames: readonly string[]) => void (state.saved = [...usernames]),
      },
    },
  };
}

describe('seedDemoMonthlyReport', () => {
  it("subscribes the factoring's own analyst by username", async () => {
    const { state, stores: seedStores } = stores();
    await expect(seedDemoMonthlyReport(A.rut, USERS, seedStores)).resolves.toBe('a@demo.cl');
    expect(state.saved).toEqual(['user-a@demo.cl']);
  });

  it('keeps subscribers already saved', async () => {
    const { state, stores: seedStores } = stores(['user-admin@demo.cl']);
    await expect(seedDemoMonthlyReport(A.rut, USERS, seedStores)).resolves.toBeNull();
    expect(state.saved).toEqual(['user-admin@demo.cl']);
  });
});

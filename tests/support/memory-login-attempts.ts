import type { LoginLimitDeps } from '@lambdas/services/credentials/limited-login-check';

/**
 * The login limits' shared counters as an in-memory map for unit tests (their DynamoDB behaviour is covered by
 * tests/integration/store/attempt-counter-repository.test.ts): counts per name, marks with their expiry.
 */
export function memoryLoginAttempts(): LoginLimitDeps['loginAttempts'] & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  const marks = new Map<string, number>();
  return {
    counts,
    take: async (name, limit) => {
      const count = counts.get(name) ?? 0;
      if (count >= limit) return false;
      counts.set(name, count + 1);
      return true;
    },
    mark: async (name, expiresAt) => void marks.set(name, expiresAt),
    isMarked: async (name, nowSeconds) => (marks.get(name) ?? 0) > nowSeconds,
  };
}

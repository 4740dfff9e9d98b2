import type { OnceStore } from '@lambdas/services/idempotency/run-once';

/**
 * The once-only records of lambdas/services/idempotency/run-once.ts as an in-memory map for unit tests (their
 * DynamoDB behaviour is covered by tests/integration/notificaciones/notificaciones-api.test.ts): claims, answers and
 * releases.
 */
export function memoryIdempotency(): OnceStore {
  const records = new Map<string, { answer?: unknown }>();
  return {
    claim: async (name) => {
      const record = records.get(name);
      if (!record) {
        records.set(name, {});
        return { kind: 'new' };
      }
      return 'answer' in record ? { kind: 'done', answer: record.answer } : { kind: 'running' };
    },
    complete: async (name, answer) => void records.set(name, { answer: JSON.parse(JSON.stringify(answer)) }),
    release: async (name) => void records.delete(name),
  };
}

import type { RestDeps } from '@lambdas/rest/types';

/**
 * The once-only records of lambdas/rest/idempotent.ts as an in-memory map for unit tests (their DynamoDB behaviour is
 * covered by tests/integration/notificaciones/notificaciones-api.test.ts): claims, answers and releases.
 */
export function memoryIdempotency(): RestDeps['idempotency'] {
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

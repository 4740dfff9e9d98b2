/** Names each request for the server's once-only rule (an idempotency key), the same name for each of its retries. */
export interface RetryKeys {
  /**
   * The key of `request` (any JSON value): the previous one while the same request is tried again after a failure
   * (its answer may have been lost after the server acted), a new one for a different request or after a success.
   */
  keyFor(request: unknown): string;
  /** Marks the last request answered, so trying it again is a new request. */
  succeeded(): void;
}

/** {@link RetryKeys} over crypto.randomUUID (keys are random version-4 UUIDs). */
export function createRetryKeys(): RetryKeys {
  let last: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (last?.request !== text) last = { request: text, key: crypto.randomUUID() };
      return last.key;
    },
    succeeded() {
      last = null;
    },
  };
}

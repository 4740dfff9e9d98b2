/**
 * The wait before the next attempt of a delivery (core-platform §2 'Su URL debe retornar un 200, sino se reintentará 2
 * veces y se dejará de enviar'; §9): attempt 1 is the first delivery, each failed attempt n is retried after
 * `delaysSeconds[n - 1]`, so two delays give two retries and then the delivery stops.
 * @param failedAttempt the attempt that just failed (1-based).
 * @param delaysSeconds config.webhooks.retryDelaysSeconds, e.g. [60, 300].
 * @returns seconds to wait, or null when no retry is left.
 */
export function retryDelaySeconds(failedAttempt: number, delaysSeconds: readonly number[]): number | null {
  return delaysSeconds[failedAttempt - 1] ?? null;
}

/** A receiver's answer that counts as delivered: any 2xx ('debe retornar un 200'; 201 or 204 are accepted too). */
export function isDelivered(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

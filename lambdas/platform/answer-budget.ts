import { MAX_ANSWER_LIST_BYTES } from './request-limits';

/**
 * How many leading `items` fit in an answer list of `maxBytes` of JSON (items plus their separating commas): at least
 * one whenever there is any, so a page always advances. Takes any JSON-serialisable items; returns a count between
 * 0 and items.length. Source: lambdas/platform/request-limits.ts MAX_ANSWER_LIST_BYTES (Lambda's 6 MiB response).
 */
export function countWithinBytes(items: readonly unknown[], maxBytes = MAX_ANSWER_LIST_BYTES): number {
  let total = 2;
  for (let i = 0; i < items.length; i += 1) {
    total += Buffer.byteLength(JSON.stringify(items[i]), 'utf8') + (i > 0 ? 1 : 0);
    if (total > maxBytes) return Math.max(1, i);
  }
  return items.length;
}

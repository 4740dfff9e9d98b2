import type { FactoringScope } from './factoring-scope';

/**
 * Brands a normalised RUT as a verified factoring. Only lambdas/access (and local mode and tests) may import this
 * module (eslint.config.ts): whoever calls it vouches that the factoring was checked or is acted for by the system.
 */
export function brandFactoringScope<T extends { rutFactoring: string }>(fields: T): T & FactoringScope {
  return fields as T & FactoringScope;
}

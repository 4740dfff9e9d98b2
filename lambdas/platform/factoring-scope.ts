/** Brand that only lambdas/platform/factoring-scope-brand.ts writes, so a FactoringScope cannot be spelled by hand. */
declare const factoringVerified: unique symbol;

/**
 * The verified factoring a repository may serve. Repositories that hold one factoring's data take it instead of a
 * bare RUT, so they cannot be called with a factoring nobody checked. Only access/ creates one (a TenantScope for a
 * request, a systemScope for a job), through factoring-scope-brand.ts, whose import ESLint confines to access/.
 */
export type FactoringScope = {
  /** The factoring's normalised RUT ('NNNNNNNN-D'). */
  readonly rutFactoring: string;
} & { readonly [factoringVerified]: true };

import type { FactoringScope } from '../platform/factoring-scope';
import { brandFactoringScope } from '../platform/factoring-scope-brand';

/**
 * The scope of a job that acts for a factoring with no signed-in user (refresh, client sync, envíos): the job's
 * entry handler vouches for `rutFactoring`, read from its own stored configuration or queued message, not from a
 * request. The consulta-previa function uses it too, for the factoring its only callers (the API functions, by IAM)
 * resolved. User requests never use it: they resolve a TenantScope (tenant-scope.ts).
 * @param rutFactoring the factoring's normalised RUT ('NNNNNNNN-D').
 */
export function systemScope(rutFactoring: string): FactoringScope {
  return brandFactoringScope({ rutFactoring });
}

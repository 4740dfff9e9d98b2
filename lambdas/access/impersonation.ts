import { AppError, ForbiddenError } from '../platform/errors';
import { identityFromAttributes, resolveIdentity, type Identity, type IdentityDeps } from './identity';

export { IMPERSONATION_HEADER } from './impersonation-header';

/** The userType of the users who may see as another (custom:userType). */
export const ADMIN_USER_TYPE = 'admin';

export const NOT_ADMIN_MESSAGE = 'Solo un administrador puede ver como otro usuario';
export const UNKNOWN_TARGET_MESSAGE = 'El usuario a ver no existe o está deshabilitado';
export const FOREIGN_TARGET_MESSAGE = 'El usuario no pertenece a un factoring que usted administra';
export const ADMIN_TARGET_MESSAGE = 'No se puede ver como otro administrador';

/**
 * The identity an administrator acts with while seeing as another user (core-platform §1 "impersonation mode"): the
 * target's profile and flags, read from the user pool, with its companies narrowed to those the administrator also acts
 * for, so seeing as someone never opens a factoring the administrator lacks. Refused (ForbiddenError): a caller whose
 * userType is not 'admin'; an unknown or disabled target; another administrator; a target sharing no factoring with the
 * administrator. Seeing as oneself gives one's own identity.
 * @param admin the caller, from its verified token; targetUsername the header's value (trimmed here).
 * @throws ForbiddenError as above; AppError 'Internal' when the deployment has no user pool reader or audit trail.
 */
export async function impersonate(admin: Identity, targetUsername: string, deps: IdentityDeps): Promise<Identity> {
  const target = targetUsername.trim();
  if (admin.userType !== ADMIN_USER_TYPE) throw new ForbiddenError(NOT_ADMIN_MESSAGE);
  if (target === admin.username) return admin;
  if (!deps.userLookup || !deps.impersonationAudit) throw new AppError('Ver como no está configurado', 'Internal');
  const attributes = await deps.userLookup.attributesOf(target);
  if (!attributes) throw new ForbiddenError(UNKNOWN_TARGET_MESSAGE);
  const seen = await identityFromAttributes(attributes, deps);
  if (seen.userType === ADMIN_USER_TYPE) throw new ForbiddenError(ADMIN_TARGET_MESSAGE);
  const administered = new Set(admin.companies.map((company) => company.rut));
  const companies = seen.companies.filter((company) => administered.has(company.rut));
  if (companies.length === 0) throw new ForbiddenError(FOREIGN_TARGET_MESSAGE);
  return {
    ...seen,
    companies,
    impersonatedBy: { username: admin.username, email: admin.email },
    ...(admin.session ? { session: admin.session } : {}),
  };
}

/**
 * Records, with both identities, one action of an administrator seeing as another user (the `impersonationAudit`
 * table). Does nothing for a user acting as themself.
 * @param action '{Query|Mutation}.{field}' or '{METHOD} {path template}'; rutFactoring the factoring it named, if any;
 *   outcome 'ok' or the error code it ended with.
 * @throws AppError 'Internal' when no audit trail is configured; the store's error (the caller reports the failure).
 */
export async function recordImpersonatedAction(
  identity: Identity,
  entry: { action: string; rutFactoring: string | null; outcome: string; at: Date },
  deps: Pick<IdentityDeps, 'impersonationAudit'>,
): Promise<void> {
  if (!identity.impersonatedBy) return;
  if (!deps.impersonationAudit) throw new AppError('Ver como no está configurado', 'Internal');
  await deps.impersonationAudit.record({
    adminUsername: identity.impersonatedBy.username,
    adminEmail: identity.impersonatedBy.email,
    targetUsername: identity.username,
    targetEmail: identity.email,
    action: entry.action,
    rutFactoring: entry.rutFactoring,
    outcome: entry.outcome,
    at: entry.at.toISOString(),
  });
}

/** The factoring an operation names: its `rutFactoring`, `factoring`, `empresa` or `rutCesionario` argument. */
export function namedFactoring(...sources: unknown[]): string | null {
  for (const source of sources) {
    if (typeof source !== 'object' || source === null) continue;
    const fields = source as Record<string, unknown>;
    for (const key of ['rutFactoring', 'factoring', 'empresa', 'rutCesionario']) {
      const value = fields[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return null;
}

/**
 * The caller of an API operation: the verified token's user ({@link resolveIdentity}), or, when the request carries
 * the {@link IMPERSONATION_HEADER}, the user an administrator sees as ({@link impersonate}).
 * @param verComo the header's value; absent or blank for a normal request.
 * @throws UnauthorizedError for a missing or bad token; the errors of {@link impersonate}.
 */
export async function resolveCaller(
  token: string | undefined,
  verComo: string | undefined,
  deps: IdentityDeps,
): Promise<Identity> {
  const identity = await resolveIdentity(token, deps);
  return verComo?.trim() ? impersonate(identity, verComo, deps) : identity;
}

/**
 * Runs an operation and, when an administrator runs it seeing as someone, records it with both identities
 * ({@link recordImpersonatedAction}) whether it succeeded or failed: reads and downloads as well as changes, so the
 * account's history shows everything seen through 'Ver como'. One record per request, whatever it answers; a request
 * of a user acting as themself records nothing and costs nothing more.
 * @returns what the operation returns; rethrows what it throws (after recording).
 * @throws the store's error when the record cannot be written: nothing seen through 'Ver como' goes out unrecorded.
 */
export async function auditedRun<T>(
  identity: Identity,
  entry: { action: string; rutFactoring: string | null; now: () => Date },
  run: () => Promise<T>,
  deps: Pick<IdentityDeps, 'impersonationAudit'>,
): Promise<T> {
  if (!identity.impersonatedBy) return run();
  const record = (outcome: string) =>
    recordImpersonatedAction(
      identity,
      { action: entry.action, rutFactoring: entry.rutFactoring, outcome, at: entry.now() },
      deps,
    );
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await record(error instanceof AppError ? error.code : 'Internal');
    throw error;
  }
  await record('ok');
  return result;
}

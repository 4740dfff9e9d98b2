import type { SiiRole } from './sii-role';

/**
 * Permission flags, held per user and factoring, and the route a user lands on after login.
 * Source: core-platform.md §3 "User account and permissions", §2 "Routes" (post-login rule), §6; the server reads
 * them from the userCompanies rows, while the pool also keeps them as custom attributes stored as '1'/'0' (the id
 * token the web app draws its menu from).
 */

/** The permission flags of core-platform §3 in the spec's order, then 'reportes' (the user's gate of §6 'Reportes'). */
export const PERMISSION_FLAGS = [
  'notificaAceptacion',
  'notificaAnulacion',
  'notificaCesion',
  'notificaRechazo',
  'carteraEjecutivos',
  'radarClientes',
  'radarVentas',
  'radarJudicial',
  'registrarCliente',
  'cesionMasiva',
  'consultaPrevia',
  'cuentas',
  'devolverCesion',
  'cesionesCedidas',
  'cederPorGrilla',
  'notificaciones',
  'herramientas',
  'cesionesAdquiridas',
  'cesionesAdeudadas',
  'cliente',
  'deudor',
  'firmaDigital',
  'reportes',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export type PermissionFlags = Record<PermissionFlag, boolean>;

/** Flags that count as granted when the attribute is missing (core-platform §2). */
const DEFAULT_GRANTED: ReadonlySet<PermissionFlag> = new Set(['cesionesAdquiridas', 'cesionesCedidas']);

/**
 * The flags added after accounts existed, and the value each takes on an account's row written before it (the
 * deploy-time backfill, lambdas/services/accounts/backfill-later-flags.ts): 'reportes' goes to whoever sees the
 * acquired list, whose figures the reports sum (core-platform §6), so its analysts see them without an administrator
 * granting each one.
 */
export const LATER_FLAGS: Readonly<Partial<Record<PermissionFlag, (flags: PermissionFlags) => boolean>>> = {
  reportes: (flags) => flags.cesionesAdquiridas,
};

/**
 * The flags with each of `undecided` (flags of {@link LATER_FLAGS} the account never had a value for) set by its rule;
 * the others as they are.
 */
export function decideLaterFlags(flags: PermissionFlags, undecided: readonly PermissionFlag[]): PermissionFlags {
  const decided = { ...flags };
  for (const flag of undecided) {
    const rule = LATER_FLAGS[flag];
    if (rule) decided[flag] = rule(flags);
  }
  return decided;
}

/** Routes a user can land on after login (core-platform §2). */
export type PostLoginRoute = '/adeudadas' | '/cesion-adquiridas' | '/consultaPrevia';

/**
 * Reads the flags from user attributes, either Cognito-style ('custom:cuentas') or bare ('cuentas').
 * '1' grants, any other value denies; a missing attribute denies, except cesionesAdquiridas and
 * cesionesCedidas, which default to granted (core-platform §2).
 */
export function readFlags(attributes: Record<string, string | undefined>): PermissionFlags {
  const flags = {} as PermissionFlags;
  for (const flag of PERMISSION_FLAGS) {
    const value = attributes[`custom:${flag}`] ?? attributes[flag];
    flags[flag] = value === undefined ? DEFAULT_GRANTED.has(flag) : value.trim() === '1';
  }
  return flags;
}

/**
 * Where a user goes after login: '/adeudadas' when cesionesAdeudadas is granted, else '/cesion-adquiridas'
 * when acquired or assigned access is granted, else '/consultaPrevia'. Source: core-platform.md §2.
 */
export function postLoginRoute(
  flags: Pick<PermissionFlags, 'cesionesAdeudadas' | 'cesionesAdquiridas' | 'cesionesCedidas'>,
): PostLoginRoute {
  if (flags.cesionesAdeudadas) return '/adeudadas';
  if (flags.cesionesAdquiridas || flags.cesionesCedidas) return '/cesion-adquiridas';
  return '/consultaPrevia';
}

/**
 * The permission flag of each cession list, by the factoring's SII role (core-platform §6: Adquiridas, Cedidas,
 * Adeudadas).
 */
export const ROLE_FLAG: Readonly<Record<SiiRole, PermissionFlag>> = {
  cesionario: 'cesionesAdquiridas',
  cedente: 'cesionesCedidas',
  deudor: 'cesionesAdeudadas',
};

/**
 * The SII roles whose documents a user may see: those whose list flag ({@link ROLE_FLAG}) is granted. A download or
 * certificate of a document is served only through a role the user sees, so no file reaches a user whose menu hides
 * its list (core-platform §6).
 * @returns the roles in cesionario, cedente, deudor order; empty when no list flag is granted.
 */
export function rolesGranted(flags: PermissionFlags): SiiRole[] {
  return (['cesionario', 'cedente', 'deudor'] as const).filter((role) => flags[ROLE_FLAG[role]]);
}

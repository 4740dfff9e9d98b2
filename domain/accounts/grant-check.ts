import { PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from '../permissions';

/**
 * The flags a change would grant that the granter does not hold (nobody can grant a flag they do not
 * hold). A flag the account already had stays as it is without counting as a grant, so an administrator may edit
 * other flags of an account that holds more than they do.
 * @param granter the flags of the user making the change.
 * @param requested the account's flags after the change.
 * @param current the account's flags before the change (none for a new account).
 * @returns the offending flags in PERMISSION_FLAGS order; empty when the change is allowed.
 */
export function ungrantableFlags(
  granter: PermissionFlags,
  requested: PermissionFlags,
  current?: PermissionFlags,
): PermissionFlag[] {
  return PERMISSION_FLAGS.filter((flag) => requested[flag] && !granter[flag] && !current?.[flag]);
}

/**
 * The flags a change would take away that the granter does not hold: revoking what one cannot grant is refused too,
 * so an account's permissions beyond the granter's stay out of the granter's reach.
 * @returns the offending flags in PERMISSION_FLAGS order; empty when allowed.
 */
export function unrevocableFlags(
  granter: PermissionFlags,
  requested: PermissionFlags,
  current: PermissionFlags,
): PermissionFlag[] {
  return PERMISSION_FLAGS.filter((flag) => current[flag] && !requested[flag] && !granter[flag]);
}

/** Message of a refused grant, naming the flags. */
export function grantRefusedMessage(flags: readonly PermissionFlag[]): string {
  return `No puede otorgar ni quitar permisos que no tiene: ${flags.join(', ')}`;
}

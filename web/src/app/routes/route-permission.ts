import type { PermissionFlags } from '@domain/permissions';
import { MENU } from '../shell/menu';

/**
 * Whether the user may open a route: the same rule that shows its sidebar item (core-platform §6);
 * routes without a menu item are open to every signed-in user.
 * @param path the route path, e.g. '/deudor-aceptados'.
 */
export function routeAllowed(path: string, flags: PermissionFlags): boolean {
  const item = MENU.flatMap((group) => group.items).find((candidate) => candidate.path === path);
  return item ? item.visible(flags) : true;
}

/** The client RUT of the route /dashboard-clientes/{rut} (client-detail.md §2). */
import { isValidRut, normalizeRut } from '@domain/rut';

/**
 * The route parameter as a canonical RUT 'NNNNNNNN-D' (dots stripped, upper-case K), or null when it is missing
 * or not a valid RUT (check digit included): the page then shows 'Cliente no encontrado'.
 */
export function routeRut(param: string | undefined): string | null {
  if (!param) return null;
  try {
    const rut = normalizeRut(param);
    return isValidRut(rut) ? rut : null;
  } catch {
    return null;
  }
}

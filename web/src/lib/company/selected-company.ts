import type { Empresa } from '@domain/wire/schema-types';

/**
 * Picks the factoring the screens act for.
 * @param empresas the user's factorings (empresasUsuario), possibly empty while loading.
 * @param storedRut the rut chosen earlier in the header selector, if any.
 * @param ownRut the user's custom:rutCesionario, if any.
 * @returns the stored choice when still allowed, else the user's own factoring, else the first one;
 *   null when the list is empty.
 */
export function pickSelectedCompany(
  empresas: Empresa[],
  storedRut: string | null,
  ownRut: string | null,
): Empresa | null {
  return empresas.find((e) => e.rut === storedRut) ?? empresas.find((e) => e.rut === ownRut) ?? empresas[0] ?? null;
}

import type { Resolver } from '../types';

/**
 * Users area. `empresasUsuario`: the factorings the signed-in user may act for (the header's company
 * selector; core-platform §2 "Shell", §3 "Empresa"), i.e. custom:rutCesionario plus the userCompanies
 * rows, as `[{rut, razonSocial}]`.
 */
export const userResolvers: Record<string, Resolver> = {
  'Query.empresasUsuario': async ({ identity }) => identity.companies,
};

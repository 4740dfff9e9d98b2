import type { RestRoute } from '../../types';

/**
 * GET /v1/jwt/empresas: the companies the signed-in user may act for (core-platform §7 REST,
 * "list of companies"; §3 "Empresa"): `{ empresas: [{rut, razonSocial}] }`, custom:rutCesionario first.
 */
export const empresasRoute: RestRoute = {
  method: 'GET',
  path: '/v1/jwt/empresas',
  handle: async ({ identity }) => ({
    body: { empresas: identity.companies.map(({ rut, razonSocial }) => ({ rut, razonSocial })) },
  }),
};

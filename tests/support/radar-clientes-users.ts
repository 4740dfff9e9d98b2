import { userToken, type LocalIdentity } from './local-identity';

/**
 * Signs in the two users of the client-folder tests, both allowed Radar Clientes (password 'clave123'): Ana of
 * factoring `rutA` and Beto of factoring `rutB`. @returns their id tokens.
 */
export async function radarClientesTokens(
  local: Pick<LocalIdentity, 'addUser'>,
  rutA: string,
  rutB: string,
): Promise<{ ana: string; beto: string }> {
  return {
    ana: await userToken(local, 'ana@factoring-a.cl', 'clave123', { rutCesionario: rutA, radarClientes: '1' }),
    beto: await userToken(local, 'beto@factoring-b.cl', 'clave123', { rutCesionario: rutB, radarClientes: '1' }),
  };
}

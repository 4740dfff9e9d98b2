/**
 * The credentials local mode stores for its tenants at first start (infra/local/demo-credential-store.ts seals them
 * like any upload): what the local SII issued, as the people who own them would have entered them. So the client list
 * shows every login state (client-radar.md §3), the first factoring holds two clients apart: its first client (by
 * RUT) it never enrolled ('Inactivo'), and its second it enrolled with a clave that client has since changed at the
 * SII (the first sync records 'Error Password').
 */
import type { DemoCredentials } from '@infra/local/demo-credential-store';
import type { LocalSiiCredentials } from './sii/types';

/** Over how many months, up to the first start, each tenant enrolled its clients (the monthly usage's history). */
const ENROLMENT_MONTHS = 4;

/** The clave the second client of the first factoring gave before changing it at the SII. */
export function outdatedClave(clave: string): string {
  return `${clave}-anterior`;
}

/**
 * One entry per tenant company the local SII issued credentials for: its certificate, its authorized user's clave,
 * and the claves of the clients it enrols (`clientesOf`, the sellers it bought from first hand), entered in turn over
 * the last ENROLMENT_MONTHS months (the first client by RUT the longest ago).
 * @param issued the local SII's credentials (infra/local/sii/types.ts).
 * @param clientesOf client RUTs per tenant RUT ('NNNNNNNN-D'); absent means none.
 */
export function demoCredentials(
  issued: LocalSiiCredentials,
  clientesOf: ReadonlyMap<string, readonly string[]>,
): DemoCredentials[] {
  const claveOf = new Map(issued.clients.map((client) => [client.rutEmpresa, client.clave]));
  return issued.factorings.map((factoring, index) => {
    const clientes = [...(clientesOf.get(factoring.rutEmpresa) ?? [])].sort().flatMap((rutCliente, position) => {
      const clave = claveOf.get(rutCliente);
      if (clave === undefined) return [];
      if (index === 0 && position === 0) return [];
      const mesesAntes = ENROLMENT_MONTHS - 1 - (position % ENROLMENT_MONTHS);
      return [{ rutCliente, clave: index === 0 && position === 1 ? outdatedClave(clave) : clave, mesesAntes }];
    });
    return {
      rutFactoring: factoring.rutEmpresa,
      certificado: {
        pfx: factoring.certificado.pfx,
        password: factoring.certificado.password,
        rutFirmante: factoring.certificado.rutTitular,
        nombre: factoring.certificado.nombre,
      },
      registro: { rutUsuario: factoring.autorizado.rut, clave: factoring.autorizado.clave },
      clientes,
    };
  });
}

/**
 * The tenants holding a clave of each client in `credentials`, by client RUT: whose copy of a client's files local
 * mode seeds (infra/local/seed-company-files.ts).
 */
export function claveHoldersOf(credentials: readonly DemoCredentials[]): Map<string, string[]> {
  const holders = new Map<string, string[]>();
  for (const { rutFactoring, clientes = [] } of credentials)
    for (const { rutCliente } of clientes) holders.set(rutCliente, [...(holders.get(rutCliente) ?? []), rutFactoring]);
  return holders;
}

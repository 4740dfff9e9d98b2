import type { NominaRow } from '@domain/nomina/nomina-row';
import type { NominaResultado } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';

const CREATE_NOMINA = /* GraphQL */ `
  mutation CreateNomina($Nominas: NominasInput!) {
    createNomina(Nominas: $Nominas) {
      success
      body
      filas
    }
  }
`;

/**
 * Sends a factoring's payroll: createNomina({Nominas: {data, empresa}}) of core-platform §7.
 * @param empresa the factoring's RUT ('NNNNNNNN-D').
 * @param data the rows kept by domain/nomina/parse-nomina-sheet.ts.
 * @throws ApiError with the server's message (e.g. feature off, foreign factoring) or a transport failure.
 */
export async function createNomina(empresa: string, data: readonly NominaRow[]): Promise<NominaResultado> {
  const answer = await runGraphql<{ createNomina: NominaResultado }>(CREATE_NOMINA, { Nominas: { empresa, data } });
  return answer.createNomina;
}

import type { AccionReclamo, RechazoDteResultado } from '@domain/reclamo/reclamo-dte';
import type { DteInput } from '@domain/wire/schema-types';

export type { RechazoDteResultado };
import { runGraphql } from '@web/lib/graphql';

const RECHAZAR_DTE = /* GraphQL */ `
  mutation RechazarDte($rutFactoring: String!, $dtes: [DteInput!]!, $accion: String!) {
    rechazarDte(rutFactoring: $rutFactoring, dtes: $dtes, accion: $accion) {
      rutEmisor
      folio
      tipo
      codResp
      descResp
      ok
    }
  }
`;

/**
 * Claims documents at the SII for the debtor company (owed screen 'Rechazar Dte').
 * @param rutEmpresa the debtor company the user acts for ('NNNNNNNN-D').
 * @returns one result per document, in order.
 * @throws ApiError with the server's message (no cesionesAdeudadas flag, no document, ...) or a transport failure.
 */
export async function rechazarDte(
  rutEmpresa: string,
  dtes: readonly DteInput[],
  accion: AccionReclamo,
): Promise<RechazoDteResultado[]> {
  const answer = await runGraphql<{ rechazarDte: RechazoDteResultado[] }>(RECHAZAR_DTE, {
    rutFactoring: rutEmpresa,
    dtes,
    accion,
  });
  return answer.rechazarDte;
}

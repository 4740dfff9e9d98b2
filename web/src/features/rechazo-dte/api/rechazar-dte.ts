import type { AccionReclamo } from '../../../../../domain/reclamo/reclamo-dte';
import { runGraphql } from '../../../lib/graphql';
import type { DteInput } from '../../downloads/api/dte-input';

/** One document's answer (schema.graphql RechazoDteResultado). */
export interface RechazoDteResultado {
  rutEmisor: string;
  folio: number;
  tipo: number;
  /** The SII's codResp; null when no answer came. */
  codResp: number | null;
  /** The SII's descResp (or the platform's reason when it was not sent or no answer came). */
  descResp: string;
  /** True when the document stands claimed. */
  ok: boolean;
}

const RECHAZAR_DTE = /* GraphQL */ `
  mutation RechazarDte($rutFactoring: String!, $dtes: [DteInput!]!, $accion: String!) {
    rechazarDte(rutFactoring: $rutFactoring, dtes: $dtes, accion: $accion) { rutEmisor folio tipo codResp descResp ok }
  }
`;

/**
 * Claims documents at the SII for the debtor company (owed screen 'Rechazar Dte'; issue 14 §3).
 * @param rutEmpresa the debtor company the user acts for ('NNNNNNNN-D').
 * @returns one result per document, in order.
 * @throws ApiError with the server's message (no cesionesAdeudadas flag, no document, ...) or a transport failure.
 */
export async function rechazarDte(rutEmpresa: string, dtes: readonly DteInput[], accion: AccionReclamo): Promise<RechazoDteResultado[]> {
  const answer = await runGraphql<{ rechazarDte: RechazoDteResultado[] }>(RECHAZAR_DTE, { rutFactoring: rutEmpresa, dtes, accion });
  return answer.rechazarDte;
}

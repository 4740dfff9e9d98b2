import type { AccionReclamo } from '@domain/reclamo/reclamo-dte';
import type { DocumentKey } from '@domain/document-key';
import type { TenantScope } from '../../access/tenant-scope';
import type { CessionRepository } from '../../store/cession-repository';
import type { RechazoDtePort } from './rechazo-dte-port';
import type { RechazoDteResultado } from './rechazo-dte-service';

/** A document the company does not owe (not in its cessions as deudor): never sent to the SII. */
export const NOT_OWED = 'El documento no figura entre las cesiones adeudadas de la empresa';

/**
 * 'Rechazar Dte' of the owed screen (core-platform §2, §5): the debtor company of the scope claims at the SII, with
 * `accion`, the documents it owes (those its cessions hold in role deudor, as its owed screen lists them); any other
 * document is not sent and its result says {@link NOT_OWED}.
 * @param scope the company the request acts for, with cesionesAdeudadas checked by its entry handler.
 * @returns one result per document, in input order.
 * @throws the store's error, or what the claims throw (rechazo-dte-service.ts).
 */
export async function claimOwedDocuments(
  scope: TenantScope,
  dtes: readonly DocumentKey[],
  accion: AccionReclamo,
  deps: { cessions: Pick<CessionRepository, 'findDocument'>; rechazoDte: RechazoDtePort },
): Promise<RechazoDteResultado[]> {
  const owed = await Promise.all(
    dtes.map(async (dte) => (await deps.cessions.findDocument(scope, 'deudor', dte)).length > 0),
  );
  const toSend = dtes.filter((_, index) => owed[index]);
  const answers = toSend.length > 0 ? await deps.rechazoDte.rechazar(scope, toSend, accion) : [];
  let next = 0;
  return dtes.map((dte, index): RechazoDteResultado =>
    owed[index]
      ? answers[next++]!
      : { rutEmisor: dte.rutEmisor, folio: dte.folio, tipo: dte.tipoDTE, codResp: null, descResp: NOT_OWED, ok: false },
  );
}

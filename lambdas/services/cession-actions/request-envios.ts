/**
 * The request side of the cession actions (core-platform §2 "Mass assignment", §4 selectability, §5 bulk
 * action rules, §7 cesionMasiva / devolverCesiones): each named document is checked against what the factoring holds
 * and claimed for an envío ('en-cola'); the envío job (lambdas/services/envios/) then builds, signs, uploads and tracks
 * its AEC. The answer lists the documents claimed (AECs) and the ones refused with the reason (AECsError): a refused
 * row never hides the good ones, and nothing is sent twice (one envío in flight per document, envio-repository.ts).
 */
import { envioEtiqueta, type EnvioAec, type EnvioCesionario, type TipoAccion } from '@domain/aec-envio/envio';
import { selectability } from '@domain/cession-rules';
import { toCesionView } from '@domain/cession-view';
import { defaultDueDate } from '@domain/spreadsheet-rows';
import type { CessionRecord } from '@domain/cession';
import { findHeldCessions } from '../documents/held-document';
import type { AecEnvioResultado, CesionMasivaResultado, EnvioAec as EnvioView } from '@domain/wire/schema-types';
import { BadRequestError } from '../../platform/errors';
import type { EnvioRepository } from '../../store/envio-repository';
import type { CessionRepository } from '../../store/cession-repository';
import type { TenantScope } from '../../access/tenant-scope';

/** One document of a request: the DTE, and optionally the due date the new cesión declares. */
export interface EnvioRequestRow {
  rutEmisor: string;
  tipoDTE: number;
  folio: number;
  /** 'yyyy-MM-dd'; default the document's due date, else today plus 30 days (core-platform §5). */
  fechaVencimiento?: string | null;
}

/** What the request needs. */
export interface RequestEnviosDeps {
  cessions: Pick<CessionRepository, 'findDocument' | 'query'>;
  envios: Pick<EnvioRepository, 'claim'>;
}

/** The action: who receives the documents (null: each document's own emisor, a return). */
export interface EnvioAction {
  tipoAccion: TipoAccion;
  cesionario: EnvioCesionario | null;
}

/** Message of a document the factoring does not hold as cesionario. */
export const NOT_HELD = 'El documento no se encuentra entre sus cesiones adquiridas';
/** Message of a return that names a re-ceded document (core-platform §5): the whole return is refused. */
export const RETURN_OF_RECEDED = 'Uno o mas de lo dtes seleccionado ya se encuentra recedido';
/** Message of a document with an envío still in flight. */
export const ENVIO_IN_FLIGHT = 'El documento ya tiene un envío al SII en curso';

/** The API view of an envío. */
export function envioView(envio: EnvioAec): EnvioView {
  return {
    trackId: envio.trackId,
    estado: envio.estado,
    estadoSii: envio.estadoSii,
    glosa: envio.glosa,
    etiqueta: envioEtiqueta(envio),
    tipoAccion: envio.tipoAccion,
    rutCesionario: envio.rutCesionario,
    enviadoEn: envio.enviadoEn,
  };
}

/**
 * Checks and claims every row for the scope's factoring: the factoring must hold the document as
 * cesionario with a stored AEC, the row must be selectable (core-platform §4: not re-ceded, rejected or annulled, AEC
 * downloaded), a cession may not go to its own holder, and no envío of it may be in flight. Rows naming the same
 * document twice count once. A return naming a re-ceded document is refused whole (core-platform §5).
 * @returns statusCode 200 when every row was claimed, 400 otherwise, with AECs (claimed, envío 'en-cola') and
 *   AECsError.
 * @throws BadRequestError {@link RETURN_OF_RECEDED}; whatever the repositories throw.
 */
export async function requestEnvios(
  deps: RequestEnviosDeps,
  scope: TenantScope,
  action: EnvioAction,
  rows: readonly EnvioRequestRow[],
  now: Date,
): Promise<CesionMasivaResultado> {
  const unique = [...new Map(rows.map((row) => [`${row.rutEmisor}#${row.tipoDTE}#${row.folio}`, row])).values()];
  const held = await findHeldCessions(
    deps,
    scope,
    unique.map((row) => ({ rutEmisor: row.rutEmisor, tipoDTE: row.tipoDTE, folio: row.folio, idSecuencia: null })),
    ['cesionario'],
  );
  if (action.tipoAccion === 'devolucion' && held.some((record) => record?.recedido)) {
    throw new BadRequestError(RETURN_OF_RECEDED);
  }
  const result: CesionMasivaResultado = { statusCode: 200, AECs: [], AECsError: [] };
  for (const [index, row] of unique.entries()) {
    const outcome = await claimRow(deps, scope, action, row, held[index] ?? null, now);
    (outcome.error === null ? result.AECs : result.AECsError).push(outcome);
  }
  if (result.AECsError.length > 0) result.statusCode = 400;
  return result;
}

async function claimRow(
  deps: RequestEnviosDeps,
  scope: TenantScope,
  action: EnvioAction,
  row: EnvioRequestRow,
  record: CessionRecord | null,
  now: Date,
): Promise<AecEnvioResultado> {
  const base = { rutEmisor: row.rutEmisor, folio: row.folio, tipo: row.tipoDTE };
  const refuse = (error: string): AecEnvioResultado => ({ ...base, error, envio: null });
  if (!record || !record.aecKey)
    return refuse(record ? (selectability(toCesionView(record, now)).reason ?? NOT_HELD) : NOT_HELD);
  const allowed = selectability(toCesionView(record, now));
  if (!allowed.selectable) return refuse(allowed.reason);
  const cesionario = action.cesionario ?? returnee(record);
  if (cesionario.rut === scope.rutFactoring)
    return refuse('El documento no puede cederse al mismo factoring que lo tiene');
  const stamp = now.toISOString();
  const envio: EnvioAec = {
    estado: 'en-cola',
    trackId: null,
    estadoSii: null,
    glosa: null,
    tipoAccion: action.tipoAccion,
    rutCesionario: cesionario.rut,
    cesionario,
    montoCesion: record.montoCedido,
    ultimoVencimiento: row.fechaVencimiento || record.fechaVencimiento || defaultDueDate(now),
    idSecuencia: record.idSecuencia,
    origenAecKey: record.aecKey,
    aecKey: null,
    enviadoEn: stamp,
    actualizadoEn: stamp,
    consultas: 0,
  };
  const claimed = await deps.envios.claim(scope, {
    ...envio,
    rutEmisor: row.rutEmisor,
    tipoDTE: row.tipoDTE,
    folio: row.folio,
  });
  return claimed ? { ...base, error: null, envio: envioView(envio) } : refuse(ENVIO_IN_FLIGHT);
}

/**
 * The cesionario of a return (devolución): the document's emisor, whose address and e-mail the envío job completes
 * from the stored AEC (the first cesión's cedente, or the DTE's emisor).
 */
function returnee(record: CessionRecord): EnvioCesionario {
  return { rut: record.emisor.rut, razonSocial: record.emisor.razonSocial, direccion: '', email: '' };
}

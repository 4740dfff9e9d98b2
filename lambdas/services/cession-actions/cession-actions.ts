/**
 * The cession actions (core-platform §7 cesionMasiva / sendCesionMasiva, §6 devolverCesion) for a scope its entry
 * handler resolved with the action's flag: claim the documents for envíos (request-envios.ts) and ask the envíos job
 * of the factoring to send them; and the factoring's envíos for the screens that follow them.
 */
import type { EnvioCesionario } from '@domain/aec-envio/envio';
import { readRut } from '@domain/sii-values';
import type { AecEnvioResultado, CesionMasivaResultado, EnvioAecDocumento } from '@domain/wire/schema-types';
import type { TenantScope } from '@lambdas/access/tenant-scope';
import { BadRequestError } from '@lambdas/platform/errors';
import type { EnvioRepository } from '@lambdas/store/envio-repository';
import type { RecesionarioRepository } from '@lambdas/store/recesionario-repository';
import type { JobQueue } from '../jobs/job-messages';
import { factoringsToGive } from '../recesionarios/recesionarios';
import {
  envioView,
  requestEnvios,
  type EnvioAction,
  type EnvioRequestRow,
  type RequestEnviosDeps,
} from './request-envios';

/** Message of a recessionary the factoring has not registered ('Re-Cesionarios'). */
export const UNKNOWN_RECESIONARIO = 'El recesionario elegido no está registrado en Re-Cesionarios';

/** The rows of a request as read by the entry handler: the good ones and the refused ones (with their error). */
export interface ReadRows {
  rows: EnvioRequestRow[];
  refused: AecEnvioResultado[];
}

/** What the actions need. */
export interface CessionActionDeps extends RequestEnviosDeps {
  recesionarios: Pick<RecesionarioRepository, 'list'>;
  jobs: JobQueue;
  now(): Date;
}

/**
 * Mass cession to `rutCesionario`, one of the scope's 'Re-Cesionarios' complete enough for an AEC (the list the
 * screen's dropdown shows), of the rows read.
 * @returns as {@link act}. @throws BadRequestError {@link UNKNOWN_RECESIONARIO}; as requestEnvios.
 */
export async function massCession(
  scope: TenantScope,
  request: ReadRows & { rutCesionario: string },
  deps: CessionActionDeps,
): Promise<CesionMasivaResultado> {
  const cesionario = await recesionario(scope, deps, request.rutCesionario);
  return act(deps, scope, { tipoAccion: 'cesion', cesionario }, request);
}

/**
 * Return (devolución) of the rows read to each document's own emisor.
 * @returns as {@link act}. @throws BadRequestError when a document was re-ceded (request-envios.ts RETURN_OF_RECEDED).
 */
export async function returnCessions(
  scope: TenantScope,
  request: ReadRows,
  deps: CessionActionDeps,
): Promise<CesionMasivaResultado> {
  return act(deps, scope, { tipoAccion: 'devolucion', cesionario: null }, request);
}

/** The scope's envíos, newest first (enviadoEn, ISO instants), each as its document and its envío's view. */
export async function listEnvios(
  scope: TenantScope,
  deps: { envios: Pick<EnvioRepository, 'listForFactoring'> },
): Promise<EnvioAecDocumento[]> {
  const envios = await deps.envios.listForFactoring(scope);
  return envios
    .toSorted((a, b) => b.enviadoEn.localeCompare(a.enviadoEn))
    .map((envio) => ({ rutEmisor: envio.rutEmisor, tipo: envio.tipoDTE, folio: envio.folio, envio: envioView(envio) }));
}

/**
 * Claims the rows and, when any was claimed, asks for the factoring's envíos job.
 * @returns statusCode 200 when every row was claimed, else 400; AECsError lists the rows refused while reading the
 *   request first, then those refused against the portfolio, each with its reason.
 */
async function act(
  deps: CessionActionDeps,
  scope: TenantScope,
  action: EnvioAction,
  request: ReadRows,
): Promise<CesionMasivaResultado> {
  const claimed =
    request.rows.length > 0
      ? await requestEnvios(deps, scope, action, request.rows, deps.now())
      : { statusCode: 400, AECs: [], AECsError: [] };
  const result: CesionMasivaResultado = {
    statusCode: request.refused.length > 0 ? 400 : claimed.statusCode,
    AECs: claimed.AECs,
    AECsError: [...request.refused, ...claimed.AECsError],
  };
  if (result.AECs.length > 0) await deps.jobs.send([{ kind: 'envios', rutFactoring: scope.rutFactoring }]);
  return result;
}

/** The recessionary's Cesionario block. @throws BadRequestError {@link UNKNOWN_RECESIONARIO}. */
async function recesionario(scope: TenantScope, deps: CessionActionDeps, rut: string): Promise<EnvioCesionario> {
  const wanted = readRut(rut);
  const found = (await factoringsToGive(scope, deps)).find((candidate) => candidate.rut === wanted);
  if (!found) throw new BadRequestError(UNKNOWN_RECESIONARIO);
  return { rut: found.rut, razonSocial: found.razonSocial, direccion: found.direccion, email: found.email };
}

import type { EnvioCesionario } from '@domain/aec-envio/envio';
import { readRut } from '@domain/sii-values';
import type { CesionMasivaResultado } from '@domain/wire/schema-types';
import { BadRequestError } from '../../platform/errors';
import type { Identity } from '../../access/identity';
import { assertFlag } from '../../access/tenant';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';
import type { GraphqlDeps, Resolver } from '../types';
import { factoringsToGive } from '../../services/recesionarios/recesionarios';
import { parseMassArgs, parseReturnArgs, type ReadRows } from './action-args';
import { envioView, requestEnvios, type EnvioAction } from '../../services/cession-actions/request-envios';

/** Message of a recessionary the factoring has not registered ('Re-Cesionarios'). */
export const UNKNOWN_RECESIONARIO = 'El recesionario elegido no está registrado en Re-Cesionarios';

/**
 * Cession actions area (core-platform §7 cesionMasiva / sendCesionMasiva, §6 devolverCesion and 'Desde grilla'
 * cesionMasivaGrilla): each resolves the factoring's scope (resolveTenantScope) with the flag (cesionMasiva, or
 * devolverCesion for a return; the grid's also needs cederPorGrilla, checked by the router), claims the
 * documents for envíos and asks the envíos job to send them. `enviosAec` lists the factoring's envíos for the screens
 * (cesionMasiva or devolverCesion).
 */
export const cessionActionResolvers: Record<string, Resolver> = {
  'Mutation.cesionMasiva': ({ args, identity, deps }) => massCession(args, identity, deps),
  'Mutation.sendCesionMasiva': ({ args, identity, deps }) => massCession(args, identity, deps),
  // The router has checked cederPorGrilla (operation-permissions.ts); massCession checks cesionMasiva.
  'Mutation.cesionMasivaGrilla': ({ args, identity, deps }) => massCession(args, identity, deps),
  'Mutation.devolverCesiones': async ({ args, identity, deps }) => {
    const request = parseReturnArgs(args);
    const scope = resolveTenantScope(identity, request.rutFactoring, { flag: 'devolverCesion' });
    return act(deps, scope, { tipoAccion: 'devolucion', cesionario: null }, request);
  },
  'Query.enviosAec': async ({ args, identity, deps }) => {
    const { rutFactoring } = resolveTenantScope(identity, String(args.rutFactoring ?? ''));
    // A return's envío is followed on the acquired screen by users who may return documents without mass cession.
    if (!identity.flags.devolverCesion) assertFlag(identity, 'cesionMasiva');
    const envios = await deps.envios.listForFactoring(rutFactoring);
    return envios
      .toSorted((a, b) => b.enviadoEn.localeCompare(a.enviadoEn))
      .map((envio) => ({
        rutEmisor: envio.rutEmisor,
        tipo: envio.tipoDTE,
        folio: envio.folio,
        envio: envioView(envio),
      }));
  },
};

async function massCession(
  args: Record<string, unknown>,
  identity: Identity,
  deps: GraphqlDeps,
): Promise<CesionMasivaResultado> {
  const request = parseMassArgs(args);
  const scope = resolveTenantScope(identity, request.rutFactoring, { flag: 'cesionMasiva' });
  const cesionario = await recesionario(scope, deps, request.rutCesionario);
  return act(deps, scope, { tipoAccion: 'cesion', cesionario }, request);
}

/**
 * Claims the rows and, when any was claimed, asks for the factoring's envíos job.
 * @returns statusCode 200 when every row was claimed, else 400; AECsError lists the rows refused while reading the
 *   request first, then those refused against the portfolio, each with its reason.
 */
async function act(
  deps: GraphqlDeps,
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

/**
 * The recessionary's Cesionario block: one of the factoring's 'Re-Cesionarios' complete enough for an AEC (the list
 * the screen's dropdown shows). @throws BadRequestError {@link UNKNOWN_RECESIONARIO}.
 */
async function recesionario(scope: TenantScope, deps: GraphqlDeps, rut: string): Promise<EnvioCesionario> {
  const wanted = readRut(rut);
  const found = (await factoringsToGive(scope, deps)).find((candidate) => candidate.rut === wanted);
  if (!found) throw new BadRequestError(UNKNOWN_RECESIONARIO);
  return { rut: found.rut, razonSocial: found.razonSocial, direccion: found.direccion, email: found.email };
}

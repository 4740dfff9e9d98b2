import type { CesionView } from '@domain/cession';
import { toCesionView } from '@domain/cession-view';
import { validateSearchWindow } from '@domain/date-window';
import type { SiiRole } from '@domain/sii-role';
import { BadRequestError } from '../../platform/errors';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CessionRepository } from '../../store/cession-repository';
import type { EnvioRepository } from '../../store/envio-repository';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { NominaRepository } from '../../store/nomina-repository';
import type { NotificacionRepository } from '../../store/notificacion-repository';
import type { RefreshRunRepository } from '../../store/refresh-run-repository';
import { readFactoringFeatures } from '@domain/factoring-features';
import { envioKey } from '@domain/aec-envio/envio';
import type { Cesion, CesionPage, EnvioAec } from '@domain/wire/schema-types';
import { envioView } from '../cession-actions/request-envios';
import type { CessionListArgs } from './list-args';
import { nominaOf, withNominaStatus } from './nomina-status';
import { notificacionesOf, withNotificacionStatus } from './notificacion-status';
import { matchesTipoFiltro } from './tipo-filtro';
import { countWithinBytes } from '../../platform/answer-budget';
import { cessionPageTokenAfter } from '../../store/cession-keys';
import type { ClientNames } from '../accounts/client-names';
import { withEmisorNames } from './emisor-names';

/**
 * The CesionPage of schema.graphql: each cession with the last envío of its document (Cesion.envio); estadoDbThor is
 * only set for the factorings that load a nómina (nomina-status.ts) and is null on the wire for the others.
 */
type CesionPageView = Omit<CesionPage, 'items'> & { items: Array<CesionView & Pick<Cesion, 'envio'>> };

/** The stores a cession list reads, and the clock of its views. */
export interface ListCessionsDeps {
  cessions: Pick<CessionRepository, 'query'>;
  refreshRuns: Pick<RefreshRunRepository, 'lastSuccess'>;
  factorings: Pick<FactoringRepository, 'get'>;
  nominas: Pick<NominaRepository, 'listForFactoring'>;
  envios: Pick<EnvioRepository, 'listForFactoring'>;
  notificaciones: Pick<NotificacionRepository, 'listNotificaciones'>;
  /** The factoring's client list, which names the emisores the SII's answer left unnamed (emisor-names.ts). */
  clientNames: ClientNames;
  now(): Date;
}

/**
 * One page of the cessions of the scope's factoring in `role`: cesionario = acquired, cedente = assigned,
 * deudor = owed (core-platform §7 cession lists). The entry handler has checked the factoring and the role's flag
 * (§6), or a job vouches for its factoring (systemScope: the monthly report); this checks that the window is at most
 * 31 days, 93 with a rut or folio (§5). Records become CesionViews at `deps.now()` (§3); with a tipoFiltro only that
 * list's cessions are kept, so such a page may hold fewer than `limit` items while nextToken is not null; a page whose
 * JSON would pass MAX_ANSWER_LIST_BYTES (Lambda's answer limit) also stops there and continues at nextToken.
 * Acquired and assigned cessions carry deudorNotificado from the factoring's notification records
 * (notificacion-status.ts). An emisor the SII's answer left unnamed takes the client list's name (emisor-names.ts).
 * @throws BadRequestError (window message such as 'El rango de fechas no puede ser mayor a 3 meses.', bad nextToken).
 */
export async function listCessions(
  role: SiiRole,
  args: CessionListArgs,
  scope: FactoringScope,
  deps: ListCessionsDeps,
): Promise<CesionPageView> {
  const windowError = validateSearchWindow(args);
  if (windowError) throw new BadRequestError(windowError);
  const [page, ultimaActualizacion, nomina, envios, notificados] = await Promise.all([
    deps.cessions.query(scope, {
      role,
      desde: args.fechaInicio,
      hasta: args.fechaTermino,
      rut: args.rut ?? undefined,
      folio: args.folio ?? undefined,
      limit: args.limit,
      nextToken: args.nextToken ?? undefined,
    }),
    deps.refreshRuns.lastSuccess(scope),
    role === 'cesionario' ? acquiredNomina(scope, deps) : null,
    role === 'deudor' ? null : enviosByDocument(scope, deps),
    notificacionesOf(scope, role, deps.notificaciones),
  ]);
  const now = deps.now();
  const listed = (await withEmisorNames(scope, page.items, deps.clientNames))
    .map((record) => ({
      record,
      view: {
        ...toCesionView(record, now),
        envio: envios?.get(envioKey({ ...record, rutEmisor: record.emisor.rut })) ?? null,
      },
    }))
    .filter(({ view }) => matchesTipoFiltro(view, args.tipoFiltro));
  const views = listed.map(({ view }) => view);
  const notified = notificados ? withNotificacionStatus(notificados, views) : views;
  const items = nomina ? withNominaStatus(nomina, notified) : notified;
  const fit = countWithinBytes(items);
  if (fit === items.length) return { items, nextToken: page.nextToken, ultimaActualizacion };
  return { items: items.slice(0, fit), nextToken: cessionPageTokenAfter(listed[fit - 1]!.record), ultimaActualizacion };
}

/** The factoring's envíos by document (one Query of its partition per list request), as the API shows them. */
async function enviosByDocument(
  scope: FactoringScope,
  deps: Pick<ListCessionsDeps, 'envios'>,
): Promise<Map<string, EnvioAec>> {
  const envios = await deps.envios.listForFactoring(scope);
  return new Map(envios.map((envio) => [envioKey(envio), envioView(envio)]));
}

/** The factoring's nómina rows when its record enables the nómina (one Query per list request), else null. */
async function acquiredNomina(scope: FactoringScope, deps: Pick<ListCessionsDeps, 'factorings' | 'nominas'>) {
  const record = await deps.factorings.get(scope.rutFactoring);
  return nominaOf(scope, readFactoringFeatures(record?.features), deps.nominas);
}

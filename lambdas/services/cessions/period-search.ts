import type { CesionView, CessionRecord } from '@domain/cession';
import { toCesionView } from '@domain/cession-view';
import type { ClientNames } from '../accounts/client-names';
import { withEmisorNames } from './emisor-names';
import { todayInChile } from '@domain/chile-time';
import { validateSearchWindow } from '@domain/date-window';
import { readFactoringFeatures } from '@domain/factoring-features';
import { countWithinBytes } from '../../platform/answer-budget';
import { BadRequestError, ForbiddenError } from '../../platform/errors';
import { rutArgument } from '@lambdas/platform/rut-argument';
import { cessionPageTokenAfter } from '../../store/cession-keys';
import type { CessionRepository } from '../../store/cession-repository';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { NominaRepository } from '../../store/nomina-repository';
import { nominaOf, withNominaStatus } from './nomina-status';
import type { TenantScope } from '../../access/tenant-scope';

/** Refusal when the factoring's busquedaExtendida feature is off (domain/factoring-features.ts). */
export const EXTENDED_SEARCH_DISABLED = 'La búsqueda extendida no está habilitada para este factoring';
/** Refusal of tipoFecha emision / vencimiento when the factoring's tipoFechaHabilitado feature is off. */
export const TIPO_FECHA_DISABLED =
  'La búsqueda por fecha de emisión o de vencimiento no está habilitada para este factoring';
/** Refusal of a Monto Desde greater than Monto Hasta. */
export const MONTO_RANGE_MESSAGE = 'El monto desde no puede ser mayor al monto hasta.';

/** Lowest fechaCesion key: a vencimiento window cannot bound fechaCesion from below. */
const FIRST_DAY = '0000-01-01';

/**
 * Cessions read per request at most: 10,000 (some 15 MB of items). A 'vencimiento' search reads the whole acquired
 * partition and an 'emision' one everything since fechaInicio, so each request reads at most this much and hands the
 * rest to the next one (nextToken); a 31-day 'cesion' window of even a large factoring fits in one.
 */
export const PERIOD_PAGE_READ_ITEMS = 10_000;

/** The extended acquired search as the form sends it, its body already read (amounts as numbers or null). */
export interface PeriodSearch {
  rut?: string | null;
  folio?: number | null;
  tipoFecha: 'cesion' | 'emision' | 'vencimiento';
  fechaInicio: string;
  fechaTermino: string;
  mntCesionInicial: number | null;
  mntCesionFinal: number | null;
  nextToken?: string | null;
}

/** The stores the search reads, and the clock of its views. */
export interface PeriodSearchDeps {
  cessions: Pick<CessionRepository, 'query'>;
  factorings: Pick<FactoringRepository, 'get'>;
  nominas: Pick<NominaRepository, 'listForFactoring'>;
  /** The factoring's client list, which names the emisores the SII's answer left unnamed (emisor-names.ts). */
  clientNames: ClientNames;
  now(): Date;
}

/**
 * The extended acquired search of the scope's factoring (checked, with cesionesAdquiridas; core-platform §2, §5,
 * §7 "Period-cessions endpoint"): the acquired cessions whose chosen date falls in the window, with the rut (any
 * party) / folio filters and montoCedido within the amount bounds, ordered by fechaCesion. Each call reads at most
 * PERIOD_PAGE_READ_ITEMS cessions and answers at most MAX_ANSWER_LIST_BYTES of them; a non-null nextToken continues
 * the search (a page may be empty while nextToken is not null). A factoring whose features load a nómina gets each
 * cession joined to it (nomina-status.ts). Checks, in order: the feature busquedaExtendida; tipoFecha other than
 * 'cesion' needs tipoFechaHabilitado; the RUT; the window rule (31 days, 93 with rut or folio); amounts in order.
 * Reads one partition range (sk = fechaCesion): 'cesion' reads exactly the window; 'emision' reads fechaCesion
 * from fechaInicio to today, because a DTE is always ceded on or after its emission; 'vencimiento' has no such
 * bound, so it reads every cession up to today, page by page, and keeps the due dates in the window.
 * @throws BadRequestError (RUT, window, amounts), ForbiddenError (feature off).
 */
export async function searchAcquiredByPeriod(
  deps: PeriodSearchDeps,
  scope: TenantScope,
  search: PeriodSearch,
): Promise<{ Cesiones: CesionView[]; nextToken: string | null }> {
  const { rutFactoring } = scope;
  const features = readFactoringFeatures((await deps.factorings.get(rutFactoring))?.features);
  if (!features.busquedaExtendida) throw new ForbiddenError(EXTENDED_SEARCH_DISABLED);
  if (search.tipoFecha !== 'cesion' && !features.tipoFechaHabilitado) throw new ForbiddenError(TIPO_FECHA_DISABLED);
  const rut = search.rut?.trim() ? rutArgument(search.rut) : null;
  const folio = search.folio ? search.folio : null;
  const windowError = validateSearchWindow({
    fechaInicio: search.fechaInicio,
    fechaTermino: search.fechaTermino,
    rut,
    folio,
  });
  if (windowError) throw new BadRequestError(windowError);
  const min = search.mntCesionInicial;
  const max = search.mntCesionFinal;
  if (min !== null && max !== null && min > max) throw new BadRequestError(MONTO_RANGE_MESSAGE);

  const now = deps.now();
  const today = todayInChile(now);
  const range = {
    cesion: { desde: search.fechaInicio, hasta: search.fechaTermino },
    emision: { desde: search.fechaInicio, hasta: today },
    vencimiento: { desde: FIRST_DAY, hasta: today },
  }[search.tipoFecha];
  const [page, nomina] = await Promise.all([
    deps.cessions.query(scope, {
      role: 'cesionario',
      ...range,
      rut: rut ?? undefined,
      folio: folio ?? undefined,
      maxRead: PERIOD_PAGE_READ_ITEMS,
      nextToken: search.nextToken ?? undefined,
    }),
    nominaOf(scope, features, deps.nominas),
  ]);
  const matching = page.items.filter(
    (record) =>
      inWindow(dateOf(record, search.tipoFecha), search) &&
      (min === null || record.montoCedido >= min) &&
      (max === null || record.montoCedido <= max),
  );
  const named = await withEmisorNames(scope, matching, deps.clientNames);
  const views: CesionView[] = named.map((record) => toCesionView(record, now));
  const Cesiones = nomina ? withNominaStatus(nomina, views) : views;
  const fit = countWithinBytes(Cesiones);
  if (fit === Cesiones.length) return { Cesiones, nextToken: page.nextToken };
  return { Cesiones: Cesiones.slice(0, fit), nextToken: cessionPageTokenAfter(matching[fit - 1]!) };
}

/** The record's date of the chosen kind, 'yyyy-MM-dd' (null when it has no due date). */
function dateOf(record: CessionRecord, tipoFecha: PeriodSearch['tipoFecha']): string | null {
  if (tipoFecha === 'emision') return record.fechaEmision;
  if (tipoFecha === 'vencimiento') return record.fechaVencimiento;
  return record.fechaCesion.slice(0, 10);
}

function inWindow(day: string | null, window: { fechaInicio: string; fechaTermino: string }): boolean {
  return day !== null && day >= window.fechaInicio && day <= window.fechaTermino;
}

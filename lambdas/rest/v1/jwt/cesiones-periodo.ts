import { z } from 'zod';
import type { CesionView, CessionRecord } from '@domain/cession';
import { toCesionView } from '@domain/cession-view';
import { todayInChile } from '@domain/chile-time';
import { validateSearchWindow } from '@domain/date-window';
import { readFactoringFeatures } from '@domain/factoring-features';
import { InvalidRutError, normalizeRut } from '@domain/rut';
import { nominaOf, withNominaStatus } from '@lambdas/services/cessions/nomina-status';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import { assertActsFor, assertFlag } from '@lambdas/access/tenant';
import type { RestRoute } from '../../types';
import { countWithinBytes } from '@lambdas/platform/answer-budget';
import { cessionPageTokenAfter } from '@lambdas/store/cession-keys';

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

/** An optional amount of the form: '', null or absent mean no bound. */
const amount = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((value, ctx) => {
    if (value === '' || value === null || value === undefined) return null;
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'debe ser un monto no negativo' });
      return z.NEVER;
    }
    return number;
  });

const bodySchema = z.object({
  rutCesionario: z.string().min(1, 'es obligatorio'),
  rut: z.string().nullish(),
  folio: z.coerce.number().int('debe ser un entero').nonnegative('no puede ser negativo').nullish(),
  tipoFecha: z.enum(['cesion', 'emision', 'vencimiento']).default('cesion'),
  fechaInicio: z.string(),
  fechaTermino: z.string(),
  mntCesionInicial: amount,
  mntCesionFinal: amount,
  nextToken: z.string().min(1).nullish(),
});

type PeriodBody = z.infer<typeof bodySchema>;

/**
 * POST /v1/jwt/cesiones-periodo, the extended acquired search (core-platform §2 "extended search form", §5,
 * §7 "Period-cessions endpoint"): body {rutCesionario, rut, folio, tipoFecha 'cesion'|'emision'|'vencimiento',
 * fechaInicio, fechaTermino ('yyyy-MM-dd'), mntCesionInicial, mntCesionFinal (CLP, optional), nextToken (optional)}
 * -> {Cesiones: CesionView[], nextToken: string | null} ordered by fechaCesion: the acquired cessions (role cesionario)
 * whose chosen date falls in the window, with the rut (any party) / folio filters and montoCedido within the amount
 * bounds. Paged beyond the spec: each request reads at most PERIOD_PAGE_READ_ITEMS cessions and answers
 * at most MAX_ANSWER_LIST_BYTES of them; a non-null nextToken, sent back with the same body, continues the search
 * (a page may be empty while nextToken is not null). Like the acquired
 * GraphQL list, a factoring whose features load a nómina (estadoDBThor, §6) gets each cession joined to it
 * (estadoNomina, estadoDbThor: lambdas/services/cessions/nomina-status.ts); the others keep estadoNomina null.
 * Checks, in order: the user acts for rutCesionario and holds cesionesAdquiridas; the factoring's feature
 * busquedaExtendida is on; tipoFecha other than 'cesion' needs tipoFechaHabilitado; the window rule (31 days,
 * 93 with rut or folio: 'El rango de fechas no puede ser mayor a 3 meses.'); amounts in order.
 * Reads one partition range (sk = fechaCesion): 'cesion' reads exactly the window; 'emision' reads fechaCesion
 * from fechaInicio to today, because a DTE is always ceded on or after its emission (fechaCesion >=
 * fechaEmision), so no cession of a document emitted in the window is older than fechaInicio; 'vencimiento'
 * has no such bound (a due date says nothing about when the document was ceded), so it reads every cession up
 * to today, page by page, and keeps the due dates in the window.
 * @throws BadRequestError (body, RUT, window, amounts), ForbiddenError (foreign factoring, missing flag,
 *   feature off).
 */
export const cesionesPeriodoRoute: RestRoute = {
  method: 'POST',
  path: '/v1/jwt/cesiones-periodo',
  handle: async ({ identity, body }, deps) => {
    const request = parseBody(body);
    const rutFactoring = assertActsFor(identity, request.rutCesionario);
    assertFlag(identity, 'cesionesAdquiridas');
    const features = readFactoringFeatures((await deps.factorings.get(rutFactoring))?.features);
    if (!features.busquedaExtendida) throw new ForbiddenError(EXTENDED_SEARCH_DISABLED);
    if (request.tipoFecha !== 'cesion' && !features.tipoFechaHabilitado) throw new ForbiddenError(TIPO_FECHA_DISABLED);
    const rut = request.rut?.trim() ? toRut(request.rut) : null;
    const folio = request.folio ? request.folio : null;
    const windowError = validateSearchWindow({
      fechaInicio: request.fechaInicio,
      fechaTermino: request.fechaTermino,
      rut,
      folio,
    });
    if (windowError) throw new BadRequestError(windowError);
    const min = request.mntCesionInicial;
    const max = request.mntCesionFinal;
    if (min !== null && max !== null && min > max) throw new BadRequestError(MONTO_RANGE_MESSAGE);

    const now = deps.now();
    const today = todayInChile(now);
    const range = {
      cesion: { desde: request.fechaInicio, hasta: request.fechaTermino },
      emision: { desde: request.fechaInicio, hasta: today },
      vencimiento: { desde: FIRST_DAY, hasta: today },
    }[request.tipoFecha];
    const [page, nomina] = await Promise.all([
      deps.cessions.query({
        rutFactoring,
        role: 'cesionario',
        ...range,
        rut: rut ?? undefined,
        folio: folio ?? undefined,
        maxRead: PERIOD_PAGE_READ_ITEMS,
        nextToken: request.nextToken ?? undefined,
      }),
      nominaOf(rutFactoring, features, deps.nominas),
    ]);
    const matching = page.items.filter(
      (record) =>
        inWindow(dateOf(record, request.tipoFecha), request) &&
        (min === null || record.montoCedido >= min) &&
        (max === null || record.montoCedido <= max),
    );
    const views: CesionView[] = matching.map((record) => toCesionView(record, now));
    const Cesiones = nomina ? withNominaStatus(nomina, views) : views;
    const fit = countWithinBytes(Cesiones);
    if (fit === Cesiones.length) return { body: { Cesiones, nextToken: page.nextToken } };
    return { body: { Cesiones: Cesiones.slice(0, fit), nextToken: cessionPageTokenAfter(matching[fit - 1]!) } };
  },
};

function parseBody(body: unknown): PeriodBody {
  const parsed = bodySchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new BadRequestError(`Argumento inválido '${issue?.path.join('.') ?? ''}': ${issue?.message ?? ''}`);
}

function toRut(text: string): string {
  try {
    return normalizeRut(text);
  } catch (error) {
    if (error instanceof InvalidRutError) throw new BadRequestError(error.message);
    throw error;
  }
}

/** The record's date of the chosen kind, 'yyyy-MM-dd' (null when it has no due date). */
function dateOf(record: CessionRecord, tipoFecha: PeriodBody['tipoFecha']): string | null {
  if (tipoFecha === 'emision') return record.fechaEmision;
  if (tipoFecha === 'vencimiento') return record.fechaVencimiento;
  return record.fechaCesion.slice(0, 10);
}

function inWindow(day: string | null, window: { fechaInicio: string; fechaTermino: string }): boolean {
  return day !== null && day >= window.fechaInicio && day <= window.fechaTermino;
}

import { z } from 'zod';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { BadRequestError } from '@lambdas/platform/errors';
import { searchAcquiredByPeriod } from '@lambdas/services/cessions/period-search';
import type { RestRoute } from '../../types';

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
 * Checks, in order: the user acts for rutCesionario and holds cesionesAdquiridas; then
 * services/cessions/period-search.ts: the factoring's feature busquedaExtendida is on; tipoFecha other than 'cesion'
 * needs tipoFechaHabilitado; the window rule (31 days, 93 with rut or folio: 'El rango de fechas no puede ser mayor a 3
 * meses.'); amounts in order. Reads one partition range (sk = fechaCesion): 'cesion' reads exactly the window;
 * 'emision' reads fechaCesion from fechaInicio to today, because a DTE is always ceded on or after its emission
 * (fechaCesion >= fechaEmision), so no cession of a document emitted in the window is older than fechaInicio;
 * 'vencimiento' has no such bound (a due date says nothing about when the document was ceded), so it reads every
 * cession up to today, page by page, and keeps the due dates in the window.
 * @throws BadRequestError (body, RUT, window, amounts), ForbiddenError (foreign factoring, missing flag,
 *   feature off).
 */
export const cesionesPeriodoRoute: RestRoute = {
  method: 'POST',
  path: '/v1/jwt/cesiones-periodo',
  handle: async ({ identity, body }, deps) => {
    const request = parseBody(body);
    const scope = resolveTenantScope(identity, request.rutCesionario, { flag: 'cesionesAdquiridas' });
    return { body: await searchAcquiredByPeriod(deps, scope, request) };
  },
};

function parseBody(body: unknown): PeriodBody {
  const parsed = bodySchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new BadRequestError(`Argumento inválido '${issue?.path.join('.') ?? ''}': ${issue?.message ?? ''}`);
}

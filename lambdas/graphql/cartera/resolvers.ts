import { z } from 'zod';
import { isAcceptanceState } from '@domain/cartera/acceptance';
import { isAgingBucket } from '@domain/cartera/aging';
import { documentAt, drillTotals, type CarteraDocumentFilter } from '@domain/cartera/cartera-document';
import { carteraView } from '@domain/cartera/cartera-view';
import { InvalidLimitError, parseCarteraLimits, type CarteraLimits } from '@domain/cartera/limits';
import { InvalidRutError, normalizeRut } from '@domain/rut';
import type { Cartera, CarteraDocumentos, LimitesCartera } from '@domain/wire/schema-types';
import { BadRequestError } from '../../platform/errors';
import { resolveTenantScope } from '../../access/tenant-scope';
import type { Resolver } from '../types';

/** Reads a field's arguments by schema; a direct Lambda call may not have been checked by AppSync. */
function read<T extends z.ZodRawShape>(args: Record<string, unknown>, shape: T): z.infer<z.ZodObject<T>> {
  const parsed = z.object(shape).safeParse(args);
  if (!parsed.success)
    throw new BadRequestError(`Argumento inválido '${parsed.error.issues[0]?.path.join('.') ?? ''}'`);
  return parsed.data;
}

/** Documents per drill-down page unless asked (limite), and the most one page may hold. */
const PAGE = { default: 100, max: 1_000 };

const limitInput = z.object({
  deudorParticipacionMaxima: z.number().nullish(),
  cedenteParticipacionMaxima: z.number().nullish(),
  porRut: z.array(z.object({ tipo: z.string(), rut: z.string(), montoMaximo: z.number() })),
});

/**
 * 'Cartera' area, served from the aggregates the refresh keeps (table carteras), never from the
 * cessions: `cartera` and `carteraDocumentos` need cesionesAdquiridas (the held portfolio is the acquired one),
 * `guardarLimitesCartera` needs cuentas (the factoring's own settings, like its accounts). Each checks the factoring
 * is one of the caller's and the flag itself (resolveTenantScope), besides the router's gate.
 * @throws BadRequestError (not a RUT, unknown tipo, tramo or estado, a limit domain/cartera/limits.ts refuses, with its
 *   Spanish message), ForbiddenError (not the caller's factoring, or the flag missing).
 */
export const carteraResolvers: Record<string, Resolver> = {
  'Query.cartera': async ({ args, identity, deps }): Promise<Cartera> => {
    const scope = resolveTenantScope(identity, read(args, { rutFactoring: z.string() }).rutFactoring, {
      flag: 'cesionesAdquiridas',
    });
    const now = deps.now();
    const [parties, limites, construidaEn] = await Promise.all([
      deps.carteras.parties(scope),
      deps.carteras.limits(scope),
      deps.carteras.builtAt(scope),
    ]);
    return {
      ...carteraView(parties, limites, now),
      generadaEn: now.toISOString(),
      construidaEn,
      limites,
      puedeEditarLimites: identity.flags.cuentas,
    };
  },
  'Query.carteraDocumentos': async ({ args, identity, deps }): Promise<CarteraDocumentos> => {
    const a = read(args, {
      rutFactoring: z.string(),
      tipo: z.enum(['deudor', 'cedente']),
      rut: z.string(),
      tramo: z.string().nullish(),
      estado: z.string().nullish(),
      conAlertas: z.boolean().nullish(),
      limite: z.number().int().min(1).max(PAGE.max).nullish(),
      nextToken: z.string().nullish(),
    });
    const scope = resolveTenantScope(identity, a.rutFactoring, { flag: 'cesionesAdquiridas' });
    if (a.tramo && !isAgingBucket(a.tramo)) throw new BadRequestError(`Tramo inválido: '${a.tramo}'`);
    if (a.estado && !isAcceptanceState(a.estado)) throw new BadRequestError(`Estado inválido: '${a.estado}'`);
    let rut: string;
    try {
      rut = normalizeRut(a.rut);
    } catch (error) {
      if (error instanceof InvalidRutError) throw new BadRequestError(error.message);
      throw error;
    }
    const now = deps.now();
    const filter: CarteraDocumentFilter = {
      tramo: isAgingBucket(a.tramo) ? a.tramo : null,
      estado: isAcceptanceState(a.estado) ? a.estado : null,
      conAlertas: a.conAlertas,
    };
    const [page, party] = await Promise.all([
      deps.carteras.documentPage(
        scope,
        a.tipo,
        rut,
        (line) => documentAt(line, filter, now),
        a.limite ?? PAGE.default,
        a.nextToken,
      ),
      deps.carteras.party(scope, a.tipo, rut),
    ]);
    return { documentos: page.items, total: drillTotals(party, filter, now), nextToken: page.nextToken };
  },
  'Mutation.guardarLimitesCartera': async ({ args, identity, deps }): Promise<LimitesCartera> => {
    const a = read(args, { rutFactoring: z.string(), limites: limitInput });
    const rutFactoring = resolveTenantScope(identity, a.rutFactoring, { flag: 'cuentas' }).rutFactoring;
    let limits: CarteraLimits;
    try {
      limits = parseCarteraLimits(a.limites);
    } catch (error) {
      if (error instanceof InvalidLimitError) throw new BadRequestError(error.message);
      throw error;
    }
    await deps.carteras.putLimits(rutFactoring, limits);
    return limits;
  },
};

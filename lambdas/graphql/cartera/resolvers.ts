import { z } from 'zod';
import { readArgs } from '../read-args';
import { isAcceptanceState } from '@domain/cartera/acceptance';
import { isAgingBucket } from '@domain/cartera/aging';
import { InvalidLimitError, parseCarteraLimits, type CarteraLimits } from '@domain/cartera/limits';
import { BadRequestError } from '@lambdas/platform/errors';
import { rutArgument } from '@lambdas/platform/rut-argument';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { CARTERA_PAGE, getCartera, getCarteraDocumentos, saveCarteraLimits } from '@lambdas/services/cartera/cartera';
import type { Resolver } from '../types';

const limitInput = z.object({
  deudorParticipacionMaxima: z.number().nullish(),
  cedenteParticipacionMaxima: z.number().nullish(),
  porRut: z.array(z.object({ tipo: z.string(), rut: z.string(), montoMaximo: z.number() })),
});

/**
 * 'Cartera' area (lambdas/services/cartera/cartera.ts): `cartera` and `carteraDocumentos` need cesionesAdquiridas
 * (the held portfolio is the acquired one), `guardarLimitesCartera` needs cuentas (the factoring's own settings, like
 * its accounts). Each checks the factoring is one of the caller's and the flag itself (resolveTenantScope), besides
 * the router's gate.
 * @throws BadRequestError (not a RUT, unknown tipo, tramo or estado, a limit domain/cartera/limits.ts refuses, with its
 *   Spanish message), ForbiddenError (not the caller's factoring, or the flag missing).
 */
export const carteraResolvers: Record<string, Resolver> = {
  'Query.cartera': async ({ args, identity, deps }) => {
    const { rutFactoring } = readArgs(args, { rutFactoring: z.string() });
    return getCartera(resolveTenantScope(identity, rutFactoring, { flag: 'cesionesAdquiridas' }), deps);
  },
  'Query.carteraDocumentos': async ({ args, identity, deps }) => {
    const a = readArgs(args, {
      rutFactoring: z.string(),
      tipo: z.enum(['deudor', 'cedente']),
      rut: z.string(),
      tramo: z.string().nullish(),
      estado: z.string().nullish(),
      conAlertas: z.boolean().nullish(),
      limite: z.number().int().min(1).max(CARTERA_PAGE.max).nullish(),
      nextToken: z.string().nullish(),
    });
    const scope = resolveTenantScope(identity, a.rutFactoring, { flag: 'cesionesAdquiridas' });
    if (a.tramo && !isAgingBucket(a.tramo)) throw new BadRequestError(`Tramo inválido: '${a.tramo}'`);
    if (a.estado && !isAcceptanceState(a.estado)) throw new BadRequestError(`Estado inválido: '${a.estado}'`);
    const filter = {
      tramo: isAgingBucket(a.tramo) ? a.tramo : null,
      estado: isAcceptanceState(a.estado) ? a.estado : null,
      conAlertas: a.conAlertas,
    };
    const query = { tipo: a.tipo, rut: rutArgument(a.rut), filter, limite: a.limite, nextToken: a.nextToken };
    return getCarteraDocumentos(scope, query, deps);
  },
  'Mutation.guardarLimitesCartera': async ({ args, identity, deps }) => {
    const a = readArgs(args, { rutFactoring: z.string(), limites: limitInput });
    const scope = resolveTenantScope(identity, a.rutFactoring, { flag: 'cuentas' });
    let limits: CarteraLimits;
    try {
      limits = parseCarteraLimits(a.limites);
    } catch (error) {
      if (error instanceof InvalidLimitError) throw new BadRequestError(error.message);
      throw error;
    }
    return saveCarteraLimits(scope, limits, deps);
  },
};

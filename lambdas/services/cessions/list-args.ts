import { z } from 'zod';
import { BadRequestError } from '../../platform/errors';
import { rutArgument } from '@lambdas/platform/rut-argument';
import { TIPOS_FILTRO, type TipoFiltro } from './tipo-filtro';

/** Page size when the client sends none. */
export const DEFAULT_LIMIT = 1000;
/** Largest page a client may ask for. */
export const MAX_LIMIT = 5000;

/** The arguments of the three cession list queries after validation. */
export interface CessionListArgs {
  /** 'yyyy-MM-dd' (checked by the window rule) */
  fechaInicio: string;
  /** 'yyyy-MM-dd' */
  fechaTermino: string;
  /** normalised RUT of any party, or null (no filter; '' from the form) */
  rut: string | null;
  /** folio, or null (no filter; 0 from the form, core-platform §5) */
  folio: number | null;
  /** as sent; checked against the user's companies by the service */
  rutFactoring: string;
  tipoFiltro: TipoFiltro | null;
  limit: number;
  nextToken: string | null;
}

const argsSchema = z.object({
  fechaInicio: z.string(),
  fechaTermino: z.string(),
  rut: z.string().nullish(),
  folio: z.number().int('debe ser un entero').nonnegative('no puede ser negativo').nullish(),
  rutFactoring: z.string().min(1, 'es obligatorio'),
  tipoFiltro: z.enum(TIPOS_FILTRO).nullish(),
  limit: z.number().int('debe ser un entero').min(1, 'mínimo 1').max(MAX_LIMIT, `máximo ${MAX_LIMIT}`).nullish(),
  nextToken: z.string().nullish(),
});

/**
 * Validates the GraphQL arguments of a cession list query (schema.graphql; core-platform §7) and applies
 * the form defaults of core-platform §5: rut '' and folio 0 mean no filter; limit defaults to 1000, at
 * most 5000. The date window itself is checked by domain/date-window.ts.
 * @throws BadRequestError naming the first bad argument ("Argumento inválido 'limit': máximo 5000"),
 *   or with the RUT message when rut is not a RUT.
 */
export function parseCessionListArgs(args: Record<string, unknown>): CessionListArgs {
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(`Argumento inválido '${issue?.path.join('.') ?? ''}': ${issue?.message ?? ''}`);
  }
  const a = parsed.data;
  return {
    fechaInicio: a.fechaInicio,
    fechaTermino: a.fechaTermino,
    rut: a.rut?.trim() ? rutArgument(a.rut) : null,
    folio: a.folio ? a.folio : null,
    rutFactoring: a.rutFactoring,
    tipoFiltro: a.tipoFiltro ?? null,
    limit: a.limit ?? DEFAULT_LIMIT,
    nextToken: a.nextToken || null,
  };
}

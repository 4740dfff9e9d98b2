import { z } from 'zod';
import { checkNominaRow, NominaRowError, type NominaRow } from '@domain/nomina/nomina-row';
import { BadRequestError } from '../../platform/errors';

/** Most rows one createNomina call takes (a back office's whole payroll fits; bigger files go in several calls). */
export const MAX_NOMINA_ROWS = 20_000;

/** The createNomina arguments after validation: the factoring ('empresa', as sent) and the normalised rows. */
export interface NominasArgs {
  empresa: string;
  rows: NominaRow[];
}

const argsSchema = z.object({
  Nominas: z.object({
    empresa: z.string().min(1, 'es obligatorio'),
    data: z
      .array(z.object({ rutClient: z.string(), rutDebtor: z.string(), folio: z.number(), estado: z.string() }))
      .min(1, 'debe traer al menos una fila')
      .max(MAX_NOMINA_ROWS, `máximo ${MAX_NOMINA_ROWS} filas`),
  }),
});

/**
 * Validates the arguments of createNomina ({Nominas: {data, empresa}}, core-platform §7) and each row with the
 * rules the upload screen applies (domain/nomina/nomina-row.ts: valid ruts without dots, integer folio,
 * non-empty estado), so an API caller cannot store what the screen would refuse.
 * @throws BadRequestError naming the first bad argument, or 'Fila {n}: {reason}' (n 1-based in `data`).
 */
export function parseNominasArgs(args: Record<string, unknown>): NominasArgs {
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(`Argumento inválido '${issue?.path.join('.') ?? ''}': ${issue?.message ?? ''}`);
  }
  const { empresa, data } = parsed.data.Nominas;
  const rows = data.map((row, index) => {
    try {
      return checkNominaRow(row);
    } catch (error) {
      if (error instanceof NominaRowError) throw new BadRequestError(`Fila ${index + 1}: ${error.message}`);
      throw error;
    }
  });
  return { empresa, rows };
}

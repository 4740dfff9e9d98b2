/**
 * The arguments of the cession actions (schema.graphql cesionMasiva / sendCesionMasiva / devolverCesiones), read into
 * request rows. A row that does not name a cedible document (bad RUT, type, folio or date) is not refused silently:
 * it comes back as a row error with its reason, next to the good rows.
 */
import { z } from 'zod';
import { isCedible } from '@domain/dte-types';
import { readRut } from '@domain/sii-values';
import type { CesionMasivaFilaInput } from '@domain/wire/schema-types';
import { BadRequestError } from '@lambdas/platform/errors';
import type { ReadRows } from '@lambdas/services/cession-actions/cession-actions';

/** Messages of core-platform §5 "Mass assignment". */
export const NO_FACTORING = 'Debe seleccionar un factoring!';
export const NO_DOCUMENT = 'Debe elegir por lo menos un documento!';
/** Message of any other bulk action without a document (core-platform §5). */
export const NO_DOCUMENT_BULK = 'Debe elegir por lo menos un documento';

/** Most documents one request takes (a mass cession file of a month's portfolio fits; AppSync answers in 30 s). */
export const MAX_ACTION_ROWS = 1_000;

/** A document as the client sends it. */
type RawRow = Pick<CesionMasivaFilaInput, 'rutEmisor' | 'tipo' | 'folio' | 'fechaVencimiento'>;

const massSchema = z.object({
  rutFactoring: z.string(),
  cesionMasivaData: z.object({
    rutCesionario: z.string(),
    data: z.array(
      z
        .object({ rutEmisor: z.string(), tipo: z.number(), folio: z.number(), fechaVencimiento: z.string().nullish() })
        .passthrough(),
    ),
  }),
});

const returnSchema = z.object({
  rutFactoring: z.string(),
  dtes: z.array(z.object({ rutEmisor: z.string(), tipoDTE: z.number(), folioDTE: z.number() }).passthrough()),
});

/**
 * cesionMasiva's arguments.
 * @returns the factoring and recessionary as sent, and the rows read.
 * @throws BadRequestError for a malformed request, {@link NO_FACTORING} (no recessionary), {@link NO_DOCUMENT} (no
 *   row).
 */
export function parseMassArgs(
  args: Record<string, unknown>,
): { rutFactoring: string; rutCesionario: string } & ReadRows {
  const { rutFactoring, cesionMasivaData } = parseWith(massSchema, args);
  if (cesionMasivaData.rutCesionario.trim() === '') throw new BadRequestError(NO_FACTORING);
  return {
    rutFactoring,
    rutCesionario: cesionMasivaData.rutCesionario,
    ...readRows(cesionMasivaData.data, NO_DOCUMENT),
  };
}

/**
 * devolverCesiones' arguments.
 * @throws BadRequestError for a malformed request or {@link NO_DOCUMENT_BULK} (no document).
 */
export function parseReturnArgs(args: Record<string, unknown>): { rutFactoring: string } & ReadRows {
  const { rutFactoring, dtes } = parseWith(returnSchema, args);
  const raw = dtes.map((dte) => ({ rutEmisor: dte.rutEmisor, tipo: dte.tipoDTE, folio: dte.folioDTE }));
  return { rutFactoring, ...readRows(raw, NO_DOCUMENT_BULK) };
}

/** Reads each row; at most {@link MAX_ACTION_ROWS}. @throws BadRequestError `emptyMessage` or too many rows. */
function readRows(raw: readonly RawRow[], emptyMessage: string): ReadRows {
  if (raw.length === 0) throw new BadRequestError(emptyMessage);
  if (raw.length > MAX_ACTION_ROWS)
    throw new BadRequestError(`Se aceptan a lo más ${MAX_ACTION_ROWS} documentos por envío`);
  const read: ReadRows = { rows: [], refused: [] };
  for (const row of raw) {
    const problem = rowProblem(row);
    if (problem) {
      read.refused.push({ rutEmisor: row.rutEmisor, folio: row.folio, tipo: row.tipo, error: problem, envio: null });
      continue;
    }
    read.rows.push({
      rutEmisor: readRut(row.rutEmisor)!,
      tipoDTE: row.tipo,
      folio: row.folio,
      fechaVencimiento: row.fechaVencimiento?.trim() || null,
    });
  }
  return read;
}

function rowProblem(row: RawRow): string | null {
  if (!readRut(row.rutEmisor)) return `Rut emisor inválido: ${row.rutEmisor}`;
  if (!isCedible(row.tipo)) return `El tipo de documento ${row.tipo} no es cedible (33, 34, 43, 46)`;
  if (!Number.isInteger(row.folio) || row.folio <= 0) return `Folio inválido: ${row.folio}`;
  if (row.fechaVencimiento && !/^\d{4}-\d{2}-\d{2}$/.test(row.fechaVencimiento.trim())) {
    return `Fecha de vencimiento inválida (yyyy-MM-dd): ${row.fechaVencimiento}`;
  }
  return null;
}

function parseWith<T>(schema: z.ZodType<T>, args: Record<string, unknown>): T {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new BadRequestError(`Argumento inválido '${issue?.path.join('.') ?? ''}': ${issue?.message ?? ''}`);
}

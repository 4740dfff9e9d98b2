import { z } from 'zod';
import { InvalidRutError, normalizeRut } from '@domain/rut';
import type { DocumentRef } from '../../services/documents/held-document';
import { BadRequestError } from '../../platform/errors';

const rut = z
  .string()
  .trim()
  .min(1, 'es obligatorio')
  .transform((value, ctx) => {
    try {
      return normalizeRut(value);
    } catch (error) {
      if (!(error instanceof InvalidRutError)) throw error;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: error.message });
      return z.NEVER;
    }
  });
const tipo = z.number().int('debe ser un entero').positive('debe ser positivo');
const folio = z.number().int('debe ser un entero').positive('debe ser positivo');
const idSecuencia = z.number().int('debe ser un entero').positive('debe ser positivo').nullish();

const documentSchema = z.object({
  rutEmisor: rut,
  tipo,
  folio,
  idSecuencia,
  rutFactoring: z.string().min(1, 'es obligatorio'),
});
const movimientosSchema = z.object({
  rutEmisor: rut,
  tipoDocumento: tipo,
  folio,
  rutFactoring: z.string().min(1),
  rznEmisor: z.string().nullish(),
});
const dteInputSchema = z.object({ rutEmisor: rut, tipoDTE: tipo, folioDTE: folio, idSecuencia });

/** Largest number of documents one bulk request (getCertificateMasivo, cesionesPdf) may name. */
export const MAX_DTES_PER_REQUEST = 500;

/**
 * Validates the arguments of a single-document field (aecFiles, pdfFile, getCertificate,
 * getCertificadosAceptacionReclamo): rutEmisor, tipo, folio, optional idSecuencia, rutFactoring.
 * @throws BadRequestError "Argumento inválido '{name}': {reason}".
 */
export function parseDocumentArgs(args: Record<string, unknown>): { document: DocumentRef; rutFactoring: string } {
  const a = parse(documentSchema, args);
  return {
    document: { rutEmisor: a.rutEmisor, tipoDTE: a.tipo, folio: a.folio, idSecuencia: a.idSecuencia ?? null },
    rutFactoring: a.rutFactoring,
  };
}

/**
 * Validates the arguments of getMovimientos (folio, rutEmisor, tipoDocumento, rutFactoring, rznEmisor).
 * @throws BadRequestError "Argumento inválido '{name}': {reason}".
 */
export function parseMovimientosArgs(args: Record<string, unknown>): {
  document: DocumentRef;
  rutFactoring: string;
  rznEmisor: string | null;
} {
  const a = parse(movimientosSchema, args);
  return {
    document: { rutEmisor: a.rutEmisor, tipoDTE: a.tipoDocumento, folio: a.folio, idSecuencia: null },
    rutFactoring: a.rutFactoring,
    rznEmisor: a.rznEmisor?.trim() || null,
  };
}

/**
 * Validates a list of DteInput ({rutEmisor, tipoDTE, folioDTE, idSecuencia}): 1 to 500 entries;
 * duplicates (same rutEmisor, tipoDTE, folio, idSecuencia) are kept once, in first-seen order.
 * @throws BadRequestError for an empty or too long list or a bad entry ("Argumento inválido 'dtes.2.folioDTE': ...").
 */
export function parseDteInputs(value: unknown): DocumentRef[] {
  const list = parse(
    z
      .array(dteInputSchema)
      .min(1, 'Debe elegir por lo menos un documento')
      .max(MAX_DTES_PER_REQUEST, `máximo ${MAX_DTES_PER_REQUEST} documentos`),
    value,
    'dtes',
  );
  const seen = new Map<string, DocumentRef>();
  for (const d of list) {
    const ref = { rutEmisor: d.rutEmisor, tipoDTE: d.tipoDTE, folio: d.folioDTE, idSecuencia: d.idSecuencia ?? null };
    seen.set(`${ref.rutEmisor}#${ref.tipoDTE}#${ref.folio}#${ref.idSecuencia}`, ref);
  }
  return [...seen.values()];
}

function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown, prefix?: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = [prefix, ...(issue?.path ?? [])].filter((part) => part !== undefined).join('.');
  throw new BadRequestError(`Argumento inválido '${path}': ${issue?.message ?? ''}`);
}

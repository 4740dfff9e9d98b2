import { z } from 'zod';
import { rolesGranted } from '@domain/permissions';
import { InvalidRutError, normalizeRut } from '@domain/rut';
import { downloadAecsZip } from '@lambdas/services/documents/aec-zip-download';
import type { DocumentRef } from '@lambdas/services/documents/held-document';
import { BadRequestError } from '@lambdas/platform/errors';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import type { RestRoute } from '../../types';

/** Largest number of documents one zip request may name. */
export const MAX_AECS_PER_ZIP = 1000;

const positiveInt = z.coerce.number().int('debe ser un entero').positive('debe ser positivo');
const bodySchema = z.object({
  aecs: z
    .array(
      z.object({
        rut: z.string().trim().min(1, 'es obligatorio'),
        tipo: positiveInt,
        folio: positiveInt,
        idSecuencia: positiveInt.nullish(),
      }),
    )
    .min(1, 'Debe elegir por lo menos un documento')
    .max(MAX_AECS_PER_ZIP, `máximo ${MAX_AECS_PER_ZIP} documentos`),
  formato: z.literal('zip').default('zip'),
  rutFactoring: z.string().min(1, 'es obligatorio'),
});

/**
 * POST /v1/jwt/aecs (core-platform §7): body `{aecs: [{rut, tipo, folio, idSecuencia}], formato: 'zip',
 * rutFactoring}` (rows of the bulk download list, domain/spreadsheet-rows.ts). Builds 'zipAecs.zip' with one
 * '{rut}_{tipo}_{folio}.xml' per requested document, each the AEC up to the held cesión (byte-identical to the
 * stored AEC when that is where it ends), stores it under
 * 'zip/{rutFactoring}/{uuid}/zipAecs.zip' and answers `{urls: [signedUrl], errores: [{rut, tipo, folio, error}]}`;
 * the signed GET answers with Content-Length (S3). Documents the factoring does not hold ('Documento no
 * encontrado', also for a document held only in a role whose list the user may not see) or without a stored AEC ('No
 * fue posible descargar XML AEC desde el SII') are left out and listed in `errores`, so one bad row never loses the
 * good ones; a document named twice is zipped once.
 * @throws BadRequestError (bad body, bad RUT), ForbiddenError (foreign factoring), NotFoundError
 *   'No se encontraron AECs para los documentos solicitados' when no document can be zipped.
 */
export const aecsRoute: RestRoute = {
  method: 'POST',
  path: '/v1/jwt/aecs',
  handle: async ({ identity, body }, deps) => {
    const request = parseBody(body);
    const scope = resolveTenantScope(identity, request.rutFactoring);
    return { body: await downloadAecsZip(deps, scope, request.aecs, rolesGranted(scope.flags)) };
  },
};

function parseBody(body: unknown): { aecs: DocumentRef[]; rutFactoring: string } {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(`Argumento inválido '${issue?.path.join('.') ?? ''}': ${issue?.message ?? ''}`);
  }
  const aecs = parsed.data.aecs.map((row, i) => ({
    rutEmisor: rutOf(row.rut, i),
    tipoDTE: row.tipo,
    folio: row.folio,
    idSecuencia: row.idSecuencia ?? null,
  }));
  return { aecs, rutFactoring: parsed.data.rutFactoring };
}

function rutOf(text: string, index: number): string {
  try {
    return normalizeRut(text);
  } catch (error) {
    if (error instanceof InvalidRutError)
      throw new BadRequestError(`Argumento inválido 'aecs.${index}.rut': ${error.message}`);
    throw error;
  }
}

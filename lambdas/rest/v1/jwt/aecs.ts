import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import { z } from 'zod';
import type { CessionRecord } from '@domain/cession';
import { rolesGranted } from '@domain/permissions';
import { InvalidRutError, normalizeRut } from '@domain/rut';
import type { SiiRole } from '@domain/sii-role';
import { buildZip, type ZipEntry } from '@lambdas/services/documents/aec-zip';
import { DOCUMENT_NOT_FOUND, findHeldCessions, type DocumentRef } from '@lambdas/services/documents/held-document';
import {
  AEC_NOT_AVAILABLE,
  downloadStem,
  readLinkAec,
  SIGNED_URL_SECONDS,
} from '@lambdas/services/documents/stored-aec';
import { BadRequestError, NotFoundError } from '@lambdas/platform/errors';
import { assertActsFor } from '@lambdas/access/tenant';
import type { RestDeps, RestRoute } from '../../types';

/** Largest number of documents one zip request may name. */
export const MAX_AECS_PER_ZIP = 1000;
/**
 * AEC objects read from the bucket at the same time. Each GET is mostly waiting on S3 (tens of ms on AWS),
 * so 32 keeps the reads ahead of the zip without exceeding the SDK's 50 pooled sockets.
 */
export const AEC_READ_CONCURRENCY = 32;
/** Name of the archive (core-platform §9). */
export const ZIP_NAME = 'zipAecs.zip';
/** Message when none of the requested documents has a stored AEC the factoring holds. */
export const NO_AECS_MESSAGE = 'No se encontraron AECs para los documentos solicitados';

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

/** A requested document left out of the zip, and why. */
export interface AecZipError {
  rut: string;
  tipo: number;
  folio: number;
  error: string;
}

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
    const rutFactoring = assertActsFor(identity, request.rutFactoring);
    const { zip, zipped, errores } = await zipAecs(deps, rutFactoring, request.aecs, rolesGranted(identity.flags));
    if (zipped === 0) throw new NotFoundError(NO_AECS_MESSAGE);
    const key = `zip/${rutFactoring}/${randomUUID()}/${ZIP_NAME}`;
    await deps.documents.putDocument(key, zip, 'application/zip');
    return { body: { urls: [await deps.documents.signedDownloadUrl(key, ZIP_NAME, SIGNED_URL_SECONDS)], errores } };
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

/**
 * Zips the AECs of the documents held in `roles` (those the user sees), each up to the held record's cesión and
 * never a later one (lambdas/services/documents/stored-aec.ts readLinkAec), reading them from the bucket ahead of the zip
 * (each stored key and cesión read once) while it compresses, and lists in `errores`, in request order, every ref
 * it leaves out: as before, a ref whose document is not held, or whose AEC key or object is missing, is listed
 * (each time it is named); a document already zipped under its name is not zipped again.
 */
async function zipAecs(
  deps: RestDeps,
  rutFactoring: string,
  refs: DocumentRef[],
  roles: readonly SiiRole[],
): Promise<{ zip: Uint8Array; zipped: number; errores: AecZipError[] }> {
  const found = await findHeldCessions(deps, rutFactoring, refs, roles);
  const limit = pLimit(AEC_READ_CONCURRENCY);
  const reads = new Map<string, Promise<Uint8Array | null>>();
  const readOf = (record: CessionRecord) => `${record.aecKey}|${record.idSecuencia}`;
  for (const record of found) {
    if (!record?.aecKey || reads.has(readOf(record))) continue;
    reads.set(
      readOf(record),
      limit(() => readLinkAec(deps.documents, record).then((aec) => aec.bytes, notFoundAsNull)),
    );
  }
  // Until the zip awaits each read in turn, a failed read must not go unhandled.
  for (const read of reads.values()) read.catch(() => undefined);
  const errores: AecZipError[] = [];
  const names = new Set<string>();
  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const [i, ref] of refs.entries()) {
      const record = found[i];
      const bytes = record?.aecKey ? await reads.get(readOf(record)) : null;
      const name = `${downloadStem(ref)}.xml`;
      if (!record || !bytes) {
        errores.push({
          rut: ref.rutEmisor,
          tipo: ref.tipoDTE,
          folio: ref.folio,
          error: record ? AEC_NOT_AVAILABLE : DOCUMENT_NOT_FOUND,
        });
      } else if (!names.has(name)) {
        names.add(name);
        yield { name, bytes };
      }
    }
  }
  const zip = await buildZip(entries());
  return { zip, zipped: names.size, errores };
}

/** A missing or unservable AEC read as "none" (listed in errores); any other failure stays an error. */
function notFoundAsNull(error: unknown): null {
  if (error instanceof NotFoundError) return null;
  throw error;
}

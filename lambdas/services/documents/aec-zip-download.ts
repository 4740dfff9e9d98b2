import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import type { SiiRole } from '@domain/sii-role';
import { NotFoundError } from '../../platform/errors';
import { buildZip, type ZipEntry } from './aec-zip';
import type { DocumentFilesDeps } from './document-files-deps';
import {
  DOCUMENT_NOT_FOUND,
  findHeldCessions,
  HELD_LINK_FIELDS,
  type DocumentRef,
  type HeldLink,
} from './held-document';
import { AEC_NOT_AVAILABLE, downloadStem, readLinkAec, SIGNED_URL_SECONDS } from './stored-aec';
import type { TenantScope } from '../../access/tenant-scope';

/**
 * AEC objects read from the bucket at the same time. Each GET is mostly waiting on S3 (tens of ms on AWS),
 * so 32 keeps the reads ahead of the zip without exceeding the SDK's 50 pooled sockets.
 */
export const AEC_READ_CONCURRENCY = 32;
/** Name of the archive (core-platform §9). */
export const ZIP_NAME = 'zipAecs.zip';
/** Message when none of the requested documents has a stored AEC the factoring holds. */
export const NO_AECS_MESSAGE = 'No se encontraron AECs para los documentos solicitados';

/** A requested document left out of the zip, and why. */
export interface AecZipError {
  rut: string;
  tipo: number;
  folio: number;
  error: string;
}

/**
 * Builds 'zipAecs.zip' of the documents the factoring holds in `roles` (zipAecs), stores it under
 * 'zip/{rutFactoring}/{uuid}/zipAecs.zip' and signs its download.
 * @returns `{urls: [signedUrl], errores}`, errores listing the documents left out.
 * @throws NotFoundError 'No se encontraron AECs para los documentos solicitados' when no document can be zipped.
 */
export async function downloadAecsZip(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  refs: DocumentRef[],
  roles: readonly SiiRole[],
): Promise<{ urls: string[]; errores: AecZipError[] }> {
  const { rutFactoring } = scope;
  const { zip, zipped, errores } = await zipAecs(deps, scope, refs, roles);
  if (zipped === 0) throw new NotFoundError(NO_AECS_MESSAGE);
  const key = `zip/${rutFactoring}/${randomUUID()}/${ZIP_NAME}`;
  await deps.documents.putDocument(key, zip, 'application/zip');
  return { urls: [await deps.documents.signedDownloadUrl(key, ZIP_NAME, SIGNED_URL_SECONDS)], errores };
}

/**
 * Zips the AECs of the documents held in `roles` (those the user sees), each up to the held record's cesión and
 * never a later one (lambdas/services/documents/stored-aec.ts readLinkAec), reading them from the bucket ahead of the
 * zip (each stored key and cesión read once) while it compresses, and lists in `errores`, in request order, every ref
 * it leaves out: as before, a ref whose document is not held, or whose AEC key or object is missing, is listed
 * (each time it is named); a document already zipped under its name is not zipped again.
 */
async function zipAecs(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  refs: DocumentRef[],
  roles: readonly SiiRole[],
): Promise<{ zip: Uint8Array; zipped: number; errores: AecZipError[] }> {
  const found = await findHeldCessions(deps, scope, refs, roles, HELD_LINK_FIELDS);
  const limit = pLimit(AEC_READ_CONCURRENCY);
  const reads = new Map<string, Promise<Uint8Array | null>>();
  const readOf = (record: HeldLink) => `${record.aecKey}|${record.idSecuencia}`;
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

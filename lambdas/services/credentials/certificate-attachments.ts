import type { AdjuntoFirma } from '@domain/credentials/certificado-digital';
import { supportingContentType, supportingFilesProblem } from '@domain/credentials/supporting-files';
import type { AdjuntoFirmaInput, ArchivoDescarga } from '@domain/wire/schema-types';
import type { TenantScope } from '../../access/tenant-scope';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import type { CredentialRepository, StoredAdjunto } from '../../store/credential-repository';
import type { DocumentStore } from '../../store/document-store';
import { SIGNED_URL_SECONDS } from '../documents/stored-aec';

/** Where a supporting file goes: under the factoring's prefix of the documents bucket, one folder per upload. */
function adjuntoKey(scope: TenantScope, uploadedAt: Date, index: number, nombre: string): string {
  return `firma-digital/${scope.rutFactoring}/${uploadedAt.getTime()}/${index + 1}-${nombre.replace(/[^\w.-]+/g, '_')}`;
}

/**
 * Decodes and checks the supporting files of a certificate upload (domain/credentials/supporting-files.ts: at most 2,
 * images or PDF, 5 MB each), without storing them.
 * @returns each file's name and bytes, in the order given.
 * @throws BadRequestError with the first Spanish message of the rule.
 */
export function readAdjuntos(adjuntos: readonly AdjuntoFirmaInput[]): { nombre: string; bytes: Buffer }[] {
  const files = adjuntos.map(({ nombre, contenido }) => ({
    nombre: nombre.trim(),
    bytes: Buffer.from(contenido, 'base64'),
  }));
  const problem = supportingFilesProblem(files.map(({ nombre, bytes }) => ({ nombre, bytes: bytes.length })));
  if (problem) throw new BadRequestError(problem);
  return files;
}

/**
 * Stores the checked supporting files ({@link readAdjuntos}) in the documents bucket under
 * 'firma-digital/{rutFactoring}/{upload instant ms}/{n}-{name}', each with its image or PDF content type.
 * @returns what the certificate record keeps of each: name, size and key.
 */
export async function storeAdjuntos(
  scope: TenantScope,
  files: readonly { nombre: string; bytes: Buffer }[],
  uploadedAt: Date,
  documents: Pick<DocumentStore, 'putDocument'>,
): Promise<StoredAdjunto[]> {
  return Promise.all(
    files.map(async ({ nombre, bytes }, index) => {
      const key = adjuntoKey(scope, uploadedAt, index, nombre);
      await documents.putDocument(key, bytes, supportingContentType(nombre) ?? 'application/octet-stream');
      return { nombre, bytes: bytes.length, key };
    }),
  );
}

/** The supporting files as the API lists them: name and size, never the key. */
export function listedAdjuntos(stored: readonly StoredAdjunto[] | undefined): AdjuntoFirma[] {
  return (stored ?? []).map(({ nombre, bytes }) => ({ nombre, bytes }));
}

/**
 * adjuntoCertificadoDigital(rutFactoring, nombre): a signed download link (5 minutes) of one supporting file of the
 * scope's factoring's certificate, named as uploaded.
 * @throws NotFoundError 'Archivo no encontrado' when the factoring has no certificate or no file of that name.
 */
export async function downloadAdjunto(
  scope: TenantScope,
  nombre: string,
  deps: {
    credentials: Pick<CredentialRepository, 'getCertificateInfo'>;
    documents: Pick<DocumentStore, 'signedDownloadUrl'>;
  },
): Promise<ArchivoDescarga> {
  const info = await deps.credentials.getCertificateInfo(scope);
  const adjunto = info?.adjuntos?.find((candidate) => candidate.nombre === nombre);
  if (!adjunto) throw new NotFoundError('Archivo no encontrado');
  return { url: await deps.documents.signedDownloadUrl(adjunto.key, adjunto.nombre, SIGNED_URL_SECONDS), nombre };
}

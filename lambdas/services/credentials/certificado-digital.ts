import { certificateTerm } from '@domain/credentials/certificate-checks';
import type { CertificadoDigital } from '@domain/credentials/certificado-digital';
import { certificateFormProblem } from '@domain/credentials/credential-forms';
import { normalizeRut } from '@domain/rut';
import type { MutationInsertCertificadoDigitalArgs } from '@domain/wire/schema-types';
import { BadRequestError } from '../../platform/errors';
import type { TenantScope } from '../../access/tenant-scope';
import type { AcceptedIssuers } from '../../sii/certificate/accepted-issuers';
import { CertificateRejectedError, checkCertificate } from '../../sii/certificate/check-certificate';
import { CertificateFileError } from '../../sii/certificate/open-pkcs12';
import type { CertificateInfo } from '../../store/credential-repository';
import type { DocumentStore } from '../../store/document-store';
import { listedAdjuntos, readAdjuntos, storeAdjuntos } from './certificate-attachments';
import type { CredentialRepository } from '../../store/credential-repository';

type Deps = {
  credentials: Pick<CredentialRepository, 'putCertificate' | 'getCertificateInfo' | 'deleteCertificate'>;
  /** The documents bucket, where the supporting files go (and whence those of a replaced certificate leave). */
  documents: Pick<DocumentStore, 'putDocument' | 'deleteDocuments'>;
  /** The certification authorities the SII accepts (ServerConfig.siiCertificateAuthorities). */
  certificateIssuers: AcceptedIssuers;
  now(): Date;
};

function toCertificadoDigital({ cargadoPor: _, adjuntos, ...info }: CertificateInfo, now: Date): CertificadoDigital {
  return { ...info, ...certificateTerm(info.validoHasta, now), adjuntos: listedAdjuntos(adjuntos) };
}

/**
 * certificadoDigital(rutFactoring): the factoring's stored certificate, or null.
 */
export async function getCertificadoDigital(scope: TenantScope, deps: Deps): Promise<CertificadoDigital | null> {
  const info = await deps.credentials.getCertificateInfo(scope);
  return info ? toCertificadoDigital(info, deps.now()) : null;
}

/**
 * insertCertificadoDigital (core-platform §7), for the scope's factoring (`rutEmpresa`, checked with firmaDigital by
 * the entry handler): checks, in order, the form rules of
 * core-platform §5 (domain/credentials/credential-forms.ts), then the file
 * (lambdas/sii/certificate/check-certificate.ts: opens with its password, holds a key, issued by an authority the SII
 * accepts, valid now, issued to rutFirmante), and the supporting files (at most 2 images or PDFs, 5 MB each,
 * certificate-attachments.ts); only then stores the supporting files under the factoring's prefix of the documents
 * bucket and seals and stores the certificate with them, replacing any previous one (whose supporting files are
 * deleted: identity papers are kept no longer than the certificate they back), stamped with the uploader's e-mail.
 * @returns the stored certificate as the screen shows it.
 * @throws BadRequestError with the first Spanish message of the form or the file check;
 *   SealerUnavailableError when no sealer is configured.
 */
export async function insertCertificadoDigital(
  args: Omit<MutationInsertCertificadoDigitalArgs, 'rutEmpresa'>,
  scope: TenantScope,
  deps: Deps,
): Promise<CertificadoDigital> {
  const { identity } = scope;
  const pfx = Buffer.from(args.certificado, 'base64');
  const problem = certificateFormProblem({
    rutFirmante: args.rutFirmante,
    clave: args.clave,
    nombre: args.nombre,
    archivoBytes: pfx.length,
  });
  if (problem) throw new BadRequestError(problem);
  const adjuntos = readAdjuntos(args.adjuntos ?? []);
  const now = deps.now();
  let checked;
  try {
    checked = checkCertificate(pfx, args.clave, args.rutFirmante, now, deps.certificateIssuers);
  } catch (error) {
    if (error instanceof CertificateFileError || error instanceof CertificateRejectedError)
      throw new BadRequestError(error.message);
    throw error;
  }
  const info: CertificateInfo = {
    ...checked,
    nombre: args.nombre.trim(),
    rutFirmante: normalizeRut(args.rutFirmante),
    cargadoEn: now.toISOString(),
    cargadoPor: identity.email || identity.username,
    adjuntos: await storeAdjuntos(scope, adjuntos, now, deps.documents),
  };
  const replaced = await deps.credentials.getCertificateInfo(scope);
  await deps.credentials.putCertificate(scope, { ...info, pfx, password: args.clave });
  await deleteAdjuntos(replaced, deps.documents);
  return toCertificadoDigital(info, now);
}

/** Deletes the supporting files of a certificate no longer stored (none when `info` is null or has none). */
async function deleteAdjuntos(info: CertificateInfo | null, documents: Deps['documents']): Promise<void> {
  const keys = (info?.adjuntos ?? []).map((adjunto) => adjunto.key);
  if (keys.length > 0) await documents.deleteDocuments(keys);
}

/**
 * deleteCertificadoDigital(rutEmpresa): removes the factoring's certificate and its supporting files.
 * @returns false when there was none.
 */
export async function deleteCertificadoDigital(scope: TenantScope, deps: Deps): Promise<boolean> {
  const info = await deps.credentials.getCertificateInfo(scope);
  const deleted = await deps.credentials.deleteCertificate(scope);
  await deleteAdjuntos(info, deps.documents);
  return deleted;
}

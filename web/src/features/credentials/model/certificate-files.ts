import { ARCHIVO_FALTANTE_MESSAGE } from '@domain/credentials/messages';
import {
  MAX_CERTIFICATE_FILES,
  supportingFilesProblem,
  TOO_MANY_FILES_MESSAGE,
} from '@domain/credentials/supporting-files';
import { isPfxFileName } from './pfx-file';

/** The files of one 'Firma Digital' upload: the certificate and its supporting files. */
interface CertificateFiles<F extends { name: string; size: number }> {
  /** The first file named .pfx/.p12, or null. */
  certificado: F | null;
  /** Every other file, in the order chosen. */
  adjuntos: F[];
}

/** Splits the chosen files into the certificate (the first .pfx/.p12) and the supporting files (the rest). */
export function splitCertificateFiles<F extends { name: string; size: number }>(
  files: readonly F[],
): CertificateFiles<F> {
  const index = files.findIndex((file) => isPfxFileName(file.name));
  return {
    certificado: index < 0 ? null : files[index]!,
    adjuntos: files.filter((_, position) => position !== index),
  };
}

/**
 * The first problem of the chosen files (core-platform §2: images, PDF, .pfx, PKCS12; at most 3 files): more than 3
 * files, no certificate ('Debe agregar un archivo PFX y la clave correspondiente.'), then the supporting files' rule
 * (domain/credentials/supporting-files.ts).
 * @returns the Spanish message, or null.
 */
export function certificateFilesProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > MAX_CERTIFICATE_FILES) return TOO_MANY_FILES_MESSAGE;
  const { certificado, adjuntos } = splitCertificateFiles(files);
  if (!certificado) return ARCHIVO_FALTANTE_MESSAGE;
  return supportingFilesProblem(adjuntos.map((file) => ({ nombre: file.name, bytes: file.size })));
}

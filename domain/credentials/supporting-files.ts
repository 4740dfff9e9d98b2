/**
 * The supporting files of 'Firma Digital' (core-platform §2: "Accepted files: images, PDF, .pfx, PKCS12; at most 3
 * files"): beside the certificate (.pfx/.p12), up to 2 images or PDFs that back it (an ID card scan, a power of
 * attorney), kept with the certificate record. The Spanish messages are the platform's own (§8 names none for these
 * limits).
 */

/** At most this many files in one upload, the certificate included (core-platform §2). */
export const MAX_CERTIFICATE_FILES = 3;
/** So at most this many supporting files beside the certificate. */
export const MAX_SUPPORTING_FILES = MAX_CERTIFICATE_FILES - 1;
/** The largest supporting file, bytes (5 MB). */
export const MAX_SUPPORTING_FILE_BYTES = 5 * 1024 * 1024;

/** The content type of each accepted supporting file extension: images and PDF. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The file input's accept list for the whole upload: the certificate and the supporting files. */
export const CERTIFICATE_FILES_ACCEPT = '.pfx,.p12,application/x-pkcs12,image/*,.pdf,application/pdf';

export const TOO_MANY_FILES_MESSAGE = `Puede subir a lo más ${MAX_CERTIFICATE_FILES} archivos: el certificado y hasta ${MAX_SUPPORTING_FILES} de respaldo.`;

/** A supporting file that is neither an image nor a PDF. */
function supportingTypeMessage(nombre: string): string {
  return `El archivo ${nombre} no es una imagen ni un PDF.`;
}

/** A supporting file over {@link MAX_SUPPORTING_FILE_BYTES}. */
function supportingSizeMessage(nombre: string): string {
  return `El archivo ${nombre} supera los 5 MB.`;
}

/**
 * The content type of a supporting file, by its name's extension (any case).
 * @returns e.g. 'application/pdf', or null when the name is not an image or a PDF.
 */
export function supportingContentType(nombre: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(nombre.trim())?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || null;
}

/**
 * The first problem of the supporting files of one upload, in order: more than {@link MAX_SUPPORTING_FILES}, one that
 * is not an image or a PDF, one over {@link MAX_SUPPORTING_FILE_BYTES}.
 * @param files each file's name and size in bytes.
 * @returns the Spanish message, or null when they may be stored.
 */
export function supportingFilesProblem(files: readonly { nombre: string; bytes: number }[]): string | null {
  if (files.length > MAX_SUPPORTING_FILES) return TOO_MANY_FILES_MESSAGE;
  for (const file of files) {
    if (!supportingContentType(file.nombre)) return supportingTypeMessage(file.nombre);
    if (file.bytes > MAX_SUPPORTING_FILE_BYTES) return supportingSizeMessage(file.nombre);
  }
  return null;
}

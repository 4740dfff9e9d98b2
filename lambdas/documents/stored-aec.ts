import type { CessionRecord } from '../../domain/cession';
import { NotFoundError } from '../platform/errors';
import type { DocumentStore } from '../store/document-store';
import type { DocumentRef } from './held-document';

/** Message when a cession has no stored AEC (core-platform §8, aec_descargado 0 or 2). */
export const AEC_NOT_AVAILABLE = 'No fue posible descargar XML AEC desde el SII';

/** Lifetime of every signed download URL handed to the browser, in seconds (5 minutes). */
export const SIGNED_URL_SECONDS = 300;

/**
 * The download name stem of a document, '{rutEmisor}_{tipo}_{folio}' (core-platform §9: '.pdf', '.xml',
 * '_certificado_cesion.html', ...), with the RUT the client named it by (the deudor's for tipo 46, §3).
 */
export function downloadStem(document: Pick<DocumentRef, 'rutEmisor' | 'tipoDTE' | 'folio'>): string {
  return `${document.rutEmisor}_${document.tipoDTE}_${document.folio}`;
}

/**
 * The stored AEC bytes of a cession, exactly as the SII served them.
 * @throws NotFoundError 'No fue posible descargar XML AEC desde el SII' when the cession has no AEC key or
 *   the object is missing from the bucket.
 */
export async function readStoredAec(documents: Pick<DocumentStore, 'getAec'>, record: CessionRecord): Promise<{ key: string; bytes: Uint8Array }> {
  const key = record.aecKey;
  const bytes = key ? await documents.getAec(key) : null;
  if (!key || !bytes) throw new NotFoundError(AEC_NOT_AVAILABLE);
  return { key, bytes };
}

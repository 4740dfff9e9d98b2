/**
 * Which AEC a party of a document may read (each holder sees its own link of the chain). The bucket
 * keeps the SII's AEC files per sequence (aec/{rutEmisor}/{tipo}/{folio}/SEQ-{n}.xml, n the SeqCesion of its last
 * Cesion, never overwritten); every stored cession record is one link of the chain (its idSecuencia) and serves the
 * chain up to that link, never later ones:
 * - a factoring's records are the cesiones it was party to, as cesionario or as cedente (core-platform §7 cession
 *   lists): one that re-ceded a document sees up to the cesión it made, the current holder the whole chain;
 * - a debtor is told of each cesión when the registry annotates it (Ley 19.983; the Instructivo lets the deudor read
 *   the registry, SII-PROTOCOLS.md §5), and what the platform knows it was told is its own DEUDOR period answers, one
 *   row per cesión (SII-PROTOCOLS.md §4, core-platform §7 archivosElectronicoDeCesionRecuperadosDeDeudor): each of
 *   its records serves up to that row's cesión, and a cesión its answers do not list yet is not served, even when a
 *   factoring's refresh already stored the longer AEC.
 * A download without idSecuencia takes the party's latest link (held-document.ts findHeldCession).
 */
import { aecUpToLink } from '@domain/aec/link-extract';
import { SiiXmlError } from '@domain/xml/sii-xml-error';
import { NotFoundError } from '../../platform/errors';
import { aecKey, aecLinkKey, seqOfAecKey, type DocumentStore } from '../../store/document-store';
import type { DocumentRef, HeldLink } from './held-document';

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

/** The AEC a cession record may show, and where it lives. */
export interface LinkAec {
  /** The bytes: the SII's own file, or an extract of a later one (domain/aec/link-extract.ts). */
  bytes: Uint8Array;
  /** The stored object holding exactly these bytes; for an extract the aec-link/ key it is to be written under. */
  key: string;
  /** True when the bytes are an extract not yet in the bucket under `key`. */
  extract: boolean;
}

/**
 * The AEC of a stored cession as its party may see it: the chain up to the record's own cesión
 * (record.idSecuencia), never a later one. A record's aecKey names the newest AEC the refresh stored for the
 * document (aec/.../SEQ-{n}.xml, the SII's file, byte-identical); when n is beyond the record's cesión k, the SII's
 * own file of SEQ-k is served if the bucket holds it (stored while that was the latest), otherwise an extract of
 * SEQ-n cut at k. Who reaches which record is decided by findHeldCession: a factoring's cessions as cesionario and
 * cedente, a debtor's as its own DEUDOR period answers list them.
 * @throws NotFoundError 'No fue posible descargar XML AEC desde el SII' when the record has no AEC key, the object
 *   is missing, or the stored AEC cannot be cut at the record's cesión (it is never served whole instead).
 * @throws the bucket's errors.
 */
export async function readLinkAec(documents: Pick<DocumentStore, 'getAec'>, record: HeldLink): Promise<LinkAec> {
  const key = record.aecKey;
  if (!key) throw new NotFoundError(AEC_NOT_AVAILABLE);
  const seq = record.idSecuencia;
  const storedSeq = seqOfAecKey(key);
  if (storedSeq === null || storedSeq > seq) {
    const dte = { rutEmisor: record.emisor.rut, tipoDTE: record.tipoDTE, folio: record.folio };
    const own = aecKey(dte, seq);
    const registered = own === key ? null : await documents.getAec(own);
    if (registered) return { bytes: registered, key: own, extract: false };
    const latest = await documents.getAec(key);
    if (!latest) throw new NotFoundError(AEC_NOT_AVAILABLE);
    const bytes = cut(latest, seq);
    return bytes === latest ? { bytes, key, extract: false } : { bytes, key: aecLinkKey(dte, seq), extract: true };
  }
  const bytes = await documents.getAec(key);
  if (!bytes) throw new NotFoundError(AEC_NOT_AVAILABLE);
  return { bytes, key, extract: false };
}

/** {@link aecUpToLink}, an AEC that cannot be cut read as "no AEC" (the whole chain is never the fallback). */
function cut(bytes: Uint8Array, seq: number): Uint8Array {
  try {
    return aecUpToLink(bytes, seq);
  } catch (error) {
    if (error instanceof SiiXmlError) throw new NotFoundError(AEC_NOT_AVAILABLE);
    throw error;
  }
}

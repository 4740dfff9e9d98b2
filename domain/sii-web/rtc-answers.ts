/**
 * Telling what an RTC CGI answered (SII-PROTOCOLS.md §4-§5): RTCDescargarXmlCons.cgi sends the AEC XML of the
 * latest cesión, or an HTML page ('no existe' when the document has no AEC, 'no tiene acceso' when the session's
 * company is no party, the login page when the session ended); RTCConsultaCesiones.cgi sends the period answer as
 * TXT (first line DATOS_CONSULTA) or XML (SII:RESPUESTA), or such a page. Only a small scan is made here: the full
 * parsing happens later, in the refresh (domain/aec/parse.ts, domain/period-file.ts).
 */
import { decodeTextBytes } from '../xml/decode-bytes';
import { foldPageText } from './page-text';
import { classifyFoldedPage, classifyPortalPage, type PortalPageVerdict } from './portal-page';

/** What an AEC download answered. */
export type AecDownload =
  /** An AEC; `seq` is the highest SeqCesion it holds (the SII's AEC--…--SEQ-{n} numbering). */
  | { kind: 'aec'; seq: number }
  /** 'no existe': the document has no AEC in the registry. */
  | { kind: 'sin-aec' }
  /** 'no tiene acceso': the session's company is not a party to the cesión chain. */
  | { kind: 'sin-acceso' }
  /** A portal refusal page (session expired, unavailable, …). */
  | { kind: 'rechazo'; verdict: PortalPageVerdict }
  /** Anything else: an AEC root without SeqCesion, an unknown page, an empty body. */
  | { kind: 'desconocida' };

const SEQ_CESION = /<(?:[\w.-]+:)?SeqCesion>\s*(\d+)\s*</g;

/** Reads an RTCDescargarXmlCons.cgi answer. Never throws. */
export function readAecDownload(bytes: Uint8Array): AecDownload {
  const text = decodeTextBytes(bytes);
  if (rootName(text) === 'AEC') {
    const seqs = [...text.matchAll(SEQ_CESION)].map((match) => Number(match[1]));
    return seqs.length > 0 ? { kind: 'aec', seq: Math.max(...seqs) } : { kind: 'desconocida' };
  }
  const folded = foldPageText(bytes);
  const verdict = classifyFoldedPage(folded);
  if (verdict) return { kind: 'rechazo', verdict };
  if (folded.includes('NO TIENE ACCESO')) return { kind: 'sin-acceso' };
  if (folded.includes('NO EXISTE')) return { kind: 'sin-aec' };
  return { kind: 'desconocida' };
}

/** What a period query answered. */
export type PeriodDownload =
  { kind: 'period'; form: 'TXT' | 'XML' } | { kind: 'rechazo'; verdict: PortalPageVerdict } | { kind: 'desconocida' };

/**
 * Reads an RTCConsultaCesiones.cgi answer: TXT when its first text (after a BOM; UTF-16 included, as
 * domain/xml/decode-bytes.ts decodeTextBytes reads it) starts with DATOS_CONSULTA, XML when its root element is
 * RESPUESTA. Never throws.
 */
export function readPeriodDownload(bytes: Uint8Array): PeriodDownload {
  const text = decodeTextBytes(bytes);
  if (text.trimStart().startsWith('DATOS_CONSULTA')) return { kind: 'period', form: 'TXT' };
  if (rootName(text) === 'RESPUESTA') return { kind: 'period', form: 'XML' };
  const verdict = classifyPortalPage(bytes);
  return verdict ? { kind: 'rechazo', verdict } : { kind: 'desconocida' };
}

/** Local name of the document element, skipping the XML declaration, comments, processing instructions. */
function rootName(text: string): string | null {
  const match = /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*<(?:[\w.-]+:)?([\w.-]+)[\s/>]/.exec(text);
  return match?.[1] ?? null;
}

/**
 * The names the SII web client gives its answers, the SII's own file names that lambdas/sii/file-names.ts reads
 * back (CESIONES_…, AEC--… as domain/aec/build.ts names it, EVENTOS--…, RECEPCION--…) and the client RCV export
 * names of infra/local/demo-world/rcv-csv.ts, plus the archive name of every other answer.
 */
import { aecFileName as siiAecFileName } from '@domain/aec/build';
import { normalizeRut } from '@domain/rut';
import { SII_ROLE_CODE, type SiiRole } from '@domain/sii-role';
import { toSiiDay } from '@domain/sii-web/period-windows';
import type { DocumentKey } from '@domain/document-key';
import type { RcvQuery } from './client-api';

/** CESIONES_{rut}_{1 cedente|2 cesionario|3 deudor}_{ddMMyyyy}_{ddMMyyyy}.{txt|xml} of a window ('yyyy-MM-dd'). */
export function periodFileName(rut: string, role: SiiRole, desde: string, hasta: string, form: 'TXT' | 'XML'): string {
  return `CESIONES_${normalizeRut(rut)}_${SII_ROLE_CODE[role]}_${toSiiDay(desde)}_${toSiiDay(hasta)}.${form.toLowerCase()}`;
}

/** AEC--{rutEmisor}--{tipo}--{folio}--SEQ-{n}.xml. */
export function aecFileName(dte: DocumentKey, seq: number): string {
  return siiAecFileName(normalizeRut(dte.rutEmisor), dte.tipoDTE, dte.folio, seq);
}

/** EVENTOS--{rutEmisor}--{tipo}--{folio}.xml (listarEventosHistDoc answer). */
export function eventsFileName(dte: DocumentKey): string {
  return `EVENTOS--${dteName(dte)}.xml`;
}

/** RECEPCION--{rutEmisor}--{tipo}--{folio}.xml (consultarFechaRecepcionSii answer). */
export function receptionFileName(dte: DocumentKey): string {
  return `RECEPCION--${dteName(dte)}.xml`;
}

/** RCV_VENTA_{rut}_{yyyyMM}.csv or RCV_COMPRA_{ESTADO}_{rut}_{yyyyMM}.csv (a COMPRA query carries its estadoContab). */
export function rcvFileName(rut: string, query: RcvQuery): string {
  const book = query.operacion === 'VENTA' ? 'VENTA' : `COMPRA_${query.estadoContab}`;
  return `RCV_${book}_${normalizeRut(rut)}_${query.periodo}.csv`;
}

/**
 * HISTORIAL_IVA_{rut}.json: a client's F29 declarations as the IVA history reads them (domain/client-db/iva-history.ts;
 * shape in infra/local/demo-world/rcv-iva-history.ts), gathered from its Carpeta Tributaria (cte-service.ts).
 */
export function ivaHistoryFileName(rut: string): string {
  return `HISTORIAL_IVA_${normalizeRut(rut)}.json`;
}

/**
 * 'otros/{nnnnn}-{operation}.{ext}' of an answer that is no SII file: `number` zero-padded to 5 digits, the operation
 * reduced to letters, digits, '_' and '-', the extension guessed from the first bytes (xml, html, json or txt).
 */
export function otherAnswerName(number: number, operation: string, bytes: Uint8Array): string {
  const safe = operation.replace(/[^A-Za-z0-9_-]/g, '_') || 'respuesta';
  return `otros/${String(number).padStart(5, '0')}-${safe}.${guessExtension(bytes)}`;
}

function guessExtension(bytes: Uint8Array): 'xml' | 'html' | 'json' | 'txt' {
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart();
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (head.startsWith('<?xml')) return 'xml';
  if (HTML_TAG.test(head)) return 'html';
  return head.startsWith('<') ? 'xml' : 'txt';
}

const HTML_TAG = /<(?:!doctype html|html|head|body|h[1-6]|p|div|table|script|font|br)[\s>/]/i;

function dteName(dte: DocumentKey): string {
  return `${normalizeRut(dte.rutEmisor)}--${dte.tipoDTE}--${dte.folio}`;
}

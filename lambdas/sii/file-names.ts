/**
 * Recognises SII files by name (the SII's own file names, SII-PROTOCOLS.md §4-§6):
 *   CESIONES_{rut}_{1|2|3}_{ddMMyyyy}_{ddMMyyyy}.txt|xml   period answer (TIPO_CONSULTA 1 cedente, 2 cesionario,
 *                                                           3 deudor)
 *   AEC--{rutEmisor}--{tipoDTE}--{folio}--SEQ-{n}.xml       AEC
 *   EVENTOS--{rutEmisor}--{tipoDTE}--{folio}.xml            listarEventosHistDoc answer
 *   RECEPCION--{rutEmisor}--{tipoDTE}--{folio}.xml          consultarFechaRecepcionSii answer
 *   PUB_EMPRESAS_PJ_{año}[_A_{año}].txt                     Nómina de empresas personas jurídicas (commercial
 *                                                           years desde..hasta; domain/empresas/nomina-empresas.ts)
 * RUTs may come with or without dots; they are normalised (domain/rut.ts).
 */
import { isValidRut, normalizeRut } from '@domain/rut';
import { toIsoDate } from '@domain/sii-dates';
import type { SiiRole } from '@domain/sii-role';
import type { DocumentKey } from '@domain/document-key';

const ROLE_BY_CODE: Record<string, SiiRole> = { '1': 'cedente', '2': 'cesionario', '3': 'deudor' };

/** What a file name says about its content. */
export type SiiFileName =
  | { kind: 'period'; rut: string; role: SiiRole; desde: string; hasta: string }
  | { kind: 'aec'; dte: DocumentKey; seq: number }
  | { kind: 'events'; dte: DocumentKey }
  | { kind: 'reception'; dte: DocumentKey }
  | { kind: 'nomina'; desde: number; hasta: number };

/** The result of reading a name: not an SII file name at all, an SII name with a bad part, or its meaning. */
export type NameReading = { kind: 'other' } | { kind: 'invalid'; reason: string } | SiiFileName;

const PERIOD = /^CESIONES_([0-9.]+-?[0-9kK])_([0-9])_(\d{8})_(\d{8})\.(?:txt|xml)$/i;
const NOMINA = /^PUB_EMPRESAS_PJ_(\d{4})(?:_A_(\d{4}))?\.txt$/i;
const DTE_FILE = /^(AEC|EVENTOS|RECEPCION)--([0-9.]+-?[0-9kK])--(\d+)--(\d+)(?:--SEQ-(\d+))?\.xml$/i;

/**
 * Reads a base file name (no directories).
 * @returns 'other' for names of no SII file (e.g. world.json); 'invalid' with the reason when the name has an
 *   SII shape but a bad RUT check digit, role code, date, or a SEQ missing on an AEC (or present elsewhere), or a
 *   nómina whose last year comes before its first.
 */
export function readSiiFileName(name: string): NameReading {
  const nomina = NOMINA.exec(name);
  if (nomina) {
    const desde = Number(nomina[1]);
    const hasta = nomina[2] === undefined ? desde : Number(nomina[2]);
    if (hasta < desde) return { kind: 'invalid', reason: `años inválidos '${desde}'..'${hasta}'` };
    return { kind: 'nomina', desde, hasta };
  }
  const period = PERIOD.exec(name);
  if (period) {
    const [, rut = '', code = '', desde = '', hasta = ''] = period;
    const role = ROLE_BY_CODE[code];
    const from = toIsoDate(desde);
    const to = toIsoDate(hasta);
    if (!isValidRut(rut)) return { kind: 'invalid', reason: `RUT inválido '${rut}'` };
    if (!role) return { kind: 'invalid', reason: `TIPO_CONSULTA desconocido '${code}' (1, 2 o 3)` };
    if (!from || !to || from > to)
      return { kind: 'invalid', reason: `rango de fechas inválido '${desde}'..'${hasta}'` };
    return { kind: 'period', rut: normalizeRut(rut), role, desde: from, hasta: to };
  }
  const dte = DTE_FILE.exec(name);
  if (!dte) return { kind: 'other' };
  const [, prefix = '', rut = '', tipo = '', folio = '', seq] = dte;
  if (!isValidRut(rut)) return { kind: 'invalid', reason: `RUT inválido '${rut}'` };
  const key: DocumentKey = { rutEmisor: normalizeRut(rut), tipoDTE: Number(tipo), folio: Number(folio) };
  const kind = prefix.toUpperCase();
  if (kind === 'AEC') {
    if (seq === undefined || Number(seq) < 1) return { kind: 'invalid', reason: 'AEC sin SEQ-{n} (n >= 1)' };
    return { kind: 'aec', dte: key, seq: Number(seq) };
  }
  if (seq !== undefined) return { kind: 'invalid', reason: `${kind} no lleva SEQ` };
  return kind === 'EVENTOS' ? { kind: 'events', dte: key } : { kind: 'reception', dte: key };
}

/** Map key of a DTE: '{rutEmisor normalised}#{tipoDTE}#{folio}'. @throws InvalidRutError for a bad RUT. */
export function dteKeyId(dte: DocumentKey): string {
  return `${normalizeRut(dte.rutEmisor)}#${dte.tipoDTE}#${dte.folio}`;
}

/**
 * The folio field of the single consultation (core-platform.md §5 "Consulta previa single": comma separated, a-b
 * for consecutive ranges, at most 10 folios; §9) and the check of the whole form (rut, tipo, folios).
 */
import { isValidRut, normalizeRut } from '../rut';
import { MAX_FOLIOS_SINGLE, TIPOS_CONSULTA } from './limits';
import { DEMASIADOS_FOLIOS, FOLIO_REQUERIDO, FOLIOS_MAL_ESCRITOS, RUT_INVALIDO, TIPO_REQUERIDO } from './messages';

/** One document to consult: the emisor's RUT 'NNNNNNNN-D', its type and folio (core-platform §7 dtes rows). */
export interface DteConsulta {
  rutEmisor: string;
  tipoDTE: number;
  folioDTE: number;
}

/** A parse that either gives the value or the Spanish message to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const PART = /^(\d+)(?:\s*-\s*(\d+))?$/;

/**
 * Reads a folio field: '1,2,5-8' gives [1, 2, 5, 6, 7, 8]. Spaces are ignored, a folio named twice counts once,
 * the order of first mention is kept. A range a-b needs 1 <= a <= b.
 * @returns the folios, or the message: 'Debe ingresar al menos un folio para consultar' (blank),
 *   {@link FOLIOS_MAL_ESCRITOS} (another syntax, a folio 0 or a descending range), 'El rango ingresado debe ser
 *   menor o igual a 10 folios' (more than 10 distinct folios; a huge range is refused without being expanded).
 */
export function parseFolioRange(text: string): Checked<number[]> {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.every((part) => part === '')) return { ok: false, message: FOLIO_REQUERIDO };
  const folios = new Set<number>();
  for (const part of parts) {
    if (part === '') continue;
    const match = PART.exec(part);
    if (!match) return { ok: false, message: FOLIOS_MAL_ESCRITOS };
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < from) return { ok: false, message: FOLIOS_MAL_ESCRITOS };
    if (to - from + 1 > MAX_FOLIOS_SINGLE) return { ok: false, message: DEMASIADOS_FOLIOS };
    for (let folio = from; folio <= to; folio++) folios.add(folio);
    if (folios.size > MAX_FOLIOS_SINGLE) return { ok: false, message: DEMASIADOS_FOLIOS };
  }
  return { ok: true, value: [...folios] };
}

/** The single consultation form as typed (core-platform §7 consultaPrevia inputDTE {rut, tipo, rango}). */
export interface ConsultaForm {
  rut: string;
  /** The chosen type; '' or null when none. */
  tipo: number | string | null;
  rango: string;
}

/**
 * Checks the single form in the order of core-platform §5 (rut, type, folios) and expands it into documents.
 * @returns one {@link DteConsulta} per folio, or the first message: 'Rut ingresado inválido', 'Debe seleccionar un
 *   tipo de documento' (none, or a type other than 33, 34, 46), then those of {@link parseFolioRange}.
 */
export function checkConsultaForm(form: ConsultaForm): Checked<DteConsulta[]> {
  if (!isValidRut(form.rut)) return { ok: false, message: RUT_INVALIDO };
  const tipo = Number(form.tipo);
  if (form.tipo === null || form.tipo === '' || !TIPOS_CONSULTA.includes(tipo))
    return { ok: false, message: TIPO_REQUERIDO };
  const folios = parseFolioRange(form.rango);
  if (!folios.ok) return folios;
  const rutEmisor = normalizeRut(form.rut);
  return { ok: true, value: folios.value.map((folioDTE) => ({ rutEmisor, tipoDTE: tipo, folioDTE })) };
}

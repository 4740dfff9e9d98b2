/**
 * Reading the SII's Carpeta Tributaria Electrónica "para solicitar créditos" (SII-PROTOCOLS.md §10) as the client
 * gathers it with a client's portal session.
 *
 * Confirmed by a source ([L] cordada/lib-cl-sii-python, MIT: src/tests/test_data/sii-cte/cte_empty_f29.html, a
 * scrubbed capture, and src/tests/test_data/sii-cte/f29/*-datos-obj-fake.json with src/cl_sii/cte/f29/):
 * - the carpeta's HTML: `table#tbl_encabezado` with `td#td_nombre` and `td#td_rut` ('47797573 - 9'), then
 *   `div#marca_IVA` 'Declaraciones de IVA (F29)' listing each of the 24 months as hidden inputs `hp_iva_{n}` (the
 *   month, 'JUNIO 2025') and `hc_iva_{n}` ('2 / 24') and an `iframe#hn_iva_{n}` whose src is either the "no
 *   declaration" page /dii_doc/carpeta_tributaria/html/cte_mensaje_sin_f29_p.htm or the form
 *   `CONCVF_VerFormulario.cgi?CODINT=…&COD_FORM=F29&PERIODO=yyyyMM&…&CARTRIB=1` (relative to the carpeta's CGI);
 * - the F29 form's `datos` object: `campos` by three-digit code (007 FOLIO, 091 'TOTAL A PAGAR DENTRO DEL PLAZO',
 *   315 'FECHA TIMBRE CAJA' dd/MM/yyyy) and `extras` (FOLIO, PERIODO yyyyMM, CLASE 'Primitiva' | 'Rectificatoria
 *   con Giro' …, MEDIO_PAGO 'PEL' | '' and BANCO, empty when unpaid).
 * Our rendition, not confirmed: that the form page writes `datos` as a strict-JSON literal after `datos =`
 * (cordada's fixtures hold the object already extracted), and the F29 → IVA-history rule of {@link f29HistoryEntry}.
 */
import { decodeTextBytes } from '../xml/decode-bytes';
import { readRut } from '../sii-values';
import { jsonValueAt } from './embedded-json';
import { SiiAnswerError } from './sii-answer-error';

/** One month of the carpeta's 'Declaraciones de IVA (F29)': 'yyyy-MM' and the form's address (null: none filed). */
export interface CteF29Month {
  periodo: string;
  formUrl: string | null;
}

/** What the client reads of the carpeta page. */
export interface CtePage {
  /** The taxpayer of the carpeta ('RUT del emisor'), 'NNNNNNNN-D'. */
  rut: string;
  months: CteF29Month[];
}

/** One filed F29 as its form's `datos` gives it. */
export interface F29Form {
  /** 'yyyy-MM'. */
  periodo: string;
  folio: string;
  /** 'dd/MM/yyyy': campo 315 (FECHA TIMBRE CAJA), else extras.FECHA_INGRESO (ddMMyyyy). */
  fecha: string;
  /** CLP, campo 091 (0 when absent). */
  totalAPagar: number;
  /** extras.CLASE, e.g. 'Primitiva', 'Rectificatoria con Giro'. */
  clase: string;
  /** True when the declaration carries a payment (extras.MEDIO_PAGO). */
  pagada: boolean;
}

/** A declaration as the IVA history keeps it (client-detail.md §3 "IVA history row"; HISTORIAL_IVA file entries). */
export interface IvaHistoryEntry {
  periodo: string;
  folio: string;
  estado: string;
  historial: [string, string][];
}

const MONTHS = [
  'ENERO',
  'FEBRERO',
  'MARZO',
  'ABRIL',
  'MAYO',
  'JUNIO',
  'JULIO',
  'AGOSTO',
  'SEPTIEMBRE',
  'OCTUBRE',
  'NOVIEMBRE',
  'DICIEMBRE',
];
const TAG = /<(input|iframe|frame)\b([^>]*)>/gi;
const ATTRIBUTE = /([a-zA-Z_:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

/**
 * The address of the frame named 'cte' of the carpeta's frameset page ([U] SII-PROTOCOLS.md §10: "Content is HTML
 * inside a frame named cte"), as written (relative or absolute).
 * @throws SiiAnswerError when the page has no such frame.
 */
export function readCteFrameSrc(bytes: Uint8Array): string {
  const frame = tags(decodeTextBytes(bytes)).find(
    (tag) => tag.name !== 'input' && tag.attributes.get('name') === 'cte',
  );
  const src = frame?.attributes.get('src');
  if (!src) throw new SiiAnswerError("La página de la Carpeta Tributaria no tiene el marco 'cte'");
  return src;
}

/**
 * The carpeta's taxpayer and its F29 months, in page order (newest first).
 * @throws SiiAnswerError when the page has no valid 'RUT del emisor' or no 'Declaraciones de IVA (F29)' section, or
 *   a month that cannot be read.
 */
export function readCtePage(bytes: Uint8Array): CtePage {
  const text = decodeTextBytes(bytes);
  const rutCell = /<td\b[^>]*\bid\s*=\s*["']?td_rut["']?[^>]*>([\s\S]*?)<\/td>/i.exec(text);
  const rut = rutCell ? readRut(stripTags(rutCell[1]!).replace(/\s+/g, '')) : null;
  if (!rut) throw new SiiAnswerError("La Carpeta Tributaria no trae un 'RUT del emisor' válido");
  if (!/\bid\s*=\s*["']?marca_IVA\b/i.test(text))
    throw new SiiAnswerError("La Carpeta Tributaria no trae la sección 'Declaraciones de IVA (F29)'");
  const all = tags(text);
  const byId = new Map(all.map((tag) => [tag.attributes.get('id') ?? '', tag]));
  const months: CteF29Month[] = [];
  for (let n = 1; byId.has(`hp_iva_${n}`); n++) {
    const label = byId.get(`hp_iva_${n}`)!.attributes.get('value') ?? '';
    const periodo = monthOf(label);
    if (!periodo) throw new SiiAnswerError(`Período F29 ilegible en la Carpeta Tributaria: '${label}'`);
    const src = byId.get(`hn_iva_${n}`)?.attributes.get('src') ?? '';
    months.push({ periodo, formUrl: /CONCVF_VerFormulario\.cgi/i.test(src) ? src : null });
  }
  return { rut, months };
}

/**
 * The F29 of a form page (CONCVF_VerFormulario.cgi) from its `datos` object.
 * @throws SiiAnswerError when the page has no readable `datos`, or it lacks the folio, period or date.
 */
export function readF29Form(bytes: Uint8Array): F29Form {
  const text = decodeTextBytes(bytes);
  const start = /\bdatos\s*=\s*\{/.exec(text);
  const datos = start ? jsonValueAt(text, start.index + start[0].length - 1) : null;
  if (!isRecord(datos) || !isRecord(datos.campos) || !isRecord(datos.extras))
    throw new SiiAnswerError('El formulario F29 no trae el objeto datos');
  const { campos, extras } = datos;
  const campo = (code: string): string => String(campos[code] ?? '').trim();
  const extra = (key: string): string => String(extras[key] ?? '').trim();
  const periodo = /^(\d{4})(\d{2})$/.exec(extra('PERIODO') || campo('015'));
  const folio = extra('FOLIO') || campo('007');
  const ingreso = /^(\d{2})(\d{2})(\d{4})$/.exec(extra('FECHA_INGRESO'));
  const fecha = /^\d{2}\/\d{2}\/\d{4}$/.test(campo('315'))
    ? campo('315')
    : ingreso
      ? `${ingreso[1]}/${ingreso[2]}/${ingreso[3]}`
      : '';
  if (!periodo || !/^\d+$/.test(folio) || !fecha)
    throw new SiiAnswerError('El formulario F29 no trae folio, período o fecha');
  const total = Number(campo('091') || '0');
  return {
    periodo: `${periodo[1]}-${periodo[2]}`,
    folio,
    fecha,
    totalAPagar: Number.isFinite(total) ? total : 0,
    clase: extra('CLASE'),
    pagada: extra('MEDIO_PAGO') !== '',
  };
}

/**
 * The IVA history entry of a filed F29 (our rendition of the 'estado' the tab colours, client-detail.md §4, from what
 * the carpeta carries): paid → 'Recibida y pagada'; an amount due unpaid → 'Con giro y sin pago' when its CLASE names
 * a giro, else 'Sin pago'; nothing due → 'Recibida'. Events, all on the form's date: 'Declaración recibida', then
 * 'Pago recibido' when paid or 'Giro emitido' for a giro.
 */
export function f29HistoryEntry(form: F29Form): IvaHistoryEntry {
  const giro = /giro/i.test(form.clase);
  const historial: [string, string][] = [[form.fecha, 'Declaración recibida']];
  let estado: string;
  if (form.pagada) {
    estado = 'Recibida y pagada';
    historial.push([form.fecha, 'Pago recibido']);
  } else if (form.totalAPagar > 0) {
    estado = giro ? 'Con giro y sin pago' : 'Sin pago';
    if (giro) historial.push([form.fecha, 'Giro emitido']);
  } else estado = 'Recibida';
  return { periodo: form.periodo, folio: form.folio, estado, historial };
}

/** The carpeta's label of a month: '2025-06' → 'JUNIO 2025' (hp_iva_{n}'s value). */
export function cteMonthLabel(periodo: string): string {
  return `${MONTHS[Number(periodo.slice(5, 7)) - 1]} ${periodo.slice(0, 4)}`;
}

/** 'JUNIO 2025' → '2025-06' ('SETIEMBRE' too); null otherwise. */
function monthOf(label: string): string | null {
  const match = /^([A-ZÁÉÍÓÚ]+)\s+(\d{4})$/.exec(label.trim().toUpperCase().replace('SETIEMBRE', 'SEPTIEMBRE'));
  const index = match ? MONTHS.indexOf(match[1]!) : -1;
  return index < 0 ? null : `${match![2]}-${String(index + 1).padStart(2, '0')}`;
}

function tags(text: string): { name: string; attributes: Map<string, string> }[] {
  return [...text.matchAll(TAG)].map((match) => {
    const attributes = new Map<string, string>();
    for (const attribute of match[2]!.matchAll(ATTRIBUTE)) {
      attributes.set(attribute[1]!.toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
    }
    return { name: match[1]!.toLowerCase(), attributes };
  });
}

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).trim();
}

function decodeEntities(text: string): string {
  return text.replace(/&nbsp;/gi, ' ').replace(/&amp;/gi, '&');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Demo mode (core-platform §1: "A demo mode masks company names and tax ids"): a fixed, reversible substitution of
 * RUTs and a fixed substitution of names, so the same real RUT always shows as the same fake RUT (with a valid check
 * digit, domain/rut.ts) and screens, exports and requests stay consistent. Not a secret: it hides real data from an
 * audience during a presentation; the mapping is a permutation anyone with this code could undo.
 */
import { computeCheckDigit } from './rut';

const HALF = 10_000;
/**
 * The ranges a RUT body keeps: below 1.000.000 (not masked, see RUT_PATTERN), people and older companies below
 * 50.000.000, companies from 50.000.000; so a fake RUT still reads as a person's or a company's.
 */
const RANGE_LIMITS = [1_000_000, 50_000_000] as const;

/** The index of the range of a body (0, 1 or 2). */
function rangeOf(body: number): number {
  return RANGE_LIMITS.filter((limit) => body >= limit).length;
}
const ROUND_KEYS = [7919, 104_729, 1_299_709, 15_485_863] as const;

/** The Feistel round function over 4-digit halves. */
function round(half: number, key: number): number {
  return (half * 7331 + key + ((half * half) % HALF) * 13) % HALF;
}

/** One pass of a 4-round Feistel permutation of [0, 10^8). */
function permute(body: number): number {
  let left = Math.floor(body / HALF);
  let right = body % HALF;
  for (const key of ROUND_KEYS) [left, right] = [right, (left + round(right, key)) % HALF];
  return left * HALF + right;
}

/** The inverse of {@link permute}. */
function unpermute(body: number): number {
  let left = Math.floor(body / HALF);
  let right = body % HALF;
  for (const key of [...ROUND_KEYS].reverse()) [left, right] = [(right - round(left, key) + HALF * 2) % HALF, left];
  return left * HALF + right;
}

/** Applies `step` until the result falls in the same range as `body` (cycle walking keeps each range a permutation). */
function walk(body: number, step: (n: number) => number): number {
  const range = rangeOf(body);
  let next = step(body);
  while (rangeOf(next) !== range) next = step(next);
  return next;
}

/** A RUT as written on screen or in a payload: 7-8 digits with or without dots, a dash and the check digit. */
const RUT_PATTERN = /^(\d{1,2})(\.?)(\d{3})\.?(\d{3})-([\dkK])$/;

/** Whether a string is a RUT this module masks: the RUT shape with a valid check digit. */
export function isMaskableRut(text: string): boolean {
  const match = RUT_PATTERN.exec(text);
  if (!match) return false;
  return computeCheckDigit(`${match[1]}${match[3]}${match[4]}`) === match[5]!.toUpperCase();
}

/**
 * Rewrites a RUT's body with `map`, keeping its writing (dots or not, lower-case k) and recomputing the check digit.
 */
function rewriteRut(text: string, map: (body: number) => number): string {
  if (!isMaskableRut(text)) return text;
  const [, head, dot, mid, tail, dv] = RUT_PATTERN.exec(text)!;
  const body = String(map(Number(`${head}${mid}${tail}`)));
  const digit = computeCheckDigit(body);
  const shownDigit = dv === 'k' ? digit.toLowerCase() : digit;
  if (!dot) return `${body}-${shownDigit}`;
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${shownDigit}`;
}

/**
 * The fake RUT shown for a real one: same writing (with or without dots), a body in the same range (below or from
 * 50.000.000), a valid check digit; the same input always gives the same output and different inputs different
 * outputs. Anything that is not a valid RUT is returned unchanged.
 * @example maskRut('76389992-6') is always the same valid 'NNNNNNNN-D' other than it.
 */
export function maskRut(text: string): string {
  return rewriteRut(text, (body) => walk(body, permute));
}

/** The real RUT behind a fake one of {@link maskRut} (what requests must carry); non-RUTs unchanged. */
export function unmaskRut(text: string): string {
  return rewriteRut(text, (body) => walk(body, unpermute));
}

const FIRST = [
  'ALERCE',
  'ARAUCARIA',
  'BOLDO',
  'CANELO',
  'COIGUE',
  'CIPRES',
  'ESPINO',
  'LAUREL',
  'LENGA',
  'LINGUE',
  'MAITEN',
  'MANIO',
  'MOLLE',
  'NOTRO',
  'PEUMO',
  'QUILLAY',
  'RAULI',
  'ROBLE',
  'TAMARUGO',
  'ULMO',
];
const SECOND = [
  'ANDINA',
  'AUSTRAL',
  'BOREAL',
  'CENTRAL',
  'COSTERA',
  'DEL SUR',
  'DEL NORTE',
  'DEL PACIFICO',
  'DEL VALLE',
  'INSULAR',
  'LITORAL',
  'MAGALLANICA',
  'METROPOLITANA',
  'PATAGONICA',
  'SERRANA',
  'TROPICAL',
];
const LEGAL_FORM = /\s+(S\.?\s?A\.?|SPA|S\.P\.A\.|LTDA\.?|LIMITADA|E\.?I\.?R\.?L\.?|S\.?A\.?C\.?|Y\s+CIA\.?.*)$/i;

/** FNV-1a over the UTF-16 code units: a stable 32-bit hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The fake name shown for a company or person name: 'EMPRESA {tree} {region} {n}' plus the original's legal form
 * (SPA, S.A., LIMITADA...), fixed per name (trimmed, case-insensitive). An empty name stays empty.
 */
export function maskName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return name;
  const h = hash(trimmed.toUpperCase());
  const form = LEGAL_FORM.exec(trimmed)?.[1]?.toUpperCase() ?? '';
  const fake = `EMPRESA ${FIRST[h % FIRST.length]} ${SECOND[(h >>> 8) % SECOND.length]} ${(h >>> 16) % 1000}`;
  return form ? `${fake} ${form}` : fake;
}

/** Keys whose string values are names (razón social of any party, a person's or company's name). */
const NAME_KEY = /raz[oó]n_?social|rzn_?soc|^nombre|^name$|^titular$/i;

/**
 * Whether a string is a party's name: under a name key, except a 'nombre' beside a url, which names a file
 * (ArchivoDescarga) or a webhook resource (Webhook) and is masked as free text instead.
 */
function isPartyName(key: string, holder: object | null): boolean {
  if (!NAME_KEY.test(key)) return false;
  return !(key === 'nombre' && holder !== null && ('url' in holder || 'URL' in holder));
}

/**
 * Keys whose string values are free text that may quote RUTs and names: alert titles and details, the Spanish answers
 * of mutations (body, motivo, mensaje, error), the webhooks' sample payloads (JSON text) and a court case's
 * caratulado ('ACTOR/DEMANDADO', its litigants' names).
 */
const TEXT_KEY = /^(titulo|detalle|body|motivo|mensaje|error|payload|caratulado)$/;

/** Root fields whose answer is HTML rendered by the server (movimientos and the certificates, core-platform §7). */
const MARKUP_KEY = /^(getMovimientos|getCertificate|getCertificateMasivo|getCertificadosAceptacionReclamo)$/;

/**
 * A RUT written inside a text, with or without dots; {@link maskRut} then keeps only the ones with a valid check digit.
 */
const RUT_IN_TEXT = /(?<![\d.])\d{1,2}\.?\d{3}\.?\d{3}-[\dkK](?![\p{L}\p{N}])/gu;

/** Names shorter than this are not searched inside texts (they would hit ordinary words). */
const MIN_TEXT_NAME = 4;

/** A run of letters and digits: the words names are matched by. */
const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * The masker of free texts (an alert's detail, a server message, the text of an HTML document) for a set of known
 * names, prepared once: it replaces every RUT written in a text, with or without dots and with a valid check digit
 * ({@link maskRut}), and every occurrence of a known real name as whole words, whatever its case ({@link maskName}).
 * Names are looked up by the word they start with, so the cost grows with the text, not with the number of names.
 * @param names the real names known so far (those {@link maskAnswer} met under name keys).
 * @param rut how a RUT is masked ({@link maskRut} unless the caller remembers the fakes it shows).
 */
export function textMasker(names: Iterable<string>, rut: (text: string) => string = maskRut): (text: string) => string {
  const known = new Set<string>();
  /** First word (upper-case) -> the lengths of the known names starting with it, longest first. */
  const lengthSets = new Map<string, Set<number>>();
  for (const raw of names) {
    const upper = raw.trim().toUpperCase();
    const first = /^[\p{L}\p{N}]+/u.exec(upper)?.[0];
    if (upper.length < MIN_TEXT_NAME || !first) continue;
    known.add(upper);
    lengthSets.set(first, (lengthSets.get(first) ?? new Set()).add(upper.length));
  }
  const lengthsByFirstWord = new Map(
    [...lengthSets].map(([first, lengths]) => [first, [...lengths].sort((a, b) => b - a)]),
  );
  const maskNames = (text: string): string => {
    let masked = '';
    let copied = 0;
    const words = new RegExp(WORD);
    for (let word = words.exec(text); word; word = words.exec(text)) {
      const start = word.index;
      for (const length of lengthsByFirstWord.get(word[0].toUpperCase()) ?? []) {
        const end = start + length;
        const candidate = text.slice(start, end);
        if (end > text.length || WORD_CHAR.test(text.charAt(end)) || !known.has(candidate.toUpperCase())) continue;
        masked += text.slice(copied, start) + maskName(candidate);
        copied = words.lastIndex = end;
        break;
      }
    }
    return masked + text.slice(copied);
  };
  return (text) => (known.size > 0 ? maskNames(text) : text).replace(RUT_IN_TEXT, (found) => rut(found));
}

/** {@link textMasker} applied once: `text` with its RUTs and known names masked. */
export function maskText(text: string, names: Iterable<string>): string {
  return textMasker(names)(text);
}

/** What {@link maskAnswer} needs beyond the answer: the tab's known names and how to mask the text of HTML. */
export interface DemoMaskContext {
  /** Real names met so far; the answer's names are added to it before its texts are masked. */
  names: Set<string>;
  /**
   * Masks the text (not the markup) of an HTML document or fragment with `maskDocumentText`; the browser parses it
   * (web/src/lib/demo-mode.ts, DOMParser).
   */
  maskMarkup: (html: string, maskDocumentText: (text: string) => string) => string;
  /** How a RUT is masked: {@link maskRut} unless given (web/src/lib/demo-mode.ts remembers the fakes it shows). */
  maskRut?: (text: string) => string;
}

/**
 * Masks a decoded API answer for demo mode, at any depth: every string that is a valid RUT ({@link maskRut}); every
 * string under a name key ({@link maskName}: razonSocial, razonsocial, rznSoc*, nombre*, titular...); free texts
 * (titulo, detalle, body, motivo, mensaje, error, payload, caratulado, and the nombre of a file or webhook) with
 * {@link maskText}; the server's HTML (getMovimientos, getCertificate, getCertificateMasivo,
 * getCertificadosAceptacionReclamo) through `context.maskMarkup`. Returns a new value; the input is not changed
 * (context.names gains the answer's real names).
 */
export function maskAnswer<T>(value: T, context: DemoMaskContext): T {
  collectNames(value, null, context.names);
  const rut = context.maskRut ?? maskRut;
  let masker: ((text: string) => string) | null = null;
  // Prepared on the first free text only: most answers have none.
  const maskFree = (text: string) => (masker ??= textMasker(context.names, rut))(text);
  return walkValue(value, null, (text, key, holder) => {
    if (key === null) return rut(text);
    if (isPartyName(key, holder)) return maskName(text);
    if (MARKUP_KEY.test(key)) return context.maskMarkup(text, maskFree);
    if (TEXT_KEY.test(key) || NAME_KEY.test(key)) return maskFree(text);
    return rut(text);
  }) as T;
}

/** A JSON text's value, or null when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Adds to `names` every non-empty string found under a name key of `value`, sample payloads (JSON text) included. */
function collectNames(value: unknown, key: string | null, names: Set<string>): void {
  walkValue(value, key, (text, at, holder) => {
    if (at !== null && isPartyName(at, holder) && text.trim()) names.add(text.trim());
    if (at === 'payload') collectNames(parseJson(text), null, names);
    return text;
  });
}

/**
 * The real values behind a masked request (variables, query parameters, body): every fake RUT unmasked with `unmask`
 * ({@link unmaskRut} unless given, e.g. a ShownRuts' unmask that leaves RUTs that were never shown masked as they are).
 */
export function unmaskRequest<T>(value: T, unmask: (text: string) => string = unmaskRut): T {
  return walkValue(value, null, (text) => unmask(text)) as T;
}

/** A string's place in an answer: its key and the object holding it (null at the top or in a top-level array). */
type StringMapper = (text: string, key: string | null, holder: object | null) => string;

function walkValue(value: unknown, key: string | null, mapString: StringMapper, holder: object | null = null): unknown {
  if (typeof value === 'string') return mapString(value, key, holder);
  if (Array.isArray(value)) return value.map((item) => walkValue(item, key, mapString, holder));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, walkValue(item, name, mapString, value)]),
    );
  }
  return value;
}

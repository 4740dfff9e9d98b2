/**
 * Readers of single RCV cell values (already trimmed). Each returns the normalised value or the Spanish reason
 * why the text is not acceptable. Shapes follow the SII's RCV export (cl-sii rcv/parse_csv.py field formats):
 * dates 'dd/MM/yyyy', date-times 'dd/MM/yyyy HH:mm:ss', integer CLP amounts, folios as SiiTypes_v10.xsd FolioType
 * (positive integer of at most 10 digits). '-' stands for an empty cell in typed columns (as cl-sii reads it).
 */
import { isValidRut, normalizeRut } from '../rut';
import { toIsoDate, toIsoDateTime } from '../sii-dates';

/** A cell's value, or why it cannot be read. */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Reader of one cell's text. */
export type FieldReader<T> = (text: string) => FieldResult<T>;

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const fail = <T>(reason: string): FieldResult<T> => ({ ok: false, reason });

/** Reason given for an empty required cell. */
export const MISSING_VALUE = 'falta el valor (campo obligatorio)';

/** True for a cell that carries no value: '' or the SII's '-' placeholder. */
export function isBlank(text: string): boolean {
  return text === '' || text === '-';
}

/** Makes a reader accept a blank cell as null. */
export function optional<T>(reader: FieldReader<T>): FieldReader<T | null> {
  return (text) => (isBlank(text) ? ok(null) : reader(text));
}

/** Required non-empty text (e.g. 'Razon Social'), returned trimmed. */
export const readText: FieldReader<string> = (text) => (text === '' ? fail(MISSING_VALUE) : ok(text));

/** Document type code (tipoDTE), a positive integer of up to 3 digits (TpoDocRef maxLength 3). */
export const readTipoDte: FieldReader<number> = (text) => {
  if (isBlank(text)) return fail(MISSING_VALUE);
  return /^\d{1,3}$/.test(text) && Number(text) > 0
    ? ok(Number(text))
    : fail(`tipo de documento inválido "${text}": se espera un código numérico`);
};

/** Folio (SiiTypes_v10.xsd FolioType): positive integer of at most 10 digits. */
export const readFolio: FieldReader<number> = (text) => {
  if (isBlank(text)) return fail(MISSING_VALUE);
  return isFolio(text) ? ok(Number(text)) : fail(`folio inválido "${text}": ${FOLIO_SHAPE}`);
};

/** Description of a valid folio, for messages. */
export const FOLIO_SHAPE = 'se espera un entero positivo de hasta 10 dígitos';

/** True when the text is a FolioType value: 1 to 10 digits, not zero. */
export function isFolio(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) > 0;
}

/** RUT with a matching check digit, normalised 'NNNNNNNN-D' (domain/rut.ts). */
export const readRut: FieldReader<string> = (text) => {
  if (isBlank(text)) return fail(MISSING_VALUE);
  return isValidRut(text) ? ok(normalizeRut(text)) : fail(`RUT inválido "${text}"`);
};

/** Amount in CLP: an integer, possibly negative. */
export const readAmount: FieldReader<number> = (text) => {
  if (isBlank(text)) return fail(MISSING_VALUE);
  const value = Number(text);
  return /^-?\d+$/.test(text) && Number.isSafeInteger(value)
    ? ok(value)
    : fail(`monto inválido "${text}": se espera un entero en pesos`);
};

/** Decimal number such as a tax rate ('31.5', '2.967999999'). */
export const readDecimal: FieldReader<number> = (text) => {
  if (isBlank(text)) return fail(MISSING_VALUE);
  return /^-?\d+(\.\d+)?$/.test(text) ? ok(Number(text)) : fail(`número inválido "${text}"`);
};

/** Date 'dd/MM/yyyy' (a real calendar day) to 'yyyy-MM-dd'. */
export const readDate: FieldReader<string> = (text) => {
  if (isBlank(text)) return fail(MISSING_VALUE);
  const iso = /^\d{2}\/\d{2}\/\d{4}$/.test(text) ? toIsoDate(text.replaceAll('/', '-')) : null;
  return iso ? ok(iso) : fail(`fecha inválida "${text}": se espera dd/MM/aaaa`);
};

/** Date-time 'dd/MM/yyyy HH:mm:ss' (Chile local time) to 'yyyy-MM-dd HH:mm:ss', without any time-zone shift. */
export const readDateTime: FieldReader<string> = (text) => {
  if (isBlank(text)) return fail(MISSING_VALUE);
  const iso = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/.test(text) ? toIsoDateTime(text.replaceAll('/', '-')) : null;
  return iso ? ok(iso) : fail(`fecha y hora inválida "${text}": se espera dd/MM/aaaa HH:mm:ss`);
};

/** Optional date-time: blank or the literal 'null' (the SII writes it in 'Fecha Reclamo') give null. */
export const readOptionalDateTime: FieldReader<string | null> = (text) =>
  text.toLowerCase() === 'null' ? ok(null) : optional(readDateTime)(text);

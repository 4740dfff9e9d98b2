/**
 * Columns, rows and the DATOS_CONSULTA header of the SII's "Consulta de cesiones en período" (RPETC) answer,
 * shared by its TXT and XML forms. Source: SII-PROTOCOLS.md §4; real answers in
 * secretline/lib-cl-sii-python cesionario_txt / cesionario_xml; cl-sii parse_cesiones_periodo.
 */
import type { PeriodCessionRow, PeriodQueryHeader, ShownDocument } from '../period-types';
import type { SiiRole } from '../sii-role';
import { SII_ROLE_TEXT } from '../sii-role';
import { readInteger, readOptionalEmail, readRut } from '../sii-values';
import { toIsoDate, toIsoDateTime } from '../sii-dates';

/** The 18 columns, in the SII's order (TXT header line and CESION child elements). */
export const PERIOD_COLUMNS = [
  'VENDEDOR',
  'ESTADO_CESION',
  'DEUDOR',
  'MAIL_DEUDOR',
  'TIPO_DOC',
  'NOMBRE_DOC',
  'FOLIO_DOC',
  'FCH_EMIS_DTE',
  'MNT_TOTAL',
  'CEDENTE',
  'RZ_CEDENTE',
  'MAIL_CEDENTE',
  'CESIONARIO',
  'RZ_CESIONARIO',
  'MAIL_CESIONARIO',
  'FCH_CESION',
  'MNT_CESION',
  'FCH_VENCIMIENTO',
] as const;

export type PeriodColumn = (typeof PERIOD_COLUMNS)[number];

/** Raw text of each column of one row (missing columns undefined). */
export type RawPeriodRow = Partial<Record<PeriodColumn, string>>;

/** A whole-file problem of a period answer (unknown form, bad header, SII error state). */
export class PeriodFileError extends Error {
  constructor(
    readonly fileName: string,
    message: string,
  ) {
    super(`${fileName}: ${message}`);
    this.name = 'PeriodFileError';
  }
}

/** One bad column of a row: which (null when the row as a whole is wrong) and why, in Spanish. */
export interface PeriodRowProblem {
  field: PeriodColumn | null;
  message: string;
}

/**
 * The document a row names as its columns are written, for the list of rows that could not be read
 * (domain/period-types.ts ShownDocument): blank columns null.
 */
export function shownDocument(raw: RawPeriodRow): ShownDocument {
  const text = (column: PeriodColumn) => raw[column]?.trim() || null;
  const [razonSocial, rut] = [text('RZ_CEDENTE'), text('CEDENTE')];
  return {
    tipo: text('TIPO_DOC'),
    folio: text('FOLIO_DOC'),
    cedente: razonSocial && rut ? `${razonSocial} (${rut})` : (razonSocial ?? rut),
  };
}

/**
 * Builds one typed row from raw column texts: RUTs normalised (check digit verified), e-mails null for ''/'null'
 * (several addresses kept as the SII joins them, with ';'), razones sociales trimmed and upper-cased, dates
 * 'yyyy-MM-dd' (FCH_VENCIMIENTO may be empty -> null), FCH_CESION 'yyyy-MM-dd HH:mm', amounts/folio/tipo
 * non-negative integers (CLP).
 * @returns the row, or the list of problems (one per bad column, Spanish) when any column is bad.
 */
export function toPeriodRow(raw: RawPeriodRow): { row: PeriodCessionRow } | { problems: PeriodRowProblem[] } {
  const problems: PeriodRowProblem[] = [];
  const take = <T>(column: PeriodColumn, read: (text: string) => T | null, optional = false): T => {
    const text = (raw[column] ?? '').trim();
    if (raw[column] === undefined) problems.push({ field: column, message: `falta la columna ${column}` });
    else if (text === '' && !optional) problems.push({ field: column, message: `${column} vacío` });
    else if (text !== '') {
      const value = read(text);
      if (value !== null) return value;
      problems.push({ field: column, message: `${column} inválido: '${text}'` });
    }
    return null as T; // placeholder only: a row with any problem is discarded, never returned
  };
  const text = (column: PeriodColumn) => take(column, (t) => t);
  const name = (column: PeriodColumn) => take(column, (t) => t.toUpperCase());
  const email = (column: PeriodColumn): string | null => {
    if (raw[column] === undefined) problems.push({ field: column, message: `falta la columna ${column}` });
    return readOptionalEmail(raw[column]);
  };
  const row: PeriodCessionRow = {
    vendedor: take('VENDEDOR', readRut),
    estadoCesion: text('ESTADO_CESION'),
    deudor: take('DEUDOR', readRut),
    mailDeudor: email('MAIL_DEUDOR'),
    tipoDoc: take('TIPO_DOC', readInteger),
    nombreDoc: text('NOMBRE_DOC'),
    folioDoc: take('FOLIO_DOC', readInteger),
    fchEmisDte: take('FCH_EMIS_DTE', toIsoDate),
    mntTotal: take('MNT_TOTAL', readInteger),
    cedente: take('CEDENTE', readRut),
    rzCedente: name('RZ_CEDENTE'),
    mailCedente: email('MAIL_CEDENTE'),
    cesionario: take('CESIONARIO', readRut),
    rzCesionario: name('RZ_CESIONARIO'),
    mailCesionario: email('MAIL_CESIONARIO'),
    fchCesion: take('FCH_CESION', (t) => toIsoDateTime(t)?.slice(0, 16) ?? null),
    mntCesion: take('MNT_CESION', readInteger),
    fchVencimiento: take('FCH_VENCIMIENTO', toIsoDate, true),
  };
  return problems.length > 0 ? { problems } : { row };
}

const ROLE_BY_TEXT = new Map<string, SiiRole>(
  Object.entries(SII_ROLE_TEXT).map(([role, text]) => [text, role as SiiRole]),
);

/**
 * Reads the DATOS_CONSULTA fields (RUT, TIPO_CONSULTA CEDENTE|CESIONARIO|DEUDOR, DESDE_DDMMAAAA, HASTA_DDMMAAAA).
 * @throws PeriodFileError naming the missing or bad field.
 */
export function toPeriodHeader(fileName: string, fields: Partial<Record<string, string>>): PeriodQueryHeader {
  const field = (key: string): string => {
    const value = fields[key]?.trim();
    if (!value) throw new PeriodFileError(fileName, `DATOS_CONSULTA sin ${key}`);
    return value;
  };
  const rut = readRut(field('RUT'));
  const role = ROLE_BY_TEXT.get(field('TIPO_CONSULTA').toUpperCase());
  const desde = toIsoDate(field('DESDE_DDMMAAAA'));
  const hasta = toIsoDate(field('HASTA_DDMMAAAA'));
  if (!rut) throw new PeriodFileError(fileName, `DATOS_CONSULTA con RUT inválido: '${field('RUT')}'`);
  if (!role)
    throw new PeriodFileError(fileName, `DATOS_CONSULTA con TIPO_CONSULTA desconocido: '${field('TIPO_CONSULTA')}'`);
  if (!desde || !hasta) throw new PeriodFileError(fileName, 'DATOS_CONSULTA con fechas inválidas (ddMMyyyy)');
  return { rut, role, desde, hasta };
}

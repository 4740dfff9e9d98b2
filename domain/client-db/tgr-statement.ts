/**
 * Reads a client's TGR statement, TGR_{rut}.json (shape documented in infra/local/demo-world/rcv-tgr-statement.ts),
 * into tgr_deuda and tgr_cobranza rows. Rules of client-radar.md §5 "Cartola": dates are day-month-year, '-' or
 * empty means none; amounts strip '$', ',' and spaces; payment dates before 2000 or invalid are ignored (null);
 * a form 99 document number encodes the resolution and the payment number separated by a zero digit.
 */
import { isIsoDate } from '../sii-dates';
import type { EntryError, TgrCobranzaRow, TgrDeudaRow } from './row-types';

/** Form code of a payment agreement (convenio) instalment. */
export const AGREEMENT_FORM = 99;

/**
 * A cartola date 'dd-MM-yyyy' (or 'dd/MM/yyyy') as 'yyyy-MM-dd'.
 * @returns null for '-', empty, an invalid date or a year before 2000.
 */
export function cartolaDate(text: string | undefined): string | null {
  const match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec((text ?? '').trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) && iso >= '2000-01-01' ? iso : null;
}

/**
 * A cartola amount such as '$1,234,567' or '$ 0' in CLP.
 * @throws RangeError when what is left after stripping '$', ',' and spaces is not an integer.
 */
export function cartolaAmount(text: string | number | undefined): number {
  if (typeof text === 'number') return text;
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  if (!/^-?\d+$/.test(cleaned)) throw new RangeError(`monto inválido "${text ?? ''}"`);
  return Number(cleaned);
}

/**
 * Splits a form 99 document number into resolution and payment number at the first '0' followed by 1 to 3 final
 * digits (the TGR pads the payment number to 3 digits: '451230003' → resolution 45123, payment 3).
 * @returns null when the number has no such zero.
 */
export function splitAgreementNumber(documentNumber: string): { resolucion: number; paymentNumber: number } | null {
  const match = /^(\d+?)0(\d{1,3})$/.exec(documentNumber.trim());
  if (!match) return null;
  return { resolucion: Number(match[1]), paymentNumber: Number(match[2]) };
}

type Entry = Record<string, unknown>;

const text = (entry: Entry, key: string): string => {
  const value = entry[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

function deudaRow(entry: Entry, source: TgrDeudaRow['source']): TgrDeudaRow {
  const formTipo = Number(text(entry, 'formTipo'));
  if (!Number.isInteger(formTipo) || text(entry, 'formTipo') === '') throw new RangeError('formTipo inválido');
  const documentNumber = text(entry, 'documentNumber') || null;
  const split = formTipo === AGREEMENT_FORM && documentNumber ? splitAgreementNumber(documentNumber) : null;
  const resolucionText = text(entry, 'numeroResolucion');
  return {
    source,
    formTipo,
    formFolio: text(entry, 'formFolio'),
    fechaVcto:
      cartolaDate(text(entry, 'fechaVcto')) ?? (source === 'cartola' ? cartolaDate(text(entry, 'fecha1')) : null),
    montoNetoTotal: cartolaAmount(text(entry, 'montoNetoTotal') || '0'),
    montoTotalTotal: cartolaAmount(text(entry, 'montoTotalTotal')),
    condonaTotal: cartolaAmount(text(entry, 'condonaTotal') || '0'),
    numeroResolucion: resolucionText ? cartolaAmount(resolucionText) : (split?.resolucion ?? 0),
    nombreFormulario: text(entry, 'nombreFormulario'),
    nemoGirador: text(entry, 'nemoGirador'),
    category: text(entry, 'category') || null,
    documentNumber,
    fecha1: cartolaDate(text(entry, 'fecha1')),
    fecha2: cartolaDate(text(entry, 'fecha2')),
    paymentNumber: split?.paymentNumber ?? null,
  };
}

function cobranzaRow(entry: Entry): TgrCobranzaRow {
  const anio = Number(text(entry, 'anio'));
  if (!Number.isInteger(anio) || !text(entry, 'expediente')) throw new RangeError('expediente o año inválido');
  return {
    expediente: text(entry, 'expediente'),
    anio,
    comuna: text(entry, 'comuna'),
    etapa: text(entry, 'etapa'),
    monto: cartolaAmount(text(entry, 'monto')),
    accion: text(entry, 'accion'),
    tipo: text(entry, 'tipo'),
  };
}

/** The rows of a TGR statement. */
export interface TgrStatementRows {
  deudas: TgrDeudaRow[];
  cobranzas: TgrCobranzaRow[];
  errors: EntryError[];
}

/**
 * Parses the statement.
 * @param bytes UTF-8 JSON with optional lists listaDeudas, cartola and cobranzas.
 * @returns the good rows of each list and one error per bad entry (named 'listaDeudas[i]' etc.).
 * @throws Error when the file is not a JSON object.
 */
export function parseTgrStatement(bytes: Uint8Array): TgrStatementRows {
  const file: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
  if (typeof file !== 'object' || file === null || Array.isArray(file))
    throw new Error('la cartola TGR no es un objeto JSON');
  const list = (key: string): Entry[] => {
    const value = (file as Entry)[key];
    return Array.isArray(value) ? (value as Entry[]) : [];
  };
  const errors: EntryError[] = [];
  const collect = <T>(key: string, map: (entry: Entry) => T): T[] =>
    list(key).flatMap((entry, i) => {
      try {
        if (typeof entry !== 'object' || entry === null) throw new RangeError('no es un objeto');
        return [map(entry)];
      } catch (error) {
        errors.push({ entry: `${key}[${i}]`, message: error instanceof Error ? error.message : String(error) });
        return [];
      }
    });
  return {
    deudas: [
      ...collect('listaDeudas', (e) => deudaRow(e, 'listaDeudas')),
      ...collect('cartola', (e) => deudaRow(e, 'cartola')),
    ],
    cobranzas: collect('cobranzas', cobranzaRow),
    errors,
  };
}

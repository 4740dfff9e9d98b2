/**
 * Checks an {@link AecBuildInput} against the rules of the SII schemas before anything is written, so a bad
 * input gets one clear error listing every problem instead of an AEC the SII would reject.
 * Source: AEC_v10.xsd, Cesion_v10.xsd, DTE_v10.xsd and SiiTypes_v10.xsd (lengths, RUTType, DTEFacturasType,
 * 1..40 cesiones, 1..60 Detalle lines); totals per {@link computeTotales}.
 */
import { isValidRut, normalizeRut } from '../rut';
import { isIsoDate } from '../sii-dates';
import type { AecBuildInput, AecCesionInput, AecPartyInput } from './build-input';
import { computeTotales } from './build-totals';

/** Raised when an AEC cannot be built from its input; `problems` lists every rule broken. */
export class AecBuildError extends Error {
  constructor(readonly problems: string[]) {
    super(`AEC inválido: ${problems.join('; ')}`);
    this.name = 'AecBuildError';
  }
}

const XML_INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
/** Cheap first pass: any control character, surrogate or non-character (most strings have none). */
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** The checks of one input, each adding a Spanish problem to `problems` when it fails. */
function checker(problems: string[]) {
  const check = (ok: boolean, message: string): void => {
    if (!ok) problems.push(message);
  };
  const rut = (value: string, field: string): string => {
    check(isValidRut(value), `${field}: RUT inválido '${value}'`);
    return isValidRut(value) ? normalizeRut(value) : value;
  };
  const length = (value: string | null | undefined, field: string, min: number, max: number): void => {
    const size = Array.from(value ?? '').length;
    check(size >= min && size <= max, `${field}: largo ${size} fuera de ${min}..${max}`);
  };
  const date = (value: string | null, field: string): void =>
    check(value === null || isIsoDate(value), `${field}: fecha inválida '${value}'`);
  const timestamp = (value: string, field: string): void => {
    const match = TIMESTAMP.exec(value);
    check(match !== null && isIsoDate(match[1] ?? ''), `${field}: fecha-hora inválida '${value}'`);
  };
  const amount = (value: number, field: string): void =>
    check(Number.isSafeInteger(value) && value >= 0, `${field}: monto inválido ${value}`);
  const party = (p: AecPartyInput, field: string): AecPartyInput => {
    length(p.razonSocial, `${field}.razonSocial`, 1, 100);
    length(p.direccion, `${field}.direccion`, 5, 80);
    length(p.email, `${field}.email`, 6, 80);
    return { ...p, rut: rut(p.rut, `${field}.rut`) };
  };
  /** One cesión of a DTE whose MntTotal is `montoTotal`; returns it with normalised RUTs. */
  const cesion = (c: AecCesionInput, montoTotal: number, field: string): AecCesionInput => {
    amount(c.montoCesion, `${field}.montoCesion`);
    check(
      c.montoCesion > 0 && c.montoCesion <= montoTotal,
      `${field}.montoCesion ${c.montoCesion} debe ser positivo y no mayor que el total ${montoTotal}`,
    );
    date(c.ultimoVencimiento, `${field}.ultimoVencimiento`);
    timestamp(c.tmstCesion, `${field}.tmstCesion`);
    length(c.declaracionJurada, `${field}.declaracionJurada`, 0, 512);
    length(c.eMailDeudor, `${field}.eMailDeudor`, 0, 80);
    return {
      ...c,
      cedente: party(c.cedente, `${field}.cedente`),
      cesionario: party(c.cesionario, `${field}.cesionario`),
      autorizado: { ...c.autorizado, rut: rut(c.autorizado.rut, `${field}.autorizado.rut`) },
    };
  };
  return { check, rut, length, date, timestamp, amount, cesion };
}

/**
 * Validates one cesión about to be added to a chain whose DTE totals `montoTotal` (Cesion_v10.xsd lengths,
 * RUTType, 0 < MontoCesion <= MntTotal, dates).
 * @returns a copy whose RUTs are normalised ('NNNNNNNN-D').
 * @throws AecBuildError listing every problem found.
 */
export function validateCesionInput(input: AecCesionInput, montoTotal: number, field = 'cesion'): AecCesionInput {
  const problems: string[] = [];
  findInvalidCharacters(input, field, problems);
  const normalized = checker(problems).cesion(input, montoTotal, field);
  if (problems.length > 0) throw new AecBuildError(problems);
  return normalized;
}

/**
 * Validates the input and returns a copy whose RUTs are normalised ('NNNNNNNN-D').
 * @throws AecBuildError listing every problem found.
 */
export function validateAecInput(input: AecBuildInput): AecBuildInput {
  const problems: string[] = [];
  const { check, rut, length, date, timestamp, amount, cesion } = checker(problems);

  findInvalidCharacters(input, 'input', problems);
  const { dte } = input;
  check([33, 34, 43, 46].includes(dte.tipoDTE), `dte.tipoDTE: ${dte.tipoDTE} no es cedible (33, 34, 43, 46)`);
  check(Number.isSafeInteger(dte.folio) && dte.folio > 0 && dte.folio < 1e10, `dte.folio inválido: ${dte.folio}`);
  date(dte.fechaEmision, 'dte.fechaEmision');
  date(dte.fechaVencimiento, 'dte.fechaVencimiento');
  date(dte.caf.fechaAutorizacion, 'dte.caf.fechaAutorizacion');
  check(
    dte.caf.desde <= dte.folio && dte.folio <= dte.caf.hasta,
    `dte.caf: el folio ${dte.folio} está fuera del rango ${dte.caf.desde}..${dte.caf.hasta}`,
  );
  timestamp(dte.timestampTimbre, 'dte.timestampTimbre');
  timestamp(dte.timestampFirma, 'dte.timestampFirma');
  length(dte.emisor.razonSocial, 'dte.emisor.razonSocial', 1, 100);
  length(dte.emisor.giro, 'dte.emisor.giro', 1, 80);
  length(dte.emisor.direccion, 'dte.emisor.direccion', 1, 70);
  length(dte.emisor.comuna, 'dte.emisor.comuna', 1, 20);
  length(dte.emisor.ciudad, 'dte.emisor.ciudad', 0, 20);
  length(dte.emisor.email, 'dte.emisor.email', 0, 80);
  length(dte.emisor.telefono, 'dte.emisor.telefono', 0, 20);
  check(
    Number.isSafeInteger(dte.emisor.acteco) && dte.emisor.acteco > 0 && dte.emisor.acteco < 1e6,
    `dte.emisor.acteco inválido: ${dte.emisor.acteco}`,
  );
  length(dte.receptor.razonSocial, 'dte.receptor.razonSocial', 1, 100);
  length(dte.receptor.giro, 'dte.receptor.giro', 1, 40);
  length(dte.receptor.direccion, 'dte.receptor.direccion', 1, 70);
  length(dte.receptor.comuna, 'dte.receptor.comuna', 1, 20);
  length(dte.receptor.ciudad, 'dte.receptor.ciudad', 0, 20);
  length(dte.receptor.contacto, 'dte.receptor.contacto', 0, 80);
  length(dte.receptor.email, 'dte.receptor.email', 0, 80);
  check(dte.items.length >= 1 && dte.items.length <= 60, `dte.items: ${dte.items.length} líneas (1..60)`);
  dte.items.forEach((item, i) => {
    length(item.nombre, `dte.items[${i}].nombre`, 1, 80);
    length(item.unidad, `dte.items[${i}].unidad`, 0, 4);
    length(item.descripcion, `dte.items[${i}].descripcion`, 0, 1000);
    amount(item.montoItem, `dte.items[${i}].montoItem`);
    check(item.cantidad > 0 && item.precioUnitario > 0, `dte.items[${i}]: cantidad y precio deben ser positivos`);
    check(
      Math.round(item.cantidad * item.precioUnitario) === item.montoItem,
      `dte.items[${i}]: montoItem ${item.montoItem} no es cantidad x precio`,
    );
  });
  dte.referencias.forEach((ref, i) => {
    length(ref.tipoDocRef, `dte.referencias[${i}].tipoDocRef`, 1, 3);
    length(ref.folioRef, `dte.referencias[${i}].folioRef`, 1, 18);
    length(ref.razonRef, `dte.referencias[${i}].razonRef`, 0, 90);
    date(ref.fechaRef, `dte.referencias[${i}].fechaRef`);
  });
  if (problems.length === 0) {
    const expected = computeTotales(dte.tipoDTE, dte.items, dte.totales.comisiones?.neto ?? 0);
    const given = dte.totales;
    const same =
      given.montoNeto === expected.montoNeto &&
      given.montoExento === expected.montoExento &&
      given.tasaIva === expected.tasaIva &&
      given.iva === expected.iva &&
      given.montoTotal === expected.montoTotal &&
      (given.comisiones ?? null)?.iva === expected.comisiones?.iva &&
      (given.comisiones ?? null)?.exento === expected.comisiones?.exento;
    check(same, `dte.totales no cuadran con el detalle: se esperaba ${JSON.stringify(expected)}`);
  }

  check(input.cesiones.length >= 1 && input.cesiones.length <= 40, `cesiones: ${input.cesiones.length} (1..40)`);
  const cesiones = input.cesiones.map((c, i) => cesion(c, dte.totales.montoTotal, `cesiones[${i}]`));
  cesiones.forEach((c, i) => {
    const previous = cesiones[i - 1];
    if (previous)
      check(
        c.cedente.rut === previous.cesionario.rut,
        `cesiones[${i}].cedente ${c.cedente.rut} no es el cesionario anterior ${previous.cesionario.rut}`,
      );
    if (previous)
      check(c.tmstCesion >= previous.tmstCesion, `cesiones[${i}].tmstCesion es anterior a la cesión previa`);
  });
  length(input.contacto.email, 'contacto.email', 0, 80);

  const normalized: AecBuildInput = {
    ...input,
    dte: {
      ...dte,
      emisor: { ...dte.emisor, rut: rut(dte.emisor.rut, 'dte.emisor.rut') },
      receptor: { ...dte.receptor, rut: rut(dte.receptor.rut, 'dte.receptor.rut') },
    },
    cesiones,
  };
  if (problems.length > 0) throw new AecBuildError(problems);
  return normalized;
}

function findInvalidCharacters(value: unknown, path: string, problems: string[]): void {
  if (typeof value === 'string') {
    if (SUSPECT.test(value) && XML_INVALID.test(value))
      problems.push(`${path}: contiene caracteres no permitidos en XML`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findInvalidCharacters(item, `${path}[${i}]`, problems));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) findInvalidCharacters(item, `${path}.${key}`, problems);
  }
}

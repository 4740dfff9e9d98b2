/**
 * The recessionaries (re-cesionarios) of a factoring: the banks and funds it re-assigns documents to
 * (core-platform.md §2 "Recessionaries", §3 "Factoring / recessionary", §5 "Recessionary creation/edit"). The field
 * rules here run in the browser before sending and on the server before storing, so both give the same message.
 * A recessionary becomes the Cesionario of a re-cession's AEC, so the lengths of Cesion_v10.xsd (RazonSocial up to
 * 100 characters, Direccion 5..80, eMail 6..80) are checked too; those messages are ours (the spec gives none).
 */
import { formatRut, isValidRut, normalizeRut } from './rut';

/** The fields of the recessionary form, as typed. */
export interface RecesionarioFields {
  rut: string;
  razonSocial: string;
  direccion: string;
  email: string;
}

/** A stored recessionary: normalised fields and `empresa`, the RUT of the factoring it belongs to ('NNNNNNNN-D'). */
export interface Recesionario extends RecesionarioFields {
  empresa: string;
}

export type RecesionarioField = keyof RecesionarioFields;

/** core-platform §5: the RUT is empty. The trailing space is the spec's. */
export const RUT_VACIO_MESSAGE = 'Debes agregar un rut ';

/** core-platform §5: the razón social is empty. The trailing space is the spec's. */
export const RAZON_SOCIAL_VACIA_MESSAGE = 'Debes agregar una razón social ';

/** core-platform §5: the RUT's check digit does not match (modulo 11). */
export const RUT_INVALIDO_MESSAGE = 'Debes agregar un rut válido';

/** core-platform §5: the e-mail does not have the simple shape name@domain.tld. */
export const EMAIL_INVALIDO_MESSAGE = 'Debes agregar un email válido';

/** Ours: Cesion_v10.xsd RazonSocial is at most 100 characters. */
export const RAZON_SOCIAL_LARGA_MESSAGE = 'La razón social no puede tener más de 100 caracteres';

/** Ours: Cesion_v10.xsd Direccion is 5 to 80 characters and required. */
export const DIRECCION_MESSAGE = 'Debes agregar una dirección de 5 a 80 caracteres';

/** Ours: a factoring cannot re-assign to itself. */
export const RECESIONARIO_PROPIO_MESSAGE = 'La empresa no puede ser su propio recesionario';

/** Ours: creating a RUT the factoring already has ('NNNNNNNN-D' shown as 'NN.NNN.NNN-D'). */
export function recesionarioDuplicadoMessage(rut: string): string {
  return `El recesionario ${formatRut(rut)} ya está registrado`;
}

/** Ours: editing or deleting a RUT the factoring does not have. */
export function recesionarioInexistenteMessage(rut: string): string {
  return `El recesionario ${formatRut(rut)} no está registrado`;
}

/** The "simple e-mail pattern" of core-platform §5: one '@', no spaces, a dot in the domain, a 2+ character end. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** Cesion_v10.xsd limits of the Cesionario's fields. */
const MAX_RAZON_SOCIAL = 100;
const DIRECCION_LENGTH = { min: 5, max: 80 } as const;
const MAX_EMAIL = 80;

/** Whether `rut` is the RUT of `empresa` (both as typed; false when either is not a RUT). */
function sameRut(rut: string, empresa: string): boolean {
  try {
    return normalizeRut(rut) === normalizeRut(empresa);
  } catch {
    return false;
  }
}

interface Check {
  field: RecesionarioField;
  message: string;
  fails: (form: RecesionarioFields, empresa: string) => boolean;
}

/** The checks in the order of core-platform §5 (rut, razón social, valid rut, e-mail), ours in form order between. */
const CHECKS: readonly Check[] = [
  { field: 'rut', message: RUT_VACIO_MESSAGE, fails: (form) => !form.rut.trim() },
  { field: 'razonSocial', message: RAZON_SOCIAL_VACIA_MESSAGE, fails: (form) => !form.razonSocial.trim() },
  { field: 'rut', message: RUT_INVALIDO_MESSAGE, fails: (form) => !isValidRut(form.rut) },
  { field: 'rut', message: RECESIONARIO_PROPIO_MESSAGE, fails: (form, empresa) => sameRut(form.rut, empresa) },
  {
    field: 'razonSocial',
    message: RAZON_SOCIAL_LARGA_MESSAGE,
    fails: (form) => form.razonSocial.trim().length > MAX_RAZON_SOCIAL,
  },
  {
    field: 'direccion',
    message: DIRECCION_MESSAGE,
    fails: (form) => {
      const length = form.direccion.trim().length;
      return length < DIRECCION_LENGTH.min || length > DIRECCION_LENGTH.max;
    },
  },
  {
    field: 'email',
    message: EMAIL_INVALIDO_MESSAGE,
    fails: (form) => {
      const email = form.email.trim();
      return email.length > MAX_EMAIL || !EMAIL_PATTERN.test(email);
    },
  },
];

/**
 * The problems of a recessionary form, one per field (its first failing rule), for messages under each field.
 * @param empresa the RUT of the factoring the recessionary is for (it cannot be its own).
 * @returns the Spanish message by field; empty when the form may be sent.
 */
export function recesionarioProblems(
  form: RecesionarioFields,
  empresa: string,
): Partial<Record<RecesionarioField, string>> {
  const problems: Partial<Record<RecesionarioField, string>> = {};
  for (const check of CHECKS) {
    if (!problems[check.field] && check.fails(form, empresa)) problems[check.field] = check.message;
  }
  return problems;
}

/**
 * The first problem of a recessionary form in the order of core-platform §5 ('Debes agregar un rut ', 'Debes
 * agregar una razón social ', 'Debes agregar un rut válido', then ours, then 'Debes agregar un email válido').
 * @returns the Spanish message, or null when the form may be stored.
 */
export function firstRecesionarioProblem(form: RecesionarioFields, empresa: string): string | null {
  return CHECKS.find((check) => check.fails(form, empresa))?.message ?? null;
}

/**
 * The stored form of a valid recessionary (core-platform §5 "Rut normalised by stripping dots"): RUT as
 * 'NNNNNNNN-D' (domain/rut.ts normalizeRut), the other fields trimmed.
 * @throws InvalidRutError when the RUT cannot be read (check with {@link firstRecesionarioProblem} first).
 */
export function normalizeRecesionario(form: RecesionarioFields, empresa: string): Recesionario {
  return {
    rut: normalizeRut(form.rut),
    razonSocial: form.razonSocial.trim(),
    direccion: form.direccion.trim(),
    email: form.email.trim(),
    empresa: normalizeRut(empresa),
  };
}

/**
 * The field rules of the credential forms, shared by the screens (before sending) and the API (before anything is
 * opened or stored), so both give the same first message: 'Firma Digital' (core-platform.md §5 "Digital
 * signature"), the SII clave of the factoring's authorized user (the same RUT and clave rules), and the company
 * enroller (client-radar.md §5 "Enroller"). RUTs are checked by modulo 11 (domain/rut.ts).
 */
import { isValidRut } from '../rut';
import {
  ARCHIVO_FALTANTE_MESSAGE,
  ARCHIVO_GRANDE_MESSAGE,
  CLAVE_VACIA_MESSAGE,
  ENROLL_INVALID_RUT_MESSAGE,
  ENROLL_REQUIRED_MESSAGE,
  MAX_PFX_BYTES,
  NOMBRE_VACIO_MESSAGE,
  RUT_FORMATO_MESSAGE,
  RUT_VACIO_MESSAGE,
} from './messages';

/**
 * The problem of a typed RUT field: 'Campo rut no puede estar vacío.' when blank, 'Formato no es válido' when it is
 * not a RUT with the right check digit (dots and dash optional), null when good.
 */
export function rutFieldProblem(rut: string): string | null {
  if (!rut.trim()) return RUT_VACIO_MESSAGE;
  return isValidRut(rut) ? null : RUT_FORMATO_MESSAGE;
}

/**
 * The 'Firma Digital' form: signer RUT and name as typed, the certificate's password, the file's size in bytes (0:
 * none).
 */
export interface CertificateForm {
  rutFirmante: string;
  clave: string;
  nombre: string;
  archivoBytes: number;
}

/**
 * The first problem of the 'Firma Digital' form, in the order of core-platform §5: signer RUT (empty, then format),
 * password empty, name empty, no file; then a file over 100 KB. A password is never trimmed (spaces may be part of it).
 * @returns the Spanish message, or null when the form may be sent.
 */
export function certificateFormProblem(form: CertificateForm): string | null {
  const rut = rutFieldProblem(form.rutFirmante);
  if (rut) return rut;
  if (form.clave === '') return CLAVE_VACIA_MESSAGE;
  if (!form.nombre.trim()) return NOMBRE_VACIO_MESSAGE;
  if (form.archivoBytes <= 0) return ARCHIVO_FALTANTE_MESSAGE;
  return form.archivoBytes > MAX_PFX_BYTES ? ARCHIVO_GRANDE_MESSAGE : null;
}

/**
 * The first problem of the SII clave form of the factoring's authorized user: the user's RUT (empty, then format),
 * then an empty clave (core-platform §5 messages).
 */
export function claveFormProblem(form: { rutUsuario: string; clave: string }): string | null {
  return rutFieldProblem(form.rutUsuario) ?? (form.clave === '' ? CLAVE_VACIA_MESSAGE : null);
}

/**
 * The first problem of the enroller's form (client-radar §5): 'RUT y contraseña son obligatorios.' when either is
 * blank, 'RUT no es válido.' when the company RUT fails modulo 11; null when good.
 */
export function enrollProblem(form: { rut: string; password: string }): string | null {
  if (!form.rut.trim() || form.password === '') return ENROLL_REQUIRED_MESSAGE;
  return isValidRut(form.rut) ? null : ENROLL_INVALID_RUT_MESSAGE;
}

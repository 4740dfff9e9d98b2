import { displayRut } from '@domain/es-cl-format';

/**
 * A company as the report's tables name it: 'Razón Social (76.123.456-7)', or only the RUT when the view had no name
 * for it (the views then give the RUT as the name).
 */
export function nameWithRut(name: string, rut: string): string {
  return name === rut || name === '' ? displayRut(rut) : `${name} (${displayRut(rut)})`;
}

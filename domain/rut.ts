/**
 * Chilean tax id (RUT) rules: check digit, normalisation and display.
 * Source: core-platform.md §5 and client-radar.md §5 (modulo 11, weights 2..7 cycling,
 * 11 gives '0', 10 gives 'K'; formatted with dots and a dash).
 */

/** Error raised when a RUT has no valid shape or its check digit does not match. */
export class InvalidRutError extends Error {
  constructor(readonly input: string) {
    super(`RUT inválido: '${input}'`);
    this.name = 'InvalidRutError';
  }
}

/**
 * Computes the check digit of a RUT body.
 * @param body digits of the RUT without check digit, as number or string (dots allowed).
 * @returns '0'..'9' or 'K'.
 * @throws InvalidRutError when the body has no digits or non-digit characters.
 */
export function computeCheckDigit(body: number | string): string {
  const digits = String(body).replace(/\./g, '').trim();
  if (!/^\d+$/.test(digits)) throw new InvalidRutError(String(body));
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/**
 * Normalises a RUT to the canonical stored form 'NNNNNNNN-D': dots and spaces stripped,
 * leading zeros dropped, upper-case K, dash before the check digit (added when missing).
 * Does not validate the check digit (see {@link isValidRut}).
 * @throws InvalidRutError when the input cannot be read as body plus check digit.
 */
export function normalizeRut(input: string): string {
  const rut = compactRut(input);
  if (rut === null) throw new InvalidRutError(input);
  return rut;
}

/** True when the input normalises and its check digit matches (modulo 11). Never throws. */
export function isValidRut(input: string): boolean {
  return validRut(input) !== null;
}

/**
 * The RUT normalised as {@link normalizeRut} does when its check digit matches (modulo 11), else null. Never throws.
 */
export function validRut(input: string): string | null {
  const rut = compactRut(input);
  if (rut === null) return null;
  const dash = rut.length - 2;
  return computeCheckDigit(rut.slice(0, dash)) === rut[dash + 1] ? rut : null;
}

/** normalizeRut without the throw: null when the input cannot be read as body plus check digit. */
function compactRut(input: string): string | null {
  const compact = String(input).replace(/[.\s]/g, '').toUpperCase();
  const match = /^0*(\d{1,9})-?([\dK])$/.exec(compact);
  return match ? `${match[1]}-${match[2]}` : null;
}

/**
 * Formats a RUT for display with dot thousands and dash: '76389992-6' -> '76.389.992-6'.
 * @throws InvalidRutError when the input cannot be normalised.
 */
export function formatRut(input: string): string {
  const [body, dv] = normalizeRut(input).split('-') as [string, string];
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/**
 * Builds a RUT from its body and the computed check digit: 76389992 -> '76389992-6'.
 * @throws InvalidRutError when the body is not digits.
 */
export function rutFromBody(body: number | string): string {
  const digits = String(body).replace(/\./g, '');
  return `${Number(digits)}-${computeCheckDigit(digits)}`;
}

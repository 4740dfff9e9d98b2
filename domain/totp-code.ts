/** Shown when the typed code of an authenticator app (TOTP) is not six digits (before asking Cognito). */
export const TOTP_CODE_FORMAT_MESSAGE = 'El código debe tener 6 dígitos.';

/**
 * The code as Cognito takes it (spaces the user typed removed), or the problem to show. TOTP codes of RFC 6238 as
 * Cognito issues them are six digits.
 * @param typed what the user typed, e.g. '123 456'. @returns { code: '123456' } or { problem: TOTP_CODE_FORMAT_MESSAGE
 *   }.
 */
export function readTotpCode(typed: string): { code: string } | { problem: string } {
  const code = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? { code } : { problem: TOTP_CODE_FORMAT_MESSAGE };
}

/**
 * The new-password rules of the user settings modal and of the first-login step (core-platform §5 "New password
 * (settings)", §9 "Password minimum"), with the minimum raised from the spec's 6 to 12 as OWASP ASVS level 2 asks
 * (2.1.1), the spec's wording kept with the new number.
 */

/** core-platform §5: the password is required (the spec's text ends with a space). */
export const PASSWORD_REQUIRED_MESSAGE = 'Debes agregar una password ';
/** core-platform §5: fewer than {@link PASSWORD_MIN_LENGTH} characters. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'La contraseña debe tener por lo menos 12 caracteres';
/** core-platform §5: no digit. */
export const PASSWORD_NEEDS_DIGIT_MESSAGE = 'La contraseña debe tener al menos un numero';
/** core-platform §8 "Password change success", settings variant. */
export const SETTINGS_PASSWORD_CHANGED_MESSAGE = 'La clave se modificó exitosamente';

/**
 * Minimum length of a password, here and in both user pools (infra/auth.ts, infra/local/cognito-pool.ts): OWASP ASVS
 * level 2, 2.1.1.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Length of a generated password (alphanumerics, the last one a digit): the minimum, so it always passes. */
export const GENERATED_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DIGITS = '0123456789';

/**
 * The first §5 rule a new password breaks, checked in the spec's order (required, length, digit).
 * @param password as typed (not trimmed: spaces count as characters, as Cognito counts them).
 * @returns the spec's message, or null when the password is acceptable.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_REQUIRED_MESSAGE;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (!/\d/.test(password)) return PASSWORD_NEEDS_DIGIT_MESSAGE;
  return null;
}

/**
 * A random password as core-platform §5 generates it: random alphanumeric characters followed by one digit,
 * {@link GENERATED_PASSWORD_LENGTH} (12) in all, so it always passes {@link newPasswordProblem}.
 * @param randomIndex returns a uniform integer in [0, n); defaults to the Web Crypto generator (browsers and Node).
 */
export function generatePassword(randomIndex: (n: number) => number = cryptoIndex): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH - 1; i++) password += ALPHANUMERIC[randomIndex(ALPHANUMERIC.length)];
  return password + DIGITS[randomIndex(DIGITS.length)];
}

/** A uniform integer in [0, n) from crypto.getRandomValues, by rejection so no value is favoured. */
function cryptoIndex(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  do crypto.getRandomValues(buffer);
  while (buffer[0]! >= limit);
  return buffer[0]! % n;
}

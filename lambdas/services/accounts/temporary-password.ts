import { randomInt } from 'node:crypto';
import { GENERATED_PASSWORD_LENGTH } from '@domain/account/new-password';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const DIGITS = '23456789';

/**
 * A temporary password for a new account, of the generator's shape in core-platform §5 (random alphanumeric
 * characters, the last one a digit, {@link GENERATED_PASSWORD_LENGTH} in all: the pool's rule of 12 characters with a
 * digit, domain/account/new-password.ts). Drawn with
 * node:crypto; look-alike characters (0/O, 1/l/I) are left out because the user types it from the e-mail.
 */
export function temporaryPassword(): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH - 1; i += 1) password += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return password + DIGITS[randomInt(DIGITS.length)];
}

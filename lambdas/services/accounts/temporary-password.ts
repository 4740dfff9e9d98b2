import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const DIGITS = '23456789';

/**
 * A temporary password for a new account, of the generator's shape in core-platform §5 (9 random alphanumeric
 * characters plus one digit, length 10; it meets the pool's rule of 6 characters with a digit). Drawn with
 * node:crypto; look-alike characters (0/O, 1/l/I) are left out because the user types it from the e-mail.
 */
export function temporaryPassword(): string {
  let password = '';
  for (let i = 0; i < 9; i += 1) password += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return password + DIGITS[randomInt(DIGITS.length)];
}

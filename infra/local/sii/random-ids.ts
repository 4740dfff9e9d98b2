/**
 * The random identifiers the local SII hands out: portal session ids (TOKEN / CSESSIONID cookies), seed tokens
 * ("about 13 alphanumeric characters", AUTH manual §5.2.3.2) and 12-digit seeds (SEMILLA, §5.2.3.1).
 */
import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters drawn uniformly (crypto) from A-Z, a-z and 0-9. */
export function randomAlphanumeric(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return text;
}

/** A 12-digit seed, zero-padded ('000000000078' is the manual's example). */
export function randomSeed(): string {
  return `${randomInt(1_000_000)}`.padStart(6, '0') + `${randomInt(1_000_000)}`.padStart(6, '0');
}

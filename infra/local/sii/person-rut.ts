/**
 * The synthetic natural person who represents a factoring at the local SII: a RUT derived from the factoring's RUT
 * (the same on every machine) and a name. Natural persons' RUTs run below the companies' (which start near
 * 50,000,000), so the derived bodies are drawn from 10,000,000..24,999,999.
 */
import { createHash } from 'node:crypto';
import { rutFromBody } from '@domain/rut';

const FIRST_BODY = 10_000_000;
const BODIES = 15_000_000;

/**
 * The RUT 'NNNNNNNN-D' (valid check digit, domain/rut.ts) of the person who represents `companyRut`, derived from
 * the company's RUT; when that RUT is already `taken`, the next free body.
 */
export function representativeRut(companyRut: string, taken: ReadonlySet<string>): string {
  const digest = createHash('sha256').update(companyRut).digest();
  let body = FIRST_BODY + (digest.readUInt32BE(0) % BODIES);
  while (taken.has(rutFromBody(body))) body = FIRST_BODY + ((body - FIRST_BODY + 1) % BODIES);
  return rutFromBody(body);
}

/** The person's name: 'REPRESENTANTE ' and the razón social, upper case without accents (as certificate names go). */
export function representativeName(razonSocial: string): string {
  const plain = razonSocial
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  return `REPRESENTANTE ${plain}`;
}

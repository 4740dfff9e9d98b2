/**
 * The key under which one process keeps what belongs to a company's certificate (its seed token, its TLS agent): the
 * company and the certificate's SHA-256 fingerprint. A serial number is the issuer's choice, printed in every AEC the
 * company signs, so it never tells one tenant's certificate from another's.
 */
import { normalizeRut } from '@domain/rut';
import type { OpenedCertificate } from '../certificate/open-pkcs12';

/**
 * @param rutEmpresa the company the certificate acts for, 'NNNNNNNN-D' (any RUT form).
 * @returns 'NNNNNNNN-D <sha-256 hex>'.
 * @throws InvalidRutError when rutEmpresa is not a RUT.
 */
export function certificateKey(rutEmpresa: string, certificate: Pick<OpenedCertificate, 'fingerprint'>): string {
  return `${normalizeRut(rutEmpresa)} ${certificate.fingerprint}`;
}

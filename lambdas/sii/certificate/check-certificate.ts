import { certificateProblem } from '@domain/credentials/certificate-checks';
import type { CertificadoDigitalFacts } from '@domain/credentials/certificado-digital';
import type { AcceptedIssuers } from './accepted-issuers';
import { openPkcs12 } from './open-pkcs12';

/**
 * A certificate that opened but may not be used (self-signed or of an authority the SII does not accept, not valid
 * today, or issued to someone else); Spanish message.
 */
export class CertificateRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CertificateRejectedError';
  }
}

/** The facts of a checked certificate that the credential store keeps beside it. */
export type CheckedCertificate = Pick<
  CertificadoDigitalFacts,
  'titular' | 'rutTitular' | 'emisor' | 'validoDesde' | 'validoHasta' | 'serie'
>;

/**
 * The server's checks of an uploaded digital certificate, in order (core-platform §2 "Firma
 * Digital"): it opens with its password and holds a private key with its certificate (open-pkcs12.ts), an authority
 * the SII accepts issued it (accepted-issuers.ts), it is valid at `now`, and its holder's RUT is the signer's
 * (domain/credentials/certificate-checks.ts).
 * @param pfx the file's bytes; password its password; rutFirmante the signer's RUT as typed (a valid RUT).
 * @param issuers the authorities the SII accepts (configuration).
 * @returns the facts to store and show.
 * @throws CertificateFileError (bad, oversized or over-iterated file, wrong password, no key, no certificate);
 *   CertificateRejectedError (self-signed, unknown issuer, dates, missing or other RUT). Messages are Spanish, for
 *   the user, and never carry the password.
 */
export function checkCertificate(
  pfx: Uint8Array,
  password: string,
  rutFirmante: string,
  now: Date,
  issuers: AcceptedIssuers,
): CheckedCertificate {
  const opened = openPkcs12(pfx, password);
  const problem =
    issuers.problem(opened.certificatePem, opened.chainPem) ?? certificateProblem(opened, rutFirmante, now);
  if (problem) throw new CertificateRejectedError(problem);
  return {
    titular: opened.nombre,
    // certificateProblem refuses a certificate without a holder RUT, so it is set here.
    rutTitular: opened.rut!,
    emisor: opened.emisor,
    validoDesde: opened.validoDesde,
    validoHasta: opened.validoHasta,
    serie: opened.serie,
  };
}

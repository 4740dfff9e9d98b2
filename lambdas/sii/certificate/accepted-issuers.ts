/**
 * Whether a certification authority the SII accepts vouches for a certificate (core-platform §2 "Firma Digital": the
 * certificate signs the AECs and logs in at the SII as the factoring). The accepted authorities are configuration
 * (ServerConfig.siiCertificateAuthorities: the root and intermediate certificates of the SII's accredited
 * authorities; local mode adds its demo CA). A certificate passes when a signature chain leads from it to one of them,
 * through the intermediate certificates its own file carries.
 */
import { X509Certificate } from 'node:crypto';
import { AUTOFIRMADO_MESSAGE, EMISOR_DESCONOCIDO_MESSAGE } from '@domain/credentials/messages';

/** Longest chain followed below an accepted authority (holder, then intermediates). */
const MAX_CHAIN_LENGTH = 5;

/** The accepted authorities, parsed once. */
export class AcceptedIssuers {
  private readonly authorities: X509Certificate[];

  /**
   * @param pems the accepted authorities' certificates, PEM, one per entry.
   * @throws Error (node:crypto) when an entry is not a certificate.
   */
  constructor(pems: readonly string[]) {
    this.authorities = pems.map((pem) => new X509Certificate(pem));
  }

  /**
   * Why the holder's certificate is not vouched for, or null when it is.
   * @param certificatePem the holder's certificate; chainPem the other certificates of its file (open-pkcs12.ts).
   * @returns 'El certificado es autofirmado…' when it signs itself; 'El certificado no fue emitido por una autoridad
   *   certificadora reconocida por el SII' when no chain of valid signatures (through CA certificates of the file)
   *   reaches an accepted authority.
   */
  problem(certificatePem: string, chainPem: readonly string[]): string | null {
    const holder = new X509Certificate(certificatePem);
    if (issuedBy(holder, holder)) return AUTOFIRMADO_MESSAGE;
    const intermediates = chainPem.map((pem) => new X509Certificate(pem)).filter((cert) => cert.ca);
    let current = holder;
    for (let step = 0; step < MAX_CHAIN_LENGTH; step++) {
      if (this.authorities.some((authority) => issuedBy(current, authority))) return null;
      const next = intermediates.find((cert) => cert !== current && issuedBy(current, cert));
      if (!next) break;
      current = next;
    }
    return EMISOR_DESCONOCIDO_MESSAGE;
  }
}

/** `cert` names `issuer` as its issuer and carries a valid signature by its key. */
function issuedBy(cert: X509Certificate, issuer: X509Certificate): boolean {
  return cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
}

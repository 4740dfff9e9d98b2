/**
 * How the local SII judges a person's certificate, whether it arrives as the TLS client certificate of the
 * certificate login or inside the signed seed (KeyInfo/X509Data): it must be issued by the local CA, be valid now and
 * carry the holder's RUT (subjectAltName otherName 1.3.6.1.4.1.8321.1, as Chilean certificates do, read by the
 * platform's own lambdas/sii/certificate/open-pkcs12.ts holderRut). ERR page codes 34/36/37.
 */
import { X509Certificate } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import forge from 'node-forge';
import { holderRut } from '@lambdas/sii/certificate/open-pkcs12';

/** A certificate's verdict: its holder's RUT, or why it is refused (34 none given, 36 expired, 37 invalid). */
export type CertificateVerdict = { ok: true; rut: string } | { ok: false; errCode: 34 | 36 | 37 };

/**
 * Judges a DER certificate against the CA `caPem` at instant `now`: 37 when the CA did not issue it (issuer name and
 * signature) or it holds no RUT, 36 when it is outside its validity.
 */
export function judgeCertificate(der: Uint8Array, caPem: string, now: Date): CertificateVerdict {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(der);
  } catch {
    return { ok: false, errCode: 37 };
  }
  const ca = new X509Certificate(caPem);
  if (!cert.checkIssued(ca) || !cert.verify(ca.publicKey)) return { ok: false, errCode: 37 };
  if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) return { ok: false, errCode: 36 };
  const rut = peerRut(der);
  return rut ? { ok: true, rut } : { ok: false, errCode: 37 };
}

/**
 * Judges the client certificate of a TLS connection (the server asks for one and trusts only the local CA).
 * 34 when the client sent none.
 */
export function judgePeerCertificate(socket: TLSSocket, caPem: string, now: Date): CertificateVerdict {
  const peer = socket.getPeerCertificate();
  if (!peer?.raw) return { ok: false, errCode: 34 };
  return judgeCertificate(peer.raw, caPem, now);
}

/** The holder's RUT of a peer certificate's DER (open-pkcs12.ts holderRut), or null. */
function peerRut(der: Uint8Array): string | null {
  return holderRut(forge.pki.certificateFromAsn1(forge.asn1.fromDer(Buffer.from(der).toString('binary'))));
}

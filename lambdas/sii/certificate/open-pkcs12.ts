/**
 * Opens a PKCS#12 (.pfx/.p12) digital certificate with node-forge and reads what the platform needs from it: the
 * private key and certificate (to sign the seed for the SII token and to log in over TLS), and the facts the
 * 'Firma Digital' screen checks and shows (holder name and RUT, issuer, validity). Chilean certificates carry the
 * holder's RUT in the subjectAltName as otherName 1.3.6.1.4.1.8321.1 (an IA5String 'NNNNNNNN-D'); some also in
 * the subject's serialNumber, which is read when the extension lacks it. The file is opened only when it is at most
 * MAX_PFX_BYTES and within the key-derivation budget (key-derivation-budget.ts): its size and iteration counts are
 * the uploader's choice.
 */
import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { ARCHIVO_GRANDE_MESSAGE, MAX_PFX_BYTES } from '@domain/credentials/messages';
import { isValidRut, normalizeRut } from '@domain/rut';
import { KeyDerivationLimitError, withKeyDerivationBudget } from './key-derivation-budget';

/** OID of the holder's RUT inside subjectAltName otherName in Chilean certificates. */
export const RUT_OTHER_NAME_OID = '1.3.6.1.4.1.8321.1';

/** Why a certificate file cannot be used. */
export type CertificateProblem =
  | 'formato-invalido'
  | 'archivo-grande'
  | 'derivacion-excesiva'
  | 'clave-incorrecta'
  | 'sin-llave-privada'
  | 'sin-certificado';

const PROBLEM_MESSAGES: Record<CertificateProblem, string> = {
  'formato-invalido': 'El archivo no es un certificado digital PFX o P12 válido.',
  'archivo-grande': ARCHIVO_GRANDE_MESSAGE,
  'derivacion-excesiva': 'El archivo PFX protege su clave con un número de iteraciones fuera de lo habitual.',
  'clave-incorrecta': 'La clave del certificado digital no es correcta.',
  'sin-llave-privada': 'El archivo no contiene la llave privada del certificado digital.',
  'sin-certificado': 'El archivo no contiene el certificado digital que corresponde a su llave privada.',
};

/** A certificate file that cannot be opened; the message is Spanish, for the user, and never holds the password. */
export class CertificateFileError extends Error {
  constructor(readonly problem: CertificateProblem) {
    super(PROBLEM_MESSAGES[problem]);
    this.name = 'CertificateFileError';
  }
}

/** An opened certificate: key material for signing and TLS, and its public facts. */
export interface OpenedCertificate {
  /** The RSA private key, PKCS#8 PEM. */
  privateKeyPem: string;
  /** The holder's certificate, PEM. */
  certificatePem: string;
  /** The holder's certificate as base64 DER, as XML-DSig's X509Certificate carries it. */
  certificateBase64: string;
  /** Other certificates of the file (issuers), PEM, in file order. */
  chainPem: string[];
  /** Subject common name (the holder's name). */
  nombre: string;
  /** Holder's RUT 'NNNNNNNN-D' (otherName 1.3.6.1.4.1.8321.1, else subject serialNumber), null when absent. */
  rut: string | null;
  /** The subject as 'CN=..., O=...' text. */
  subject: string;
  /** Issuer common name (or organisation). */
  emisor: string;
  /** Validity bounds, ISO instants. */
  validoDesde: string;
  validoHasta: string;
  /** Certificate serial number, hex (chosen by its issuer: two issuers may give the same one). */
  serie: string;
  /** SHA-256 of the certificate's DER, lowercase hex: what tells one certificate from another. */
  fingerprint: string;
}

/**
 * Opens a PKCS#12 file.
 * @param pfx the file's bytes; password its password ('' for none).
 * @returns the holder's key and certificate (the certificate whose public key matches the key) and its facts.
 * @throws CertificateFileError 'archivo-grande' (over MAX_PFX_BYTES), 'formato-invalido' (not PKCS#12 DER),
 *   'derivacion-excesiva' (over the key-derivation budget), 'clave-incorrecta' (MAC or decryption fails),
 *   'sin-llave-privada' (no RSA key bag), 'sin-certificado' (no certificate matches the key).
 */
export function openPkcs12(pfx: Uint8Array, password: string): OpenedCertificate {
  if (pfx.length > MAX_PFX_BYTES) throw new CertificateFileError('archivo-grande');
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.binary.raw.encode(pfx));
  } catch {
    throw new CertificateFileError('formato-invalido');
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = withKeyDerivationBudget(asn1, () => forge.pkcs12.pkcs12FromAsn1(asn1, false, password));
  } catch (error) {
    if (error instanceof KeyDerivationLimitError) throw new CertificateFileError('derivacion-excesiva');
    const message = error instanceof Error ? error.message : '';
    throw new CertificateFileError(/password|MAC|decrypt/i.test(message) ? 'clave-incorrecta' : 'formato-invalido');
  }
  const keys = [...bags(p12, forge.pki.oids.pkcs8ShroudedKeyBag!), ...bags(p12, forge.pki.oids.keyBag!)];
  const key = keys.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new CertificateFileError('sin-llave-privada');
  const certificates = bags(p12, forge.pki.oids.certBag!)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => !!cert);
  const holder = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!holder) throw new CertificateFileError('sin-certificado');
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(holder)).getBytes();
  return {
    privateKeyPem: forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))),
    certificatePem: forge.pki.certificateToPem(holder),
    certificateBase64: forge.util.encode64(der),
    chainPem: certificates.filter((cert) => cert !== holder).map((cert) => forge.pki.certificateToPem(cert)),
    nombre: attribute(holder.subject, 'commonName') ?? '',
    rut: holderRut(holder),
    subject: holder.subject.attributes
      .map((a: forge.pki.CertificateField) => `${a.shortName ?? a.name ?? a.type}=${String(a.value)}`)
      .join(', '),
    emisor: attribute(holder.issuer, 'commonName') ?? attribute(holder.issuer, 'organizationName') ?? '',
    validoDesde: holder.validity.notBefore.toISOString(),
    validoHasta: holder.validity.notAfter.toISOString(),
    serie: holder.serialNumber,
    fingerprint: createHash('sha256').update(der, 'binary').digest('hex'),
  };
}

/** The bags of one type in the file. */
function bags(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType })[bagType] ?? [];
}

/** A name attribute as text: node-forge hands UTF8String values over as their raw bytes, decoded here ('PÉREZ'). */
function attribute(name: forge.pki.Certificate['subject'], field: string): string | undefined {
  const found = name.getField({ name: field }) as { value?: unknown; valueTagClass?: number } | null;
  const value = found?.value;
  if (typeof value !== 'string') return undefined;
  if (found?.valueTagClass !== forge.asn1.Type.UTF8) return value;
  try {
    return forge.util.decodeUtf8(value);
  } catch {
    return value;
  }
}

/**
 * The holder's RUT 'NNNNNNNN-D' of a certificate: subjectAltName otherName {@link RUT_OTHER_NAME_OID}, else a
 * subject serialNumber that is a RUT; null when neither holds a valid RUT.
 */
export function holderRut(cert: forge.pki.Certificate): string | null {
  const san = cert.getExtension('subjectAltName') as { altNames?: { type: number; value: unknown }[] } | null;
  for (const name of san?.altNames ?? []) {
    if (name.type !== 0 || !Array.isArray(name.value)) continue;
    const [oid, explicit] = name.value as forge.asn1.Asn1[];
    if (!oid || forge.asn1.derToOid(forge.util.createBuffer(oid.value as string)) !== RUT_OTHER_NAME_OID) continue;
    const text = innermostText(explicit);
    if (text && isValidRut(text)) return normalizeRut(text);
  }
  const serial = attribute(cert.subject, 'serialNumber');
  return serial && isValidRut(serial) ? normalizeRut(serial) : null;
}

/** The string inside an ASN.1 value, unwrapping explicit tags ([0] IA5String in otherName). */
function innermostText(node: forge.asn1.Asn1 | undefined): string | null {
  if (!node) return null;
  if (typeof node.value === 'string') return node.value.trim();
  return innermostText(node.value[0]);
}

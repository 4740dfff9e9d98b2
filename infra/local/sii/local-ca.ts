/**
 * The local SII's certificate authority: a CA, the TLS server certificate of its certificate-login port and the
 * PKCS#12 certificates of the people who sign for the factorings, shaped as Chilean certificates are (holder RUT in
 * subjectAltName otherName 1.3.6.1.4.1.8321.1 as an IA5String, and in the subject's serialNumber; the platform reads
 * them with lambdas/sii/certificate/open-pkcs12.ts). RSA keys come from node:crypto (fast), certificates and PKCS#12
 * files from node-forge.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { RUT_OTHER_NAME_OID } from '@lambdas/sii/certificate/open-pkcs12';

/** A key and its certificate, both PEM. */
export interface KeyAndCertificate {
  keyPem: string;
  certPem: string;
}

/** When a certificate is valid. */
export interface Validity {
  notBefore: Date;
  notAfter: Date;
}

/** Who a person certificate is for: RUT 'NNNNNNNN-D' and name (CN). */
export interface CertificateHolder {
  rut: string;
  nombre: string;
}

const CA_SUBJECT = [
  { name: 'countryName', value: 'CL' },
  { name: 'organizationName', value: 'SII Local' },
  { name: 'commonName', value: 'SII Local Autoridad Certificadora' },
];
const CA_YEARS = 10;
const SERVER_YEARS = 2;
/** Validity of a person certificate, years (Chilean certificates are sold for 1 to 3 years). */
const PERSON_YEARS = 2;

/** The validity of a certificate issued at `now` for `years` years (starting a minute early, for clock skew). */
function validityFrom(now: Date, years: number): Validity {
  const notAfter = new Date(now.getTime());
  notAfter.setFullYear(notAfter.getFullYear() + years);
  return { notBefore: new Date(now.getTime() - 60_000), notAfter };
}

/** The validity of a person certificate issued at `now`. */
export function personValidity(now: Date): Validity {
  return validityFrom(now, PERSON_YEARS);
}

/** Creates a self-signed CA valid for 10 years from `now`. */
export function createCa(now: Date): KeyAndCertificate {
  const { keys, publicKey } = newKeys();
  const cert = baseCertificate(publicKey, validityFrom(now, CA_YEARS));
  cert.setSubject(CA_SUBJECT);
  cert.setIssuer(CA_SUBJECT);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys, forge.md.sha256.create());
  return { keyPem: forge.pki.privateKeyToPem(keys), certPem: forge.pki.certificateToPem(cert) };
}

/**
 * Issues the TLS server certificate of the certificate-login port: CN localhost, SAN DNS:localhost and IP:127.0.0.1.
 */
export function issueServerCertificate(ca: KeyAndCertificate, now: Date): KeyAndCertificate {
  const { keys, publicKey } = newKeys();
  const cert = baseCertificate(publicKey, validityFrom(now, SERVER_YEARS));
  cert.setSubject([{ name: 'commonName', value: 'localhost' }]);
  cert.setExtensions([
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  signWith(cert, ca);
  return { keyPem: forge.pki.privateKeyToPem(keys), certPem: forge.pki.certificateToPem(cert) };
}

/**
 * Issues a person's certificate valid for `validity` ({@link personValidity}; tests pass an expired one), and packs
 * it with its key and the CA certificate as PKCS#12 (3DES, SHA-1 MAC: the common form Node and forge open).
 * @returns the PKCS#12 DER bytes.
 */
export function issuePersonCertificate(
  ca: KeyAndCertificate,
  holder: CertificateHolder,
  password: string,
  validity: Validity,
): Uint8Array {
  const { keys, publicKey } = newKeys();
  const cert = baseCertificate(publicKey, validity);
  cert.setSubject([
    { name: 'countryName', value: 'CL' },
    // UTF8String: PrintableString has no '&', which razones sociales carry.
    { name: 'commonName', value: holder.nombre, valueTagClass: forge.asn1.Type.UTF8 as number as forge.asn1.Class },
    { name: 'serialNumber', value: holder.rut },
  ]);
  cert.setExtensions([
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
    { id: '2.5.29.17', value: rutAltName(holder.rut) },
  ]);
  signWith(cert, ca);
  const p12 = forge.pkcs12.toPkcs12Asn1(keys, [cert, forge.pki.certificateFromPem(ca.certPem)], password, {
    algorithm: '3des',
    friendlyName: holder.nombre,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** subjectAltName holding otherName { 1.3.6.1.4.1.8321.1, [0] IA5String rut }. */
function rutAltName(rut: string): forge.asn1.Asn1 {
  const { asn1 } = forge;
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(RUT_OTHER_NAME_OID).getBytes()),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.IA5STRING, false, rut),
      ]),
    ]),
  ]);
}

function newKeys(): { keys: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const keys = forge.pki.privateKeyFromPem(privateKey);
  return { keys, publicKey: forge.pki.setRsaPublicKey(keys.n, keys.e) };
}

function baseCertificate(publicKey: forge.pki.rsa.PublicKey, validity: Validity): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive serial: a leading 0x01 byte keeps the DER INTEGER from reading as negative.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = validity.notBefore;
  cert.validity.notAfter = validity.notAfter;
  return cert;
}

function signWith(cert: forge.pki.Certificate, ca: KeyAndCertificate): void {
  cert.setIssuer(forge.pki.certificateFromPem(ca.certPem).subject.attributes);
  cert.sign(forge.pki.privateKeyFromPem(ca.keyPem), forge.md.sha256.create());
}

import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { RUT_OTHER_NAME_OID } from '@lambdas/sii/certificate/open-pkcs12';

/** What a test certificate holds; every field has a default of a good, current certificate. */
export interface TestCertificateOptions {
  /** Holder RUT in the subjectAltName otherName 1.3.6.1.4.1.8321.1 (as Chilean certificates carry it); null: none. */
  sanRut?: string | null;
  /** Holder RUT in the subject serialNumber (absent by default). */
  serialNumberRut?: string;
  /** Subject common name; one with non-ASCII letters is written as a UTF8String, as real certificates do. */
  nombre?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** The file's password. */
  password?: string;
  /** false: a file with the certificate only, no private key bag. */
  withKey?: boolean;
  /** The authority that signs it (default {@link testCa}); 'self' for a certificate signed by its own key and name. */
  issuer?: TestAuthority | 'self';
  /** Serial number, hex (default '0a1b2c3d'). */
  serial?: string;
  /** A key pair of its own instead of the one every test certificate shares. */
  ownKey?: boolean;
}

/** A certification authority of the tests: its key and its self-signed certificate, both PEM. */
export interface TestAuthority {
  keyPem: string;
  certPem: string;
}

type KeyPair = { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey };

/** A new RSA key pair (generated natively: fast). */
function newKeys(): KeyPair {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(
      pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    ) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(
      pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ) as forge.pki.rsa.PublicKey,
  };
}

/** One key pair for every test certificate of a run. */
let keys: KeyPair | null = null;

function testKeys(): KeyPair {
  keys ??= newKeys();
  return keys;
}

/**
 * A new certification authority named `nombre`, valid from a year ago to ten years ahead: a self-signed CA
 * certificate (basicConstraints cA) and its key.
 */
export function makeTestAuthority(nombre: string): TestAuthority {
  const { privateKey, publicKey } = newKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 365 * 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: nombre }]);
  cert.setIssuer([{ name: 'commonName', value: nombre }]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  return { keyPem: forge.pki.privateKeyToPem(privateKey), certPem: forge.pki.certificateToPem(cert) };
}

let authority: TestAuthority | null = null;

/**
 * The authority that issues test certificates by default ('Autoridad Certificadora de Prueba'): tests that upload
 * them list its certificate among the accepted ones (ServerConfig.siiCertificateAuthorities).
 */
export function testCa(): TestAuthority {
  authority ??= makeTestAuthority('Autoridad Certificadora de Prueba');
  return authority;
}

/**
 * The subjectAltName extension with the holder's RUT as otherName {@link RUT_OTHER_NAME_OID} ([0] IA5String), built
 * as ASN.1 by hand: node-forge's own encoder writes otherName as a primitive, which no reader accepts.
 */
function rutAltName(rut: string): { id: string; value: forge.asn1.Asn1 } {
  const { asn1 } = forge;
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(RUT_OTHER_NAME_OID).getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.IA5STRING, false, rut),
    ]),
  ]);
  return { id: '2.5.29.17', value: asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName]) };
}

/**
 * A PKCS#12 (.pfx) file made with node-forge, shaped like a Chilean digital certificate (subject CN, holder RUT in
 * the SAN otherName and/or the subject serialNumber, issued by {@link testCa} unless told otherwise). Defaults: RUT
 * 12.345.678-5 in the SAN, valid from a year ago to a year ahead, password 'clave-pfx', with its private key.
 * @returns the file's bytes.
 */
export function makePkcs12(options: TestCertificateOptions = {}): Buffer {
  const { privateKey, publicKey } = options.ownKey ? newKeys() : testKeys();
  const now = Date.now();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = options.serial ?? '0a1b2c3d';
  cert.validity.notBefore = options.notBefore ?? new Date(now - 365 * 86_400_000);
  cert.validity.notAfter = options.notAfter ?? new Date(now + 365 * 86_400_000);
  const nombre = options.nombre ?? 'JUAN PEREZ SOTO';
  const subject: forge.pki.CertificateField[] = [
    /[^\x20-\x7e]/.test(nombre)
      ? ({
          name: 'commonName',
          value: nombre,
          valueTagClass: forge.asn1.Type.UTF8,
        } as unknown as forge.pki.CertificateField)
      : { name: 'commonName', value: nombre },
  ];
  if (options.serialNumberRut) subject.push({ name: 'serialNumber', value: options.serialNumberRut });
  cert.setSubject(subject);
  const sanRut = options.sanRut === undefined ? '12345678-5' : options.sanRut;
  cert.setExtensions(sanRut ? [rutAltName(sanRut)] : []);
  const issuer = options.issuer ?? testCa();
  if (issuer === 'self') {
    cert.setIssuer(subject);
    cert.sign(privateKey, forge.md.sha256.create());
  } else {
    cert.setIssuer(forge.pki.certificateFromPem(issuer.certPem).subject.attributes);
    cert.sign(forge.pki.privateKeyFromPem(issuer.keyPem), forge.md.sha256.create());
  }
  const withKey = options.withKey ?? true;
  const p12 = forge.pkcs12.toPkcs12Asn1(withKey ? privateKey : null, cert, options.password ?? 'clave-pfx', {
    algorithm: '3des',
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

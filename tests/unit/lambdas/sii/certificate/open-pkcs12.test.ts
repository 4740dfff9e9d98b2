import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { CertificateFileError, openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import { makePkcs12 } from '@tests/support/pkcs12-factory';

/** A PKCS#12 of the test certificate, as ASN.1, before its bytes are written. */
function pfxAsn1(): forge.asn1.Asn1 {
  return forge.asn1.fromDer(forge.util.createBuffer(makePkcs12({ password: 'p' }).toString('binary')));
}

const der = (node: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
const children = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];
/** 2^31 - 1 iterations: hours of key derivation. */
const HUGE = String.fromCharCode(0x7f, 0xff, 0xff, 0xff);

function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof CertificateFileError) return error.problem;
    throw error;
  }
  throw new Error('the file opened');
}

describe('openPkcs12 limits', () => {
  it('refuses a file over 100 KB before reading it', () => {
    const big = Buffer.concat([makePkcs12(), Buffer.alloc(100 * 1024)]);
    expect(problemOf(() => openPkcs12(big, 'clave-pfx'))).toBe('archivo-grande');
  });

  it('refuses a MAC asking for 2^31 iterations before deriving anything', () => {
    const pfx = pfxAsn1();
    const macData = children(pfx)[2]!;
    children(macData)[2]!.value = HUGE;
    expect(problemOf(() => openPkcs12(der(pfx), 'p'))).toBe('derivacion-excesiva');
  });

  it('refuses a shrouded key bag asking for 2^31 iterations', () => {
    const pfx = pfxAsn1();
    // Without its MAC, so the rewritten bag still opens up to its key derivation.
    children(pfx).splice(2, 1);
    // authSafe ContentInfo [0] OCTET STRING holds the AuthenticatedSafe; each data ContentInfo holds SafeContents.
    const authSafeOctets = children(children(children(pfx)[1]!)[1]!)[0]!;
    const authSafe = forge.asn1.fromDer(authSafeOctets.value as string);
    let rewritten = 0;
    for (const contentInfo of children(authSafe)) {
      const octets = children(children(contentInfo)[1]!)[0]!;
      if (typeof octets.value !== 'string') continue;
      const safeContents = forge.asn1.fromDer(octets.value);
      for (const bag of children(safeContents)) {
        if (forge.asn1.derToOid(children(bag)[0]!.value as string) !== forge.pki.oids.pkcs8ShroudedKeyBag) continue;
        const encryptedKeyInfo = children(children(bag)[1]!)[0]!;
        const pbeParams = children(children(encryptedKeyInfo)[0]!)[1]!;
        children(pbeParams)[1]!.value = HUGE;
        rewritten += 1;
      }
      octets.value = forge.asn1.toDer(safeContents).getBytes();
    }
    authSafeOctets.value = forge.asn1.toDer(authSafe).getBytes();
    expect(rewritten).toBe(1);
    expect(problemOf(() => openPkcs12(der(pfx), 'p'))).toBe('derivacion-excesiva');
  });

  it('opens a common file (2048 iterations for its MAC and key) and leaves node-forge as it found it', () => {
    const getCipher = (forge.pki as unknown as { pbe: { getCipher: unknown } }).pbe.getCipher;
    expect(openPkcs12(makePkcs12({ password: 'p' }), 'p').rut).toBe('12345678-5');
    expect((forge.pki as unknown as { pbe: { getCipher: unknown } }).pbe.getCipher).toBe(getCipher);
  });

  it('tells two certificates with one serial apart by their SHA-256 fingerprint', () => {
    const first = openPkcs12(makePkcs12({ serial: '0c0ffee0', ownKey: true }), 'clave-pfx');
    const second = openPkcs12(makePkcs12({ serial: '0c0ffee0', ownKey: true }), 'clave-pfx');
    expect(first.serie).toBe(second.serie);
    expect(first.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(first.fingerprint).not.toBe(second.fingerprint);
  });
});

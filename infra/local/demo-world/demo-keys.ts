/**
 * The signing keys of a demo world, derived from its seed so that the same seed writes the same bytes and no
 * key is ever stored. Primes are searched from seeded candidates with OpenSSL's primality test
 * (node:crypto checkPrimeSync), the X.509 certificate is self-signed by node-forge with fixed dates, and every
 * signature is made by node:crypto (RSASSA-PKCS1-v1_5 is deterministic). Demo material only: the certificate
 * says so and no real party ever trusts it.
 */
import { checkPrimeSync, createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import type { AecSigningKeys, RsaSha1Key } from '@domain/aec/build-input';
import type { Rng } from './rng';

/** An RSA private key as its numbers (PKCS#1). */
interface RsaNumbers {
  n: bigint;
  e: bigint;
  d: bigint;
  p: bigint;
  q: bigint;
  dp: bigint;
  dq: bigint;
  qi: bigint;
}

const PUBLIC_EXPONENT = 65537n;

/**
 * Generates the world's keys: a 1024-bit signer with a self-signed certificate valid from `validFrom` for
 * three years (XML-DSig of DTE, cesiones and AEC), a 512-bit CAF key (timbre) and a 512-bit "SII" key (CAF).
 * Signatures are memoised by the SHA-1 of what they sign, since a chain's AECs repeat the same signed parts.
 * @param validFrom 'yyyy-MM-dd', the certificate's notBefore (UTC midnight).
 */
export function createDemoKeys(rng: Rng, validFrom: string): AecSigningKeys {
  const firma = rsaNumbers(rng, 1024);
  return {
    sha1: (data) => createHash('sha1').update(data).digest('base64'),
    firma: { ...rsaSha1Key(firma), certificate: selfSignedCertificate(firma, validFrom) },
    caf: { ...rsaSha1Key(rsaNumbers(rng, 512)), idk: 100 },
    sii: rsaSha1Key(rsaNumbers(rng, 512)),
  };
}

function rsaNumbers(rng: Rng, bits: number): RsaNumbers {
  for (;;) {
    const p = probablePrime(rng, bits / 2);
    const q = probablePrime(rng, bits / 2);
    const phi = (p - 1n) * (q - 1n);
    if (p === q || gcd(PUBLIC_EXPONENT, phi) !== 1n) continue;
    const d = modInverse(PUBLIC_EXPONENT, phi);
    return { n: p * q, e: PUBLIC_EXPONENT, d, p, q, dp: d % (p - 1n), dq: d % (q - 1n), qi: modInverse(q, p) };
  }
}

/** A prime of exactly `bits` bits with its two top bits set (so p*q has exactly twice as many). */
function probablePrime(rng: Rng, bits: number): bigint {
  let candidate = BigInt(`0x${Buffer.from(rng.bytes(bits / 8)).toString('hex')}`);
  candidate |= (3n << BigInt(bits - 2)) | 1n;
  while (!checkPrimeSync(candidate, { checks: 32 })) candidate += 2n;
  return candidate;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const quotient = oldR / r;
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  return ((oldS % m) + m) % m;
}

function rsaSha1Key(rsa: RsaNumbers): RsaSha1Key {
  const b64url = (value: bigint): string => bytesOf(value).toString('base64url');
  const key: KeyObject = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'RSA',
      n: b64url(rsa.n),
      e: b64url(rsa.e),
      d: b64url(rsa.d),
      p: b64url(rsa.p),
      q: b64url(rsa.q),
      dp: b64url(rsa.dp),
      dq: b64url(rsa.dq),
      qi: b64url(rsa.qi),
    },
  });
  const memo = new Map<string, string>();
  return {
    sign: (data) => {
      const id = createHash('sha1').update(data).digest('base64');
      let signature = memo.get(id);
      if (signature === undefined) {
        signature = sign('sha1', data, key).toString('base64');
        memo.set(id, signature);
      }
      return signature;
    },
    modulus: bytesOf(rsa.n).toString('base64'),
    exponent: bytesOf(rsa.e).toString('base64'),
  };
}

function bytesOf(value: bigint): Buffer {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

function selfSignedCertificate(rsa: RsaNumbers, validFrom: string): string {
  const big = (value: bigint): forge.jsbn.BigInteger => new forge.jsbn.BigInteger(value.toString(16), 16);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(big(rsa.n), big(rsa.e));
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(`${validFrom}T00:00:00Z`);
  cert.validity.notAfter = new Date(cert.validity.notBefore.getTime() + 3 * 365 * 86_400_000);
  const subject = [
    { name: 'countryName', value: 'CL' },
    { name: 'organizationName', value: 'RADAR CESIONES DEMO' },
    { name: 'commonName', value: 'FIRMA DEMO SIN VALIDEZ LEGAL' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  const privateKey = forge.pki.setRsaPrivateKey(
    big(rsa.n),
    big(rsa.e),
    big(rsa.d),
    big(rsa.p),
    big(rsa.q),
    big(rsa.dp),
    big(rsa.dq),
    big(rsa.qi),
  );
  cert.sign(privateKey, forge.md.sha256.create());
  return forge.util.encode64(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes());
}

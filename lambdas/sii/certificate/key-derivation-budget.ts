/**
 * The work a PKCS#12 file may ask for when it is opened: the sum of the iteration counts of its password-based key
 * derivations (the MAC key, and the key of every encrypted content and shrouded key bag, RFC 7292 §B and PKCS #5
 * PBKDF2). The file chooses those counts itself, up to 2^31, so an unbounded one holds a Lambda for hours. Common
 * exporters use 2,000 to 10,000 per derivation (OpenSSL 2048, Windows 2000, Java 10000); the budget leaves ample room.
 *
 * node-forge derives every content and key-bag key through `pki.pbe.getCipher`, including those of bags hidden inside
 * an encrypted content (invisible before it is decrypted); the guard charges each call before forge derives. The MAC
 * key is derived first, from the visible `macData`, and is charged before forge runs at all.
 */
import forge from 'node-forge';

/** Most iterations the derivations of one file may sum to (a few seconds of node-forge at worst). */
export const MAX_KEY_DERIVATION_ITERATIONS = 1_000_000;

/** OID of PBES2 (PKCS #5 v2), whose parameters start with the PBKDF2 AlgorithmIdentifier. */
const PBES2_OID = '1.2.840.113549.1.5.13';

type GetCipher = (oid: string, params: forge.asn1.Asn1, password: string) => unknown;
/** node-forge's PBE module; its type definitions leave it out. */
const pbe = (forge.pki as unknown as { pbe: { getCipher: GetCipher } }).pbe;

/** The file asks for more key-derivation work than {@link MAX_KEY_DERIVATION_ITERATIONS}. */
export class KeyDerivationLimitError extends Error {
  constructor() {
    super(`PKCS#12: más de ${MAX_KEY_DERIVATION_ITERATIONS} iteraciones de derivación de clave`);
    this.name = 'KeyDerivationLimitError';
  }
}

/**
 * Runs `open` (node-forge's synchronous parse of `pfx`) with every key derivation charged to the budget.
 * @param pfx the file's top-level ASN.1 (the PFX SEQUENCE).
 * @throws KeyDerivationLimitError as soon as the derivations would exceed the budget (nothing more is derived);
 *   whatever `open` throws.
 */
export function withKeyDerivationBudget<T>(pfx: forge.asn1.Asn1, open: () => T): T {
  let spent = 0;
  const charge = (iterations: number) => {
    spent += iterations;
    if (spent > MAX_KEY_DERIVATION_ITERATIONS) throw new KeyDerivationLimitError();
  };
  charge(macIterations(pfx));
  const getCipher = pbe.getCipher;
  pbe.getCipher = (oid, params, password) => {
    charge(cipherIterations(oid, params));
    return getCipher(oid, params, password);
  };
  try {
    return open();
  } finally {
    pbe.getCipher = getCipher;
  }
}

/** PFX ::= SEQUENCE { version, authSafe, macData SEQUENCE { mac, macSalt, iterations DEFAULT 1 } OPTIONAL }. */
function macIterations(pfx: forge.asn1.Asn1): number {
  const macData = children(pfx)[2];
  const iterations = macData ? children(macData)[2] : undefined;
  return iterations ? integer(iterations) : 1;
}

/**
 * The iteration count of a PBE AlgorithmIdentifier's parameters: pkcs-12PbeParams { salt, iterations }, or PBES2 {
 * keyDerivationFunc { PBKDF2, { salt, iterationCount, … } }, encryptionScheme }. A shape neither reads counts as
 * the whole budget: forge would refuse it, and nothing unmeasured is derived.
 */
function cipherIterations(oid: string, params: forge.asn1.Asn1): number {
  const pbeParams = oid === PBES2_OID ? children(children(children(params)[0])[1])[1] : children(params)[1];
  return pbeParams ? integer(pbeParams) : Infinity;
}

function children(node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] {
  return node && Array.isArray(node.value) ? node.value : [];
}

/** A DER INTEGER's value; Infinity when it is not a non-negative INTEGER. */
function integer(node: forge.asn1.Asn1): number {
  if (node.type !== forge.asn1.Type.INTEGER || typeof node.value !== 'string' || node.value.length === 0)
    return Infinity;
  const hex = forge.util.bytesToHex(node.value);
  return /^[0-7]/.test(hex) ? Number.parseInt(hex, 16) : Infinity;
}

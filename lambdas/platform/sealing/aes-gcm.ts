/**
 * AES-256-GCM with node:crypto, the cipher of every sealed secret and of the local key wrapping (NIST SP 800-38D:
 * 96-bit random nonce, 128-bit tag, additional authenticated data).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SealedSecretError } from './sealer';

/**
 * Bytes of every tag, written and required: GCM authenticates with any tag of 4 to 16 bytes, so a decipher that took
 * the stored tag's length would accept a forged 4-byte tag after some 2^32 tries (NIST SP 800-38D §5.2.1.2).
 */
const TAG_BYTES = 16;

/** One GCM encryption: nonce, tag and ciphertext. */
export interface GcmBox {
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

/**
 * Encrypts `plaintext` with a 32-byte `key` and a fresh random 12-byte nonce, authenticating `aad` too.
 * @throws RangeError (node:crypto) when the key is not 32 bytes.
 */
export function gcmEncrypt(key: Uint8Array, plaintext: Uint8Array, aad: Uint8Array): GcmBox {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

/**
 * Decrypts and authenticates a {@link GcmBox}.
 * @throws RangeError when the tag is not 16 bytes; Error (node:crypto 'Unsupported state or unable to authenticate
 *   data') when the key, the aad or any byte of the box differs from the encryption.
 */
export function gcmDecrypt(key: Uint8Array, box: GcmBox, aad: Uint8Array): Buffer {
  if (box.tag.length !== TAG_BYTES) throw new RangeError(`la etiqueta GCM debe tener ${TAG_BYTES} bytes`);
  const decipher = createDecipheriv('aes-256-gcm', key, box.iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(box.tag);
  return Buffer.concat([decipher.update(box.ciphertext), decipher.final()]);
}

/**
 * Seals `plaintext` under a data key: the GCM box as base64 parts of a SealedSecret (without the key fields).
 */
export function sealWithDataKey(
  dataKey: Uint8Array,
  plaintext: Uint8Array,
  aad: Uint8Array,
): { ciphertext: string; iv: string; tag: string } {
  const box = gcmEncrypt(dataKey, plaintext, aad);
  return {
    ciphertext: box.ciphertext.toString('base64'),
    iv: box.iv.toString('base64'),
    tag: box.tag.toString('base64'),
  };
}

/**
 * Opens the base64 parts written by {@link sealWithDataKey}.
 * @throws SealedSecretError 'el contenido no se autentica' when the tag does not authenticate (see {@link gcmDecrypt}).
 */
export function openWithDataKey(
  dataKey: Uint8Array,
  sealed: { ciphertext: string; iv: string; tag: string },
  aad: Uint8Array,
): Buffer {
  const box = {
    ciphertext: Buffer.from(sealed.ciphertext, 'base64'),
    iv: Buffer.from(sealed.iv, 'base64'),
    tag: Buffer.from(sealed.tag, 'base64'),
  };
  try {
    return gcmDecrypt(dataKey, box, aad);
  } catch {
    throw new SealedSecretError('el contenido no se autentica');
  }
}

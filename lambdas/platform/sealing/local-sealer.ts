import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gcmDecrypt, gcmEncrypt, openWithDataKey, sealWithDataKey } from './aes-gcm';
import { contextBytes, SealedSecretError, type SealedSecret, type Sealer, type SealingContext } from './sealer';

/** Bytes of the local master key (AES-256). */
const MASTER_KEY_BYTES = 32;

/** The local master key and its reference ('local:' and the first 16 hex digits of its SHA-256). */
interface MasterKey {
  key: Buffer;
  ref: string;
}

/**
 * Envelope encryption on one machine (an encrypted store whose key is not in the data
 * files): a 32-byte master key in its own file, created with mode 0600 at first use (its folder 0700), wraps a fresh
 * AES-256-GCM data key per secret; the context is the additional authenticated data of both the wrapping and the
 * secret. The key file belongs outside the data directory, so a copy of the data alone opens nothing.
 */
export class LocalSealer implements Sealer {
  private master: Promise<MasterKey> | null = null;

  /** @param keyFile path of the master key file (config.secrets.localKeyFile); created when missing. */
  constructor(private readonly keyFile: string) {}

  /** @throws Error when the key file cannot be read or created, or does not hold 32 bytes. */
  async seal(plaintext: Uint8Array, context: SealingContext): Promise<SealedSecret> {
    const master = await this.masterKey();
    const aad = contextBytes(context);
    const dataKey = randomBytes(32);
    try {
      const wrapped = gcmEncrypt(master.key, dataKey, aad);
      return {
        ...sealWithDataKey(dataKey, plaintext, aad),
        wrappedKey: Buffer.concat([wrapped.iv, wrapped.tag, wrapped.ciphertext]).toString('base64'),
        keyRef: master.ref,
      };
    } finally {
      dataKey.fill(0);
    }
  }

  /**
   * @throws SealedSecretError when another master key sealed it, the context differs or any part was altered;
   *   Error when the key file cannot be read.
   */
  async open(sealed: SealedSecret, context: SealingContext): Promise<Uint8Array> {
    const master = await this.masterKey();
    if (sealed.keyRef !== master.ref) throw new SealedSecretError('lo selló otra llave maestra');
    const aad = contextBytes(context);
    const wrapped = Buffer.from(sealed.wrappedKey, 'base64');
    let dataKey: Buffer;
    try {
      dataKey = gcmDecrypt(
        master.key,
        { iv: wrapped.subarray(0, 12), tag: wrapped.subarray(12, 28), ciphertext: wrapped.subarray(28) },
        aad,
      );
    } catch {
      throw new SealedSecretError('el contexto no corresponde o la llave envuelta fue alterada');
    }
    try {
      return openWithDataKey(dataKey, sealed, aad);
    } finally {
      dataKey.fill(0);
    }
  }

  /** The master key, read (or created) once; a failed read is retried on the next call. */
  private masterKey(): Promise<MasterKey> {
    this.master ??= loadOrCreateMasterKey(this.keyFile).catch((error: unknown) => {
      this.master = null;
      throw error;
    });
    return this.master;
  }
}

/** Reads the key file, or creates it (exclusive create, so two processes starting together agree on one key). */
async function loadOrCreateMasterKey(file: string): Promise<MasterKey> {
  let key: Buffer;
  try {
    key = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      await writeFile(file, randomBytes(MASTER_KEY_BYTES), { mode: 0o600, flag: 'wx' });
    } catch (created) {
      if ((created as NodeJS.ErrnoException).code !== 'EEXIST') throw created;
    }
    key = await readFile(file);
  }
  if (key.length !== MASTER_KEY_BYTES)
    throw new Error(`La llave maestra local ${file} no tiene ${MASTER_KEY_BYTES} bytes`);
  return { key, ref: `local:${createHash('sha256').update(key).digest('hex').slice(0, 16)}` };
}

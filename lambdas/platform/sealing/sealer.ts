/**
 * Envelope encryption of stored secrets (SII claves, certificate passwords and PFX files are
 * kept sealed; only the functions that talk to the SII open them). Each secret is encrypted with its own AES-256-GCM
 * data key, and the data key is wrapped by a master key (KMS on AWS, a local key file on one machine). A context
 * (e.g. {rutFactoring, sk}) is bound to both, so a sealed value copied to another item does not open there.
 */
import { AppError } from '../errors';

/** A sealed secret, every part base64 (stored as is in DynamoDB). */
export interface SealedSecret {
  /** The secret encrypted with the data key (AES-256-GCM). */
  ciphertext: string;
  /** The 12-byte GCM nonce of `ciphertext`. */
  iv: string;
  /** The 16-byte GCM authentication tag of `ciphertext`. */
  tag: string;
  /** The data key wrapped by the master key (a KMS ciphertext blob, or the local wrapping). */
  wrappedKey: string;
  /** Which master key wrapped it: the KMS key ARN, or 'local:{fingerprint}' of the local key file. */
  keyRef: string;
}

/** What binds a sealed secret to its place, e.g. {rutFactoring: '76389992-6', sk: 'certificado'}. */
export type SealingContext = Record<string, string>;

/** Seals and opens secrets; implementations: KmsSealer, LocalSealer. */
export interface Sealer {
  /**
   * Encrypts `plaintext` under a fresh data key bound to `context`.
   * @throws the master key's errors (KMS unreachable, key file unreadable).
   */
  seal(plaintext: Uint8Array, context: SealingContext): Promise<SealedSecret>;
  /**
   * Decrypts a sealed secret with the context it was sealed with.
   * @throws SealedSecretError when the context differs, any part was altered or another master key sealed it.
   */
  open(sealed: SealedSecret, context: SealingContext): Promise<Uint8Array>;
}

/** A sealed secret that does not open (other context, altered bytes, other key). Never carries secret material. */
export class SealedSecretError extends Error {
  constructor(reason: string) {
    super(`No fue posible abrir el secreto sellado: ${reason}`);
    this.name = 'SealedSecretError';
  }
}

/**
 * No master key is configured (neither RC_KMS_KEY_ID nor RC_LOCAL_KEY_FILE): credentials can be neither stored nor
 * used.
 */
export class SealerUnavailableError extends AppError {
  constructor() {
    super(
      'No hay un almacén de secretos configurado en el servidor; no es posible guardar ni usar credenciales del SII. ' +
        'Configure RC_KMS_KEY_ID (AWS) o RC_LOCAL_KEY_FILE (local).',
      'Internal',
    );
    this.name = 'SealerUnavailableError';
  }
}

/**
 * The context as bytes for GCM's additional authenticated data: JSON of its entries sorted by key, so the same
 * context always gives the same bytes whatever the order its keys were written in.
 */
export function contextBytes(context: SealingContext): Buffer {
  const entries = Object.entries(context).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Buffer.from(JSON.stringify(entries), 'utf8');
}

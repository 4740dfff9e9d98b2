import {
  DecryptCommand,
  GenerateDataKeyCommand,
  InvalidCiphertextException,
  type KMSClient,
} from '@aws-sdk/client-kms';
import { openWithDataKey, sealWithDataKey } from './aes-gcm';
import { contextBytes, SealedSecretError, type SealedSecret, type Sealer, type SealingContext } from './sealer';

/**
 * Envelope encryption under an AWS KMS key (AWS KMS developer guide, "Envelope encryption"; "Encryption context"):
 * GenerateDataKey (AES_256) with the context as EncryptionContext gives a data key in plain and wrapped form; the
 * secret is encrypted locally with AES-256-GCM (the context also as additional authenticated data) and the plain
 * data key is zeroed. Opening calls Decrypt with the same EncryptionContext, so KMS itself refuses another context,
 * and CloudTrail records every opening. The IAM policy decides which functions may call Decrypt.
 */
export class KmsSealer implements Sealer {
  /**
   * @param kms a KMS client of the key's region; keyId the key id, ARN or alias that wraps new data keys.
   */
  constructor(
    private readonly kms: Pick<KMSClient, 'send'>,
    private readonly keyId: string,
  ) {}

  /** @throws KMS errors (access denied, key disabled, throttling); Error when KMS returns no data key. */
  async seal(plaintext: Uint8Array, context: SealingContext): Promise<SealedSecret> {
    const {
      Plaintext: dataKey,
      CiphertextBlob,
      KeyId,
    } = await this.kms.send(
      new GenerateDataKeyCommand({ KeyId: this.keyId, KeySpec: 'AES_256', EncryptionContext: context }),
    );
    if (!dataKey || !CiphertextBlob) throw new Error('KMS GenerateDataKey no entregó la llave de datos');
    try {
      const sealed = sealWithDataKey(dataKey, plaintext, contextBytes(context));
      return { ...sealed, wrappedKey: Buffer.from(CiphertextBlob).toString('base64'), keyRef: KeyId ?? this.keyId };
    } finally {
      dataKey.fill(0);
    }
  }

  /**
   * @throws SealedSecretError when KMS refuses the wrapped key for this context (InvalidCiphertextException) or the
   *   ciphertext does not authenticate; other KMS errors (access denied, throttling) as they come.
   */
  async open(sealed: SealedSecret, context: SealingContext): Promise<Uint8Array> {
    let dataKey: Uint8Array | undefined;
    try {
      ({ Plaintext: dataKey } = await this.kms.send(
        new DecryptCommand({
          CiphertextBlob: Buffer.from(sealed.wrappedKey, 'base64'),
          EncryptionContext: context,
          KeyId: sealed.keyRef,
        }),
      ));
    } catch (error) {
      if (error instanceof InvalidCiphertextException)
        throw new SealedSecretError('KMS no reconoce la llave para este contexto');
      throw error;
    }
    if (!dataKey) throw new Error('KMS Decrypt no entregó la llave de datos');
    try {
      return openWithDataKey(dataKey, sealed, contextBytes(context));
    } finally {
      dataKey.fill(0);
    }
  }
}

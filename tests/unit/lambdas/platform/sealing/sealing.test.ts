import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DecryptCommand, GenerateDataKeyCommand, InvalidCiphertextException } from '@aws-sdk/client-kms';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSealer } from '@lambdas/platform/sealing/create-sealer';
import { KmsSealer } from '@lambdas/platform/sealing/kms-sealer';
import { LocalSealer } from '@lambdas/platform/sealing/local-sealer';
import { SealedSecretError, type SealedSecret, type Sealer } from '@lambdas/platform/sealing/sealer';
import type { ServerConfig } from '@lambdas/platform/config';

const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-sealing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CONTEXT = { rutFactoring: '76389992-6', sk: 'registro' };
const SECRET = Buffer.from('clave-tributaria-ñandú');

/** Replaces one base64 part of a sealed secret with the same bytes, one bit flipped. */
function flip(sealed: SealedSecret, part: 'ciphertext' | 'iv' | 'tag' | 'wrappedKey'): SealedSecret {
  const bytes = Buffer.from(sealed[part], 'base64');
  bytes[bytes.length - 1]! ^= 0x01;
  return { ...sealed, [part]: bytes.toString('base64') };
}

/** The behaviour every sealer shares. */
function sharedBehaviour(name: string, make: () => Sealer) {
  describe(`${name}: seal and open`, () => {
    it('opens what it sealed with the same context, whatever the order of its keys', async () => {
      const sealer = make();
      const sealed = await sealer.seal(SECRET, CONTEXT);
      expect(
        Buffer.from(await sealer.open(sealed, { sk: 'registro', rutFactoring: '76389992-6' })).equals(SECRET),
      ).toBe(true);
    });

    it('never keeps the plaintext in the sealed parts, and seals twice differently', async () => {
      const sealer = make();
      const [a, b] = [await sealer.seal(SECRET, CONTEXT), await sealer.seal(SECRET, CONTEXT)];
      expect(JSON.stringify(a)).not.toContain('clave-tributaria');
      expect(Buffer.from(a.ciphertext, 'base64').includes(SECRET)).toBe(false);
      expect(a.ciphertext).not.toBe(b.ciphertext);
      expect(a.wrappedKey).not.toBe(b.wrappedKey);
    });

    it('refuses another context (a ciphertext moved to another item)', async () => {
      const sealer = make();
      const sealed = await sealer.seal(SECRET, CONTEXT);
      await expect(sealer.open(sealed, { ...CONTEXT, sk: 'cliente#76354771-K' })).rejects.toBeInstanceOf(
        SealedSecretError,
      );
      await expect(sealer.open(sealed, { ...CONTEXT, rutFactoring: '77360390-1' })).rejects.toBeInstanceOf(
        SealedSecretError,
      );
    });

    it.each([4, 12])('refuses the genuine tag cut to %i bytes (GCM would authenticate it)', async (bytes) => {
      const sealer = make();
      const sealed = await sealer.seal(SECRET, CONTEXT);
      const tag = Buffer.from(sealed.tag, 'base64').subarray(0, bytes).toString('base64');
      await expect(sealer.open({ ...sealed, tag }, CONTEXT)).rejects.toBeInstanceOf(SealedSecretError);
    });

    it.each(['ciphertext', 'iv', 'tag', 'wrappedKey'] as const)('refuses a tampered %s', async (part) => {
      const sealer = make();
      const sealed = await sealer.seal(SECRET, CONTEXT);
      await expect(sealer.open(flip(sealed, part), CONTEXT)).rejects.toBeInstanceOf(SealedSecretError);
    });
  });
}

sharedBehaviour('LocalSealer', () => new LocalSealer(path.join(dir, 'shared', 'master.key')));

describe('LocalSealer key file', () => {
  it('creates a 32-byte key file with mode 0600 at first use and reuses it afterwards', async () => {
    const file = path.join(dir, 'keys', 'nested', 'master.key');
    const sealed = await new LocalSealer(file).seal(SECRET, CONTEXT);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const key = readFileSync(file);
    expect(key).toHaveLength(32);
    expect(sealed.keyRef).toMatch(/^local:[0-9a-f]{16}$/);
    expect(Buffer.from(await new LocalSealer(file).open(sealed, CONTEXT)).equals(SECRET)).toBe(true);
    expect(readFileSync(file).equals(key)).toBe(true);
  });

  it('refuses what another master key sealed', async () => {
    const sealed = await new LocalSealer(path.join(dir, 'a.key')).seal(SECRET, CONTEXT);
    await expect(new LocalSealer(path.join(dir, 'b.key')).open(sealed, CONTEXT)).rejects.toThrow(
      'lo selló otra llave maestra',
    );
  });
});

/**
 * A stand-in for KMS that behaves as the service documents it: GenerateDataKey returns a random AES-256 key in plain
 * and wrapped under its own master key with the EncryptionContext bound; Decrypt unwraps only with the same context
 * (InvalidCiphertextException otherwise). It records the plain data keys it handed out.
 */
function fakeKms() {
  const master = randomBytes(32);
  const handed: Uint8Array[] = [];
  const aad = (context: Record<string, string> = {}) => Buffer.from(JSON.stringify(Object.entries(context).sort()));
  const send = vi.fn(async (command: unknown) => {
    if (command instanceof GenerateDataKeyCommand) {
      const key = randomBytes(32);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', master, iv).setAAD(aad(command.input.EncryptionContext));
      const blob = Buffer.concat([iv, cipher.update(key), cipher.final(), cipher.getAuthTag()]);
      const plaintext = new Uint8Array(key);
      handed.push(plaintext);
      return {
        Plaintext: plaintext,
        CiphertextBlob: new Uint8Array(blob),
        KeyId: 'arn:aws:kms:us-east-1:111122223333:key/test',
      };
    }
    if (command instanceof DecryptCommand) {
      const blob = Buffer.from(command.input.CiphertextBlob!);
      try {
        const decipher = createDecipheriv('aes-256-gcm', master, blob.subarray(0, 12)).setAAD(
          aad(command.input.EncryptionContext),
        );
        decipher.setAuthTag(blob.subarray(blob.length - 16));
        const key = Buffer.concat([decipher.update(blob.subarray(12, blob.length - 16)), decipher.final()]);
        return { Plaintext: new Uint8Array(key) };
      } catch {
        throw new InvalidCiphertextException({ message: 'invalid', $metadata: {} });
      }
    }
    throw new Error('unexpected command');
  });
  return { kms: { send }, send, handed };
}

sharedBehaviour('KmsSealer', () => new KmsSealer(fakeKms().kms as never, 'alias/radar-credentials'));

describe('KmsSealer calls', () => {
  it('asks an AES_256 data key with the context, zeroes it, and decrypts with the same context and key', async () => {
    const { kms, send, handed } = fakeKms();
    const sealer = new KmsSealer(kms as never, 'alias/radar-credentials');
    const sealed = await sealer.seal(SECRET, CONTEXT);
    const generate = send.mock.calls[0]![0] as GenerateDataKeyCommand;
    expect(generate.input).toEqual({
      KeyId: 'alias/radar-credentials',
      KeySpec: 'AES_256',
      EncryptionContext: CONTEXT,
    });
    expect(handed[0]!.every((byte) => byte === 0)).toBe(true);
    expect(sealed.keyRef).toBe('arn:aws:kms:us-east-1:111122223333:key/test');
    await sealer.open(sealed, CONTEXT);
    const decrypt = send.mock.calls[1]![0] as DecryptCommand;
    expect(decrypt.input.EncryptionContext).toEqual(CONTEXT);
    expect(decrypt.input.KeyId).toBe(sealed.keyRef);
  });
});

describe('createSealer', () => {
  const base = { region: 'us-east-1', secrets: {} } as ServerConfig;
  it('chooses KMS when a key id is set, the local file otherwise, and none without either', () => {
    expect(createSealer({ ...base, secrets: { kmsKeyId: 'alias/x', localKeyFile: '/tmp/k' } })).toBeInstanceOf(
      KmsSealer,
    );
    expect(createSealer({ ...base, secrets: { localKeyFile: path.join(dir, 'c.key') } })).toBeInstanceOf(LocalSealer);
    expect(createSealer(base)).toBeNull();
  });
});

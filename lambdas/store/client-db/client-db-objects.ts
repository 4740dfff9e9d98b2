/**
 * The client databases in the documents bucket (S3; s3rver locally):
 * - `client-db/{rutFactoring}/{rutCliente}.sqlite`: one client's database (domain/client-db/schema.ts);
 * - `client-db/{rutFactoring}/empresas.sqlite`: the client list (empresas, kpis, metadata).
 * Each object carries its inputs' hash in the user metadata `content-hash`, and is stored gzip-compressed with
 * `Content-Encoding: gzip` (about a quarter of the size): browsers and fetch() decompress it on download.
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FactoringScope } from '../../platform/factoring-scope';
import { isMissingObject } from '../s3-missing';

/** S3 key of a client's database, under the verified scope of the factoring it belongs to. */
export function clientDbKey({ rutFactoring }: FactoringScope, rutCliente: string): string {
  return `client-db/${rutFactoring}/${rutCliente}.sqlite`;
}

/** S3 key of the client-list database of the scope's factoring. */
export function clientListDbKey({ rutFactoring }: FactoringScope): string {
  return `client-db/${rutFactoring}/empresas.sqlite`;
}

const SQLITE_TYPE = 'application/vnd.sqlite3';

/** Reads and writes the SQLite objects; the client and bucket are injected. */
export class ClientDbObjects {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  /** Stores `bytes` (the SQLite file) gzip-compressed under `key` with its content hash. */
  async put(key: string, bytes: Uint8Array, contentHash: string): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: gzipSync(bytes),
        ContentType: SQLITE_TYPE,
        ContentEncoding: 'gzip',
        Metadata: { 'content-hash': contentHash },
      }),
    );
  }

  /** The content hash stored with the object, or null when there is no object (or it has no hash). */
  async contentHash(key: string): Promise<string | null> {
    try {
      const head = await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.Metadata?.['content-hash'] ?? null;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** The SQLite file's bytes (decompressed), or null when there is no object. */
  async get(key: string): Promise<Uint8Array | null> {
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      return object.ContentEncoding === 'gzip' ? new Uint8Array(gunzipSync(body)) : body;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** A presigned GET URL of `key`, valid `expiresInSeconds` seconds. */
  async signedUrl(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.s3, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
  }
}

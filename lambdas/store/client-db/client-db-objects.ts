/**
 * The client databases in the documents bucket (S3; s3rver locally):
 * - `client-db/{rutFactoring}/{rutCliente}.sqlite`: one client's database (domain/client-db/schema.ts);
 * - `client-db/{rutFactoring}/empresas.sqlite`: the client list (empresas, kpis, metadata);
 * - `client-db/{rutFactoring}/empresas-progreso.json`: how far the build of a client list not stored yet has come.
 * Each object carries its inputs' hash in the user metadata `content-hash`, and is stored brotli-compressed with
 * `Content-Encoding: br` (about a sixth of the size; gzip was a fifth): S3 and s3rver answer the stored encoding
 * as it is, and browsers decompress it on download (every current browser decodes br). Objects stored gzip before
 * are still read until their next build.
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
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

/** S3 key of the progress of the scope's first client-list build. */
function clientListProgressKey({ rutFactoring }: FactoringScope): string {
  return `client-db/${rutFactoring}/empresas-progreso.json`;
}

/** How far a first client-list build has come: clients whose database is done, out of `total`. */
export interface ClientListProgress {
  clientes: number;
  total: number;
}

const SQLITE_TYPE = 'application/vnd.sqlite3';

/**
 * Brotli qualities and window of the stored files. At the 300,000-document client (tests/bench/client-db.ts, 51.4 MB
 * raw) quality 7 gave 9.23 MB in about 5 s of CPU, quality 9 9.10 MB in 8 s, and quality 10 8.20 MB in about 41 s
 * (quality 11 took well over a minute). Quality 10 is spent only on files of {@link LARGE_FILE_BYTES} or more, whose
 * download the client detail waits for; the many small files keep quality 7 and the builds their pace. A 16 MB
 * window (24 bits, the largest browsers accept) finds the repeats between a table and its indexes.
 */
const BROTLI_QUALITY = 7;
const BROTLI_LARGE_FILE_QUALITY = 10;
const LARGE_FILE_BYTES = 8 * 1_048_576;
const BROTLI_WINDOW_BITS = 24;

/**
 * The bytes stored (and sent) for a SQLite file: brotli-compressed, for `Content-Encoding: br`, at quality 10 from
 * {@link LARGE_FILE_BYTES} up, else 7.
 * @param bytes the SQLite file.
 */
export function encodeClientDb(bytes: Uint8Array): Uint8Array {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: bytes.length >= LARGE_FILE_BYTES ? BROTLI_LARGE_FILE_QUALITY : BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** The SQLite file of an object's `body` stored with `contentEncoding` ('br', 'gzip' or none). */
function decodeClientDb(body: Uint8Array, contentEncoding: string | undefined): Uint8Array {
  if (contentEncoding === 'br') return new Uint8Array(brotliDecompressSync(body));
  if (contentEncoding === 'gzip') return new Uint8Array(gunzipSync(body));
  return body;
}

/** Reads and writes the SQLite objects; the client and bucket are injected. */
export class ClientDbObjects {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  /** Stores `bytes` (the SQLite file) brotli-compressed ({@link encodeClientDb}) under `key` with its content hash. */
  async put(key: string, bytes: Uint8Array, contentHash: string): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: encodeClientDb(bytes),
        ContentType: SQLITE_TYPE,
        ContentEncoding: 'br',
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
      return decodeClientDb(body, object.ContentEncoding);
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** Records the progress of the scope's first client-list build, stamped `at`. */
  async putListProgress(scope: FactoringScope, progress: ClientListProgress, at: Date): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: clientListProgressKey(scope),
        Body: JSON.stringify({ ...progress, actualizadoEn: at.toISOString() }),
        ContentType: 'application/json',
      }),
    );
  }

  /**
   * The last recorded progress of the scope's first client-list build with the instant it was written, or null when
   * none was recorded.
   */
  async listProgress(scope: FactoringScope): Promise<{ progress: ClientListProgress; at: Date } | null> {
    try {
      const object = await this.s3.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: clientListProgressKey(scope) }),
      );
      const { clientes, total, actualizadoEn } = JSON.parse((await object.Body?.transformToString()) ?? '{}') as {
        clientes: number;
        total: number;
        actualizadoEn: string;
      };
      return { progress: { clientes, total }, at: new Date(actualizadoEn) };
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

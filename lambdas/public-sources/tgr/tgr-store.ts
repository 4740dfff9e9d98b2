import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FactoringScope } from '../../platform/factoring-scope';

/** A client's stored TGR statement: the TGR's page as fetched and its issue date-time in Chile 'yyyy-MM-dd HH:mm'. */
export interface StoredCartola {
  bytes: Uint8Array;
  fechaEmision: string;
}

/** A viewer session of a client's statement (client-detail.md §3 "TGR session"). */
export interface TgrSession {
  rut: string;
  rutFactoring: string;
  username: string;
  /** ISO instant after which the session no longer opens the statement. */
  expiresAt: string;
}

/**
 * The S3 key of a factoring's copy of a client's statement, `tgr/{rutFactoring}/{rut}_cartolafiscal.html`: the
 * document id of client-detail.md §3 (the RUT followed by '_cartolafiscal') in the factoring's own folder.
 */
export function cartolaKey(scope: FactoringScope, rut: string): string {
  return `tgr/${scope.rutFactoring}/${rut}_cartolafiscal.html`;
}

const sessionKey = (id: string) => `tgr/sesiones/${id}.json`;

/**
 * The server-side TGR data of the clients in the documents bucket (same code on AWS and on s3rver): each factoring's
 * copy of its clients' statement pages with the issue date in the object's metadata (one factoring's forced update
 * never deletes another's copy), and the viewer sessions.
 */
export class TgrStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  /** The factoring's copy of the client's statement, or null when it has none. */
  async getCartola(scope: FactoringScope, rut: string): Promise<StoredCartola | null> {
    const object = await this.read(cartolaKey(scope, rut));
    const fechaEmision = object?.metadata['fecha-emision'];
    return object && fechaEmision ? { bytes: object.bytes, fechaEmision } : null;
  }

  /** Stores (replaces) the factoring's copy of the client's statement. */
  async putCartola(scope: FactoringScope, rut: string, cartola: StoredCartola): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: cartolaKey(scope, rut),
        Body: cartola.bytes,
        ContentType: 'text/html',
        Metadata: { 'fecha-emision': cartola.fechaEmision },
      }),
    );
  }

  /** Deletes the factoring's copy of the client's statement (nothing when it has none). */
  async deleteCartola(scope: FactoringScope, rut: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: cartolaKey(scope, rut) }));
  }

  /** Stores a new session and returns its id (a random UUID). */
  async createSession(session: TgrSession): Promise<string> {
    const id = randomUUID();
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: sessionKey(id),
        Body: JSON.stringify(session),
        ContentType: 'application/json',
      }),
    );
    return id;
  }

  /** The session of an id, or null when there is none (or the id is not a UUID). */
  async getSession(id: string): Promise<TgrSession | null> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const object = await this.read(sessionKey(id));
    return object ? (JSON.parse(Buffer.from(object.bytes).toString('utf8')) as TgrSession) : null;
  }

  private async read(key: string): Promise<{ bytes: Uint8Array; metadata: Record<string, string> } | null> {
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        bytes: (await object.Body?.transformToByteArray()) ?? new Uint8Array(),
        metadata: object.Metadata ?? {},
      };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }
}

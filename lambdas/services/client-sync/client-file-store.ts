import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isMissingObject } from '../../store/s3-missing';
import type { SiiFile } from '../../platform/sii-port';
import type { ClientFileEntry, ClientFileSource } from '../../store/client-files/client-files-port';
import type { SyncedAnswer } from './sync-plan';

/** Where a client company's SII answers are kept: per factoring that enrolled it (its own clave fetched them). */
export function clientFilesPrefix(rutFactoring: string, rutCliente: string): string {
  return `client-files/${rutFactoring}/${rutCliente}/`;
}

/** Name of the per-client record of what was asked when (not an SII file: it starts with '_'). */
const MANIFEST = '_sync.json';

/**
 * The SII answers of the clients of one factoring in the documents bucket, byte-identical to what the SII gave
 * (RCV exports, cesiones en período as cedente and deudor) under client-files/{rutFactoring}/{rutCliente}/{name},
 * plus a small manifest per client of when each answer was asked (client-sync/sync-plan.ts decides from it what
 * to ask again). Read by the client database builder as its {@link ClientFileSource}.
 */
export class ClientFileStore implements ClientFileSource {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly rutFactoring: string,
  ) {}

  /**
   * Every stored SII file of the client (manifest excluded), in name order; [] when none.
   * @throws S3's error.
   */
  async clientFiles(rutCliente: string): Promise<SiiFile[]> {
    return this.clientFilesWhere(rutCliente, () => true);
  }

  /**
   * The stored SII files of the client (manifest excluded) whose name `accept` takes, in name order; only those are
   * read. @throws S3's error.
   */
  async clientFilesWhere(rutCliente: string, accept: (name: string) => boolean): Promise<SiiFile[]> {
    const prefix = clientFilesPrefix(this.rutFactoring, rutCliente);
    const entries = (await this.listFiles(rutCliente)).filter(({ name }) => accept(name));
    const files = await Promise.all(
      entries.map(async ({ name }) => ({ name, bytes: await this.read(`${prefix}${name}`) })),
    );
    return files.filter((file): file is SiiFile => file.bytes !== null);
  }

  /**
   * Every stored SII file of the client (manifest excluded) with its ETag as tag, in name order, from the listing
   * alone (no object is read). @throws S3's error.
   */
  async listFiles(rutCliente: string): Promise<ClientFileEntry[]> {
    const prefix = clientFilesPrefix(this.rutFactoring, rutCliente);
    const entries: ClientFileEntry[] = [];
    let token: string | undefined;
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(prefix.length);
        if (name && !name.startsWith('_')) entries.push({ name, tag: object.ETag ?? '' });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return entries.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Stores one answer under its name, replacing the previous copy. @throws S3's error. */
  async put(rutCliente: string, file: SiiFile): Promise<void> {
    const Key = `${clientFilesPrefix(this.rutFactoring, rutCliente)}${file.name}`;
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: file.bytes }));
  }

  /** The client's manifest: answer name → when it was last asked and whether the SII had none. */
  async manifest(rutCliente: string): Promise<Record<string, SyncedAnswer>> {
    const bytes = await this.read(`${clientFilesPrefix(this.rutFactoring, rutCliente)}${MANIFEST}`);
    return bytes ? (JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, SyncedAnswer>) : {};
  }

  /** Replaces the client's manifest. @throws S3's error. */
  async putManifest(rutCliente: string, manifest: Record<string, SyncedAnswer>): Promise<void> {
    await this.put(rutCliente, { name: MANIFEST, bytes: Buffer.from(JSON.stringify(manifest)) });
  }

  private async read(Key: string): Promise<Uint8Array | null> {
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }
}

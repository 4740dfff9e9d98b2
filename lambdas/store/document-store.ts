import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isMissingObject, objectExists } from './s3-missing';
import type { DocumentKey } from '@domain/document-key';

/**
 * S3 key of an AEC file: 'aec/{rutEmisor}/{tipoDTE}/{folio}/SEQ-{seq}.xml'.
 * `seq` is the SeqCesion of the last cesión the file holds (the SII's AEC--...--SEQ-{n} numbering).
 */
export function aecKey(dte: DocumentKey, seq: number): string {
  return `aec/${dte.rutEmisor}/${dte.tipoDTE}/${dte.folio}/SEQ-${seq}.xml`;
}

/** The SEQ an AEC key names ('.../SEQ-{n}.xml', {@link aecKey}), or null for a key of another shape. */
export function seqOfAecKey(key: string): number | null {
  const found = /\/SEQ-(\d+)\.xml$/.exec(key);
  return found ? Number(found[1]) : null;
}

/**
 * S3 key of the extract of a DTE's AEC up to cesión `seq` (domain/aec/link-extract.ts), kept apart from the SII's
 * own files under aec/: 'aec-link/{rutEmisor}/{tipoDTE}/{folio}/SEQ-{seq}.xml'.
 */
export function aecLinkKey(dte: DocumentKey, seq: number): string {
  return `aec-link/${dte.rutEmisor}/${dte.tipoDTE}/${dte.folio}/SEQ-${seq}.xml`;
}

/**
 * The documents bucket: AEC XML stored byte-identical to what the SII served (ISO-8859-1 as the SII
 * writes it; no re-encoding, no parsing on the way in or out).
 */
export class DocumentStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  /** Stores the AEC bytes under `key` unchanged (replacing any object there). */
  async putAec(key: string, bytes: Uint8Array): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: 'application/xml' }),
    );
  }

  /**
   * Stores a file the platform produced (DTE PDF, zip of AECs, cession list) under `key`, replacing any
   * object there. `contentType` e.g. 'application/pdf', 'application/zip'.
   */
  async putDocument(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  /** Deletes the objects under `keys` (a missing one is no error: S3's DELETE answers alike). */
  async deleteDocuments(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))));
  }

  /** The stored AEC bytes, or null when there is no object under `key`. */
  async getAec(key: string): Promise<Uint8Array | null> {
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** True when an object exists under `key` (HEAD request). */
  async hasObject(key: string): Promise<boolean> {
    return objectExists(this.s3, this.bucket, key);
  }

  /**
   * A presigned GET URL of the AEC under `key`, valid `expiresInSeconds` seconds (S3 caps it at 604800).
   * Does not check that the object exists.
   */
  async signedAecUrl(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.s3, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
  }

  /**
   * A presigned GET URL of the object under `key`, valid `expiresInSeconds` seconds, whose answer carries
   * 'Content-Disposition: attachment; filename="{fileName}"' so the browser saves it under that name.
   * Does not check that the object exists.
   */
  async signedDownloadUrl(key: string, fileName: string, expiresInSeconds: number): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
    });
    return getSignedUrl(this.s3, command, { expiresIn: expiresInSeconds });
  }
}

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { isMissingObject, objectExists } from './s3-missing';

/** An object's bytes with what its readers use besides them (content type and user metadata). */
interface StoredObject {
  bytes: Uint8Array;
  contentType: string | undefined;
  metadata: Record<string, string>;
}

/**
 * Moves objects of the documents bucket from one key to another (a change of key layout): list, copy with the
 * object's content type and metadata, compare, delete. Same code on AWS and on s3rver.
 */
export class S3ObjectMover {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  /** Every key under `prefix`, in the bucket's (lexicographic) order. @throws S3's error. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** Whether an object is stored under `key`. @throws S3's error other than a missing object. */
  async exists(key: string): Promise<boolean> {
    return objectExists(this.s3, this.bucket, key);
  }

  /** Copies `from` to `to` with its content type and metadata, replacing what `to` held. @throws S3's error. */
  async copy(from: string, to: string): Promise<void> {
    await this.s3.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        CopySource: `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        Key: to,
        MetadataDirective: 'COPY',
      }),
    );
  }

  /**
   * Whether `a` and `b` hold the same bytes, content type and metadata (false when either is missing).
   * @throws S3's error other than a missing object.
   */
  async same(a: string, b: string): Promise<boolean> {
    const [left, right] = await Promise.all([this.read(a), this.read(b)]);
    if (!left || !right) return false;
    return (
      Buffer.from(left.bytes).equals(Buffer.from(right.bytes)) &&
      left.contentType === right.contentType &&
      JSON.stringify(sorted(left.metadata)) === JSON.stringify(sorted(right.metadata))
    );
  }

  /** Deletes the object (nothing when there is none). @throws S3's error. */
  async remove(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  private async read(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        bytes: (await object.Body?.transformToByteArray()) ?? new Uint8Array(),
        contentType: object.ContentType,
        metadata: object.Metadata ?? {},
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }
}

/** The metadata's entries in key order, so two copies compare equal whatever order S3 lists them in. */
function sorted(metadata: Record<string, string>): [string, string][] {
  return Object.entries(metadata).sort(([a], [b]) => a.localeCompare(b));
}

import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SweepState } from '@domain/judicial/sweep';
import type { FactoringScope } from '../platform/factoring-scope';

/** The S3 key of a factoring's sweep of a RUT: `judicial/{rutFactoring}/{rut}.json`. */
export function sweepKey(scope: FactoringScope, rut: string): string {
  return `judicial/${scope.rutFactoring}/${rut}.json`;
}

/**
 * The judicial radar's sweeps in the documents bucket, each factoring's own (one factoring's query never serves
 * another's results): the sweep's state as it progresses and, once done, its records until their time to live.
 */
export class JudicialSweepStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  /** The factoring's sweep of the RUT, or null when it has none. @throws the S3 error other than a missing key. */
  async get(scope: FactoringScope, rut: string): Promise<SweepState | null> {
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: sweepKey(scope, rut) }));
      return JSON.parse((await object.Body?.transformToString('utf8')) ?? 'null') as SweepState | null;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }

  /** Stores (replaces) the factoring's sweep of the RUT. */
  async put(scope: FactoringScope, state: SweepState): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: sweepKey(scope, state.rut),
        Body: JSON.stringify(state),
        ContentType: 'application/json',
      }),
    );
  }

  /** Deletes the factoring's records of the RUT (nothing when it has none). */
  async delete(scope: FactoringScope, rut: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: sweepKey(scope, rut) }));
  }
}

import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/**
 * True when an S3 error says the object is not there: NoSuchKey on GET, NotFound on HEAD, or a bare 404 (s3rver
 * and some SDK paths carry only the status).
 */
export function isMissingObject(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/**
 * True when an object exists under `key` of `bucket` (HEAD request).
 * @throws S3's error other than a missing object.
 */
export async function objectExists(s3: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (isMissingObject(error)) return false;
    throw error;
  }
}

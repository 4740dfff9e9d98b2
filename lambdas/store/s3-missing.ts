/**
 * True when an S3 error says the object is not there: NoSuchKey on GET, NotFound on HEAD, or a bare 404 (s3rver
 * and some SDK paths carry only the status).
 */
export function isMissingObject(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

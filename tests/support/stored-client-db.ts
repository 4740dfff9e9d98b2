import { gunzipSync } from 'node:zlib';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import initSqlJs from 'sql.js';
import { createS3Client } from '@lambdas/platform/aws-clients';
import type { E2ePlatform } from './demo-session';

/**
 * The rows of `sql` over the client database the platform stored for `rutFactoring`'s client `rut`
 * (`client-db/{rutFactoring}/{rut}.sqlite` in the documents bucket, gzip or plain), each row as its column values.
 */
export async function storedClientRows(
  platform: E2ePlatform,
  rutFactoring: string,
  rut: string,
  sql: string,
): Promise<unknown[][]> {
  const answer = await createS3Client(platform.config).send(
    new GetObjectCommand({ Bucket: platform.config.buckets.documents, Key: `client-db/${rutFactoring}/${rut}.sqlite` }),
  );
  const raw = Buffer.from(await answer.Body!.transformToByteArray());
  const db = new (await initSqlJs()).Database(raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw);
  try {
    return db.exec(sql)[0]?.values ?? [];
  } finally {
    db.close();
  }
}

import initSqlJs from 'sql.js';
import { createS3Client } from '@lambdas/platform/aws-clients';
import { ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import type { E2ePlatform } from './demo-session';

/**
 * The rows of `sql` over the client database the platform stored for `rutFactoring`'s client `rut`
 * (`client-db/{rutFactoring}/{rut}.sqlite` in the documents bucket, read as the platform reads it), each row as its
 * column values.
 */
export async function storedClientRows(
  platform: E2ePlatform,
  rutFactoring: string,
  rut: string,
  sql: string,
): Promise<unknown[][]> {
  const bytes = await new ClientDbObjects(createS3Client(platform.config), platform.config.buckets.documents).get(
    `client-db/${rutFactoring}/${rut}.sqlite`,
  );
  if (!bytes) throw new Error(`No client database for ${rut} of ${rutFactoring}`);
  const db = new (await initSqlJs()).Database(bytes);
  try {
    return db.exec(sql)[0]?.values ?? [];
  } finally {
    db.close();
  }
}

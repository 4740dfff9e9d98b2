import initSqlJs from 'sql.js';
import { createS3Client } from '@lambdas/platform/aws-clients';
import { systemScope } from '@lambdas/access/system-scope';
import { clientDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
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
  const s3 = createS3Client(platform.config);
  const bytes = await new ClientDbObjects(s3, platform.config.buckets.documents)
    .get(clientDbKey(systemScope(rutFactoring), rut))
    .finally(() => s3.destroy());
  if (!bytes) throw new Error(`No client database for ${rut} of ${rutFactoring}`);
  const db = new (await initSqlJs()).Database(bytes);
  try {
    return db.exec(sql)[0]?.values ?? [];
  } finally {
    db.close();
  }
}

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3CompanyFiles } from '@lambdas/store/company-files/s3-company-files';

/**
 * Loads the company files of an SII directory (`{siiDir}/empresas/{rut}/*`, the demo world's tax folder PDFs,
 * infra/local/demo-world/company-registry-files.ts) into the documents bucket, where the REST routes read them as on
 * AWS (the registry statutes are gathered by the client syncs from the world's res/ pages). A directory without
 * empresas/ loads nothing.
 * @returns how many files were stored.
 * @throws the filesystem's error other than a missing folder; S3's error.
 */
export async function seedCompanyFiles(siiDir: string, files: Pick<S3CompanyFiles, 'put'>): Promise<number> {
  const root = path.join(siiDir, 'empresas');
  let stored = 0;
  for (const rut of await namesIn(root)) {
    for (const name of await namesIn(path.join(root, rut))) {
      await files.put(rut, name, await readFile(path.join(root, rut, name)));
      stored++;
    }
  }
  return stored;
}

async function namesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

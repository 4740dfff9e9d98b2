import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { systemScope } from '@lambdas/access/system-scope';
import type { S3CompanyFiles } from '@lambdas/store/company-files/s3-company-files';

/**
 * Loads the company files of an SII directory (`{siiDir}/empresas/{rut}/*`, the demo world's tax folder PDFs,
 * infra/local/demo-world/company-registry-files.ts) into the documents bucket, where the REST routes read them as on
 * AWS: each client's files into the copy of every factoring holding its clave (as its client sync would have
 * gathered them; the registry statutes are gathered by the client syncs from the world's res/ pages). A directory
 * without empresas/, or a client no factoring holds a clave of, loads nothing.
 * @param claveHolders the factorings' RUTs holding a clave of each client, by client RUT ('NNNNNNNN-D').
 * @returns how many files were stored.
 * @throws the filesystem's error other than a missing folder; S3's error.
 */
export async function seedCompanyFiles(
  siiDir: string,
  claveHolders: ReadonlyMap<string, readonly string[]>,
  files: Pick<S3CompanyFiles, 'put'>,
): Promise<number> {
  const root = path.join(siiDir, 'empresas');
  let stored = 0;
  for (const rut of await namesIn(root)) {
    for (const name of await namesIn(path.join(root, rut))) {
      const bytes = await readFile(path.join(root, rut, name));
      for (const rutFactoring of claveHolders.get(rut) ?? []) {
        await files.put(systemScope(rutFactoring), rut, name, bytes);
        stored++;
      }
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

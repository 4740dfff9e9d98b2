import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Root of the repository (this file lives in tests/support). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The real SII files and official XSDs shipped beside the repository (see its PROVENANCE.md). */
export const SII_FIXTURES = path.resolve(REPO_ROOT, '../shared/fixtures/sii');

/** Absolute path of a file under ../shared/fixtures/sii. */
export function siiFixture(...parts: string[]): string {
  return path.join(SII_FIXTURES, ...parts);
}

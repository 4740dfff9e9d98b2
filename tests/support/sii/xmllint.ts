import { execFileSync, spawnSync } from 'node:child_process';
import { siiFixture } from '../fixtures';

/** The official AEC schema (SII schema_cesion 2019-12-12). */
export const AEC_XSD = siiFixture('cl-sii-extraoficial__archivos-oficiales', 'schema_cesion_2019-12-12', 'AEC_v10.xsd');

/**
 * Validates files against an XSD with libxml2's xmllint (package libxml2-utils).
 * @returns xmllint's exit status and its report (one 'validates' or error line per file).
 * @throws Error when xmllint is not installed, so a missing tool fails the test instead of skipping it.
 */
export function xmllintSchema(schema: string, files: string[]): { status: number; report: string } {
  try {
    execFileSync('which', ['xmllint'], { stdio: 'pipe' });
  } catch {
    throw new Error(
      'xmllint no está instalado: instale libxml2-utils (apt-get install libxml2-utils), .ci/run lo instala',
    );
  }
  const result = spawnSync('xmllint', ['--noout', '--schema', schema, ...files], { encoding: 'utf8' });
  return { status: result.status ?? -1, report: `${result.stdout}${result.stderr}` };
}

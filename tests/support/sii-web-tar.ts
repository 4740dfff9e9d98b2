import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Extracts tar.gz bytes with the system's tar into a new temporary directory; returns it. */
export function extractTarGz(bytes: Uint8Array, into?: string): string {
  const dir = into ?? mkdtempSync(path.join(tmpdir(), 'sii-raw-'));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sii-tgz-')), 'part.tar.gz');
  writeFileSync(file, bytes);
  execFileSync('tar', ['-xzf', file, '-C', dir]);
  return dir;
}

/** The entry names of tar.gz bytes, in archive order (system tar). */
export function listTarGz(bytes: Uint8Array): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sii-tgz-')), 'part.tar.gz');
  writeFileSync(file, bytes);
  return execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** Every file under `dir`, relative paths, sorted. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix))
    .flatMap((name) => {
      const relative = path.join(prefix, name);
      return statSync(path.join(dir, relative)).isDirectory() ? filesUnder(dir, relative) : [relative];
    })
    .sort();
}

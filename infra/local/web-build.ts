import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the web build reads besides node_modules: the app, the domain rules it imports, the dependency lock. */
const SOURCE_DIRS = ['web', 'domain'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

/** The file in the build's output that names the sources it was built from. */
export const WEB_BUILD_STAMP = '.fuentes-sha256';

/** Every file under `dir`, recursively, skipping `skip` (absolute paths). */
function filesUnder(dir: string, skip: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (full === skip) return [];
    return entry.isDirectory() ? filesUnder(full, skip) : entry.isFile() ? [full] : [];
  });
}

/**
 * SHA-256 (hex) of the web build's sources under `root`: every file of web/ (but `distDir`) and domain/, and the
 * package and TypeScript settings, path and content, in path order. Equal hashes: the same build.
 */
export function webSourcesHash(root: string, distDir: string): string {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(root, dir), distDir)),
    ...SOURCE_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex');
}

/**
 * Builds the web app (`npm run build:web`, warnings only) unless `distDir` holds a build of the same sources (its
 * {@link WEB_BUILD_STAMP}), then stamps it: a second `npm start` skips the build.
 * @returns whether it built.
 * @throws Error when the build fails.
 */
export async function ensureWebBuilt(root: string, distDir: string, log: (message: string) => void): Promise<boolean> {
  const sources = webSourcesHash(root, distDir);
  const stamp = path.join(distDir, WEB_BUILD_STAMP);
  const built = fs.existsSync(path.join(distDir, 'index.html')) && fs.existsSync(stamp);
  if (built && fs.readFileSync(stamp, 'utf8') === sources) return false;
  log('Construyendo la aplicación web...');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build:web', '--', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build:web terminó con ${code}`))));
  });
  fs.writeFileSync(stamp, sources);
  return true;
}

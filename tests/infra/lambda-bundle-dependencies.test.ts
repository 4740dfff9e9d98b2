import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleLambdaEntries } from './lambda-bundles';

interface LockedPackage {
  dev?: boolean;
}

const lockedPackages = (
  JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> }
).packages;

/**
 * The package-lock.json key of the installed package a bundled file belongs to ('node_modules/a' or, nested,
 * 'node_modules/a/node_modules/@s/b'), or undefined for the project's own sources.
 */
function lockKeyOf(file: string): string | undefined {
  const start = file.indexOf('node_modules/');
  if (start < 0) return undefined;
  const parts = file.slice(start).split('/');
  const key: string[] = [];
  for (let at = 0; parts[at] === 'node_modules';) {
    const length = parts[at + 1]?.startsWith('@') ? 3 : 2;
    key.push(...parts.slice(at, at + length));
    at += length;
  }
  return key.join('/');
}

// What `npm ci --omit=dev` leaves out is what package-lock.json marks dev: a package only devDependencies reach.
describe('production Lambda bundles', () => {
  it('read only packages that a production install (npm ci --omit=dev) provides', async () => {
    const metafile = await bundleLambdaEntries();
    const bundled = [...new Set(Object.keys(metafile.inputs).map(lockKeyOf))].filter((key) => key !== undefined);
    expect(bundled).toContain('node_modules/nodemailer');
    const missing = bundled.filter((key) => !lockedPackages[key]);
    const devOnly = bundled.filter((key) => lockedPackages[key]?.dev === true);
    expect({ missing, devOnly }).toEqual({ missing: [], devOnly: [] });
  });
});

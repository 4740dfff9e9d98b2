import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HANDLER_SUITES } from '../../vitest.config';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const INTEGRATION = path.join(ROOT, 'tests/integration');
/** An import of a Lambda entry point: lambdas/<api>/handler.ts, by alias or by relative path. */
const HANDLER_IMPORT = /from '[^']*lambdas\/[\w-]+\/handler'/;
const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+)'/g;

/** Whether `file` imports a handler, itself or through the relative imports it makes (helpers beside the suites). */
function importsHandler(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file) || !fs.existsSync(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  if (HANDLER_IMPORT.test(source)) return true;
  return [...source.matchAll(RELATIVE_IMPORT)].some(([, specifier]) =>
    importsHandler(path.resolve(path.dirname(file), `${specifier}.ts`), seen),
  );
}

describe('the test projects of vitest.config.ts', () => {
  it('runs every integration suite that calls a Lambda handler in a process of its own', () => {
    const suites = fs
      .readdirSync(INTEGRATION, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(INTEGRATION, file))
      .filter((file) => importsHandler(file))
      .map((file) => path.relative(ROOT, file));
    expect(suites.length).toBeGreaterThan(0);
    expect(suites.sort()).toEqual([...HANDLER_SUITES].sort());
  });
});

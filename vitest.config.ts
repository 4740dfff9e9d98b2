import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (dir: string) => fileURLToPath(new URL(dir, import.meta.url));

/** The machine's RAM disk, or null when it has none the tests may write to. */
function ramDisk(): string | null {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return null;
  }
}

// The suites' temporary directories (os.tmpdir(): the platforms' data directories and their templates, the engines'
// files, Chromium's profiles) go to the RAM disk unless TMPDIR says otherwise. On this machine's disk, copying a
// platform template of 3,200 files (24 MB) took 4.2-4.5 s of a worker's event loop, against 0.2-0.3 s on /dev/shm.
// Set here, the runner's process and every worker it starts read the same directory.
const ram = ramDisk();
if (ram && !process.env.TMPDIR) process.env.TMPDIR = ram;

/** The test files under `dir` (relative to the repository), as paths relative to the repository. */
function testFiles(dir: string): string[] {
  return fs
    .readdirSync(at(`./${dir}`), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`);
}

/** An import of a Lambda entry point: lambdas/<api>/handler.ts, by alias or by relative path. */
const HANDLER_IMPORT = /from '[^']*lambdas\/[\w-]+\/handler'/;
const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+)'/g;

/** Whether `file` (an absolute path) imports a handler, itself or through the relative imports it makes (helpers). */
function importsHandler(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file) || !fs.existsSync(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  if (HANDLER_IMPORT.test(source)) return true;
  return [...source.matchAll(RELATIVE_IMPORT)].some(([, specifier]) =>
    importsHandler(path.resolve(path.dirname(file), `${specifier}.ts`), seen),
  );
}

/**
 * Integration suites that call the Lambda entry points (lambdas/<api>/handler.ts). A handler builds its dependencies
 * from the environment on its first call and keeps them while its process lives, as on AWS, so in a process shared
 * with an earlier suite it would answer with that suite's engines. Found by reading the suites and their helpers.
 */
export const HANDLER_SUITES = testFiles('tests/integration').filter((file) => importsHandler(at(`./${file}`)));

/** What a unit file may do that outlives it in a shared process: patch a module or a global, change the environment. */
const PATCHES = [
  /vi\.(mock|doMock|unmock|stubGlobal|stubEnv)\(/,
  /@vitest-environment/,
  /globalThis(\.\w+| as [^)]+\)\.\w+) =[^=]/,
  /defineProperty\((globalThis|window)\b/,
  /process\.env(\.\w+|\[[^\]]+\]) =[^=]|delete process\.env/,
];

/**
 * Unit files that patch a module, a global, process.env or the test environment (PATCHES): in a process shared with
 * later files, a module imported before the mock or a global left behind would reach them. Found by reading the files.
 */
export const PATCHING_UNIT_FILES = testFiles('tests/unit').filter((file) => {
  const source = fs.readFileSync(at(`./${file}`), 'utf8');
  return PATCHES.some((patch) => patch.test(source));
});

/**
 * One runner for every test layer: unit, integration, infra and e2e (tests/<layer>/**). Aliases as in tsconfig.json.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@domain': at('./domain'),
      '@lambdas': at('./lambdas'),
      '@infra': at('./infra'),
      '@web': at('./web/src'),
      '@tests': at('./tests'),
    },
  },
  test: {
    exclude: ['node_modules/**', 'tests/bench/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    // A browser or platform test that runs out of time once, on a two-core machine whose other worker is starting a
    // platform, gets one more try; a failed assertion is never retried.
    retry: { count: 1, condition: /^Test timed out in \d+ms/ },
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        // Each browser or integration suite imports much of the platform (the whole local platform is some 3,600
        // modules, about 9 s a file on this machine with the other worker busy) and mocks nothing: a worker keeps the
        // modules for its next such suite, and each suite still starts and stops its own engines, platform and
        // Chromium. Vitest queues the projects by name, so these files go first (the slowest of an earlier run first,
        // else the largest), and the short isolated and unit files fill both workers at the end.
        extends: true,
        test: {
          name: 'e2e-integration',
          include: ['tests/{e2e,integration}/**/*.test.{ts,tsx}'],
          exclude: HANDLER_SUITES,
          isolate: false,
        },
      },
      {
        // A fresh process per file: the unit files that patch modules or globals (PATCHING_UNIT_FILES), the CDK files,
        // which remove their work directory when the file ends, and the handler suites, which keep their Lambda's
        // dependencies per process (HANDLER_SUITES).
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/infra/**/*.test.{ts,tsx}', ...PATCHING_UNIT_FILES, ...HANDLER_SUITES],
        },
      },
      {
        // The other unit files share their worker's modules too: started one process per file, the unit layer took
        // 237 s on this machine, against 106 s in shared workers.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: PATCHING_UNIT_FILES,
          isolate: false,
        },
      },
    ],
  },
});

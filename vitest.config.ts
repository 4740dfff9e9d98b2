import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (dir: string) => fileURLToPath(new URL(dir, import.meta.url));

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
        // Each browser suite imports the whole local platform, some 3,600 modules (about 9 s a file on this machine
        // with the other worker busy), and mocks nothing: a worker keeps the modules for its next browser suite, and
        // each suite still starts and stops its own platform and Chromium. Vitest queues the projects by name, so
        // these files go first (the slowest of an earlier run first, else the largest), and the short isolated files
        // fill both workers at the end.
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.{ts,tsx}'], isolate: false },
      },
      {
        // A fresh process per file: unit files mock modules and globals, integration files call the Lambda handlers,
        // which keep their dependencies per process as on AWS, and CDK files share a work directory per file.
        extends: true,
        test: { name: 'isolated', include: ['tests/{unit,integration,infra}/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});

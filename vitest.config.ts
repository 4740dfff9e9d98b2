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
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
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
  },
});

import { defineConfig } from 'vitest/config';

/** One runner for every test layer: unit, integration, infra and e2e (tests/<layer>/**). */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['node_modules/**', 'tests/bench/**'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});

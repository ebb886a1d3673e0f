import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // On CI (a shared 2-core machine), a failed test runs once more; .ci/run names any that
    // passed only then.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: more workers only make each fresh database slower to start.
    maxWorkers: 2,
  },
});

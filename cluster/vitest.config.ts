import { defineConfig } from 'vitest/config';

// One cluster for the whole suite: its files run one at a time, each bounded.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // On CI (a shared 2-core machine), a failed test runs once more; .ci/run names any that
    // passed only then.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
  },
});

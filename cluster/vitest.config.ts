import { defineConfig } from 'vitest/config';

// One cluster for the whole suite: its files run one at a time, each bounded.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
  },
});

import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './e2e/config';

/**
 * End-to-end flows in a real headless Chromium against the real server. The global setup
 * starts one API server (serving apps/web/dist) per worker, each on a free port with its own
 * temporary database.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    // On CI (a shared 2-core machine), a failed test runs once more; .ci/run names any that
    // passed only then.
    retry: process.env.CI ? 1 : 0,
    teardownTimeout: 30_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
    // With E2E_WORKERS=n files run side by side on n workers; a worker's files run one after
    // another against that worker's own server, so no two files race on the same data.
    maxWorkers: e2eWorkers,
    fileParallelism: e2eWorkers > 1,
  },
});

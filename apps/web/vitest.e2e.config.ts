import { defineConfig } from 'vitest/config';

/**
 * End-to-end flows in a real headless Chromium against the real server. The global setup
 * starts the API (serving apps/web/dist) on a free port with a temporary database.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    teardownTimeout: 30_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
    // One server, one browser: files run one after another so they do not race on data.
    fileParallelism: false,
  },
});

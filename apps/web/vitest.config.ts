import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component tests: jsdom, Testing Library; the end-to-end suite has its own config. */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // jsdom renders the larger widgets (the permission matrix: 22 rows of checkboxes) in a
    // few seconds on a busy 2-core machine; a test may take that long without failing.
    testTimeout: 20_000,
  },
});

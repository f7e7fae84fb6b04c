import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node; IndexedDB comes from fake-indexeddb.
// Browser-mode end-to-end tests live in test/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
  },
});

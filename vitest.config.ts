import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node; IndexedDB comes from fake-indexeddb.
// Browser-mode end-to-end tests live in test/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'threads',
    // Both cores of a 2-core machine (vitest's default keeps one for itself: one worker).
    maxWorkers: 2,
    // A worker's files share its loaded modules instead of importing them again per file:
    // a third of the suite's CPU time. Each test makes its own databases, hosts and
    // servers; the one global it may change, a spy, is restored after each test.
    isolate: false,
    restoreMocks: true,
    // A bound for a test that hangs, not a speed to meet: a loaded machine is slow.
    testTimeout: 60_000,
  },
});

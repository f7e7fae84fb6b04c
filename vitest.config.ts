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
    // Bounds for a test or a hook that hangs, not speeds to meet: on two cores shared with
    // other work, what takes a second alone can take half a minute. Above `until`'s ceiling
    // (test/support/until.ts), so a wait that never ends says what it waited for.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});

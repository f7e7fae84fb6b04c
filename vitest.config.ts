import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files measured longest (seconds of one worker each, a quiet run), longest first:
 * inbox-news 19–23 s, on-screen-news 15, client-export and config 9 each, …
 */
const LONGEST_FILES = [
  'test/sync/inbox-news.test.ts',
  'test/sync/on-screen-news.test.ts',
  'test/host/client-export.test.ts',
  'test/remote-api/config.test.ts',
  'test/sync/coalesce.property.test.ts',
  'test/openapi/openapi-proxy.test.ts',
  'test/sync/engine-pull.test.ts',
  'test/remote-api/data-dir-kill.test.ts',
  'test/service/clients-memory.test.ts',
  'test/service/rfq-pagination.test.ts',
];

/**
 * Vitest runs the files it has timed longest first, but a clean clone (CI) has no record of
 * any and runs them in path order: the sync simulations of test/sync/ (hours of the engine on
 * the virtual clock) started last, and the longest ran alone for half a minute while the
 * other worker had nothing left. These go first; the rest in vitest's own order.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    // A file renamed or removed would quietly lose its place.
    const gone = LONGEST_FILES.filter((file) => !existsSync(resolve(root, file)));
    if (gone.length > 0) throw new Error(`LONGEST_FILES names missing files: ${gone.join(', ')}`);
    const rank = new Map(LONGEST_FILES.map((file, at) => [resolve(root, file), at]));
    const rankOf = (file: TestSpecification) => rank.get(file.moduleId) ?? LONGEST_FILES.length;
    return (await super.sort(files)).sort((a, b) => rankOf(a) - rankOf(b));
  }
}

// Unit and integration tests run in Node; IndexedDB comes from fake-indexeddb.
// Browser-mode end-to-end tests live in test/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'threads',
    // Both cores of a 2-core machine (vitest's default keeps one for itself: one worker).
    // `npm run test:unit` starts vitest with V8's young generation twice its default
    // (--max-semi-space-size=32, for the workers too): the tests' databases clone every row
    // they store and read, and half as many scavenges saved 4% of the suite's CPU (5 runs each
    // way on one clean clone, every one lower: 116–127 s against 122–157 s).
    maxWorkers: 2,
    // A worker's files share its loaded modules instead of importing them again per file:
    // a third of the suite's CPU time. Each test makes its own databases, hosts and
    // servers; the one global it may change, a spy, is restored after each test.
    isolate: false,
    restoreMocks: true,
    sequence: { sequencer: LongestFirst },
    // Bounds for a test or a hook that hangs, not speeds to meet: on two cores shared with
    // other work, what takes a second alone can take half a minute. Above `until`'s ceiling
    // (test/support/until.ts), so a wait that never ends says what it waited for.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});

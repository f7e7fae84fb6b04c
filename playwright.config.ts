// Browser-mode end-to-end tests: the built renderer and worker, served by `vite preview`
// (npm run test:e2e builds first), driven in the system Chromium.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/support/chromium';
import { FULL_RUN } from './test/support/full-run';
import { zoneAtNoon } from './test/support/working-zone';

// The browsers and the test process run where it is now midday (test/support/working-zone.ts):
// the app paces its pulls by the broker's working hours, and CI runs at any hour. Every
// Chromium launched from here inherits the zone, and the test's own dates agree with the page's.
process.env.TZ = zoneAtNoon();

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'test/e2e',
  // Under `CI` (not a full run): the walks tagged @core, one per screen and promise, so that
  // `.ci/run` fits its minutes on two cores; every spec costs 5–30 s of CPU and all of them
  // 23 minutes of it. A developer's `npm test` and `npm run test:full` run every spec.
  grep: FULL_RUN ? undefined : /@core/,
  fullyParallel: false,
  // A full run: three spec files at a time on a 2-core machine: many tests wait on the app or
  // a remote (an Undo window, a slowed first copy), and a third worker fills those waits.
  // Measured on a quiet machine: 196 s against 217 s with two (cgroup CPU 369 s either way).
  // The 14 walks under CI: two (123–127 s of CPU in 68–70 s against 139–144 s in 74–77 s
  // with three: a third Chromium and worker cost more than they fill). The specs share
  // nothing but the preview server: each has its own context, profile directory and remote.
  workers: FULL_RUN ? 3 : 2,
  retries: 0,
  forbidOnly: true,
  // Bounds for a test or a wait that hangs, not speeds to meet: on two cores shared with other
  // work (load 10 and more), what takes a second alone can take half a minute. A passing test
  // never waits them out.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // One line per walk with its time, in CI too: a slow run is told from a slow walk.
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // A trace costs about a fifth of the suite's CPU (its DOM snapshots and screencast at every
    // step, measured with the cgroup's cpuacct: 58.7 s against 47.6 s for two specs), and CI
    // keeps no artifact to read it from: rerun a failing spec with `--trace on` to get one.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The offline cache (sw.js) precaches the whole app in every new context: 0.6 s of CPU
    // per test that never goes offline. Specs that do (or test the cache) allow it with
    // `test.use({ serviceWorkers: 'allow' })`; the app itself runs the same without it.
    serviceWorkers: 'block',
  },
  webServer: {
    // vite's own bin, not `npx vite`: npx resolving the package costs 0.8 s of CPU at each start.
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    // Never test against a server left over from another build.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

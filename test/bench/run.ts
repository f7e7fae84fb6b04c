// npm run bench: builds the bench page (test/bench/page) with Vite, serves it on
// 127.0.0.1, drives Debian's Chromium with a persistent on-disk profile, runs the client
// queries at 10,000 and 100,000 clients and writes docs/benchmarks.md.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import type { SizeResult } from './page/protocol';
import { benchmarkReport } from './report';
import { serveDirectory } from './static-server';
import { chromiumLaunchOptions } from '../support/chromium';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 100);
const pageRoot = fileURLToPath(new URL('./page', import.meta.url));
const reportPath = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

async function buildPage(outDir: string): Promise<void> {
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    base: './',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
    worker: { format: 'es' },
  });
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'charter-bench-'));
  const outDir = join(work, 'page');
  await buildPage(outDir);
  const server = await serveDirectory(outDir);
  const context = await chromium.launchPersistentContext(join(work, 'profile'), {
    ...chromiumLaunchOptions,
    headless: true,
  });
  try {
    const page = await context.newPage();
    page.on('console', (message) => console.log(`  [page] ${message.text()}`));
    await page.goto(server.url);
    const results: SizeResult[] = [];
    for (const size of SIZES) {
      console.log(`${size} clients…`);
      const result = await page.evaluate(
        ([clients, repetitions]) => window.runBench(clients, repetitions),
        [size, REPETITIONS] as const,
      );
      for (const query of result.queries) {
        console.log(
          `  ${query.query}: p50 ${query.p50.toFixed(2)} ms, p95 ${query.p95.toFixed(2)} ms`,
        );
      }
      console.log(
        `  worker start to first answer: ${result.startMs.map(Math.round).join(', ')} ms`,
      );
      results.push(result);
    }
    const report = benchmarkReport(results, {
      cores: availableParallelism(),
      // The browser's own version: the user agent reports only the major one.
      chromium: context.browser()?.version() ?? 'unknown',
      date: new Date().toISOString().slice(0, 10),
    });
    // Formatted as the repository formats markdown, so format:check stays green.
    const options = (await resolveConfig(reportPath)) ?? {};
    await writeFile(reportPath, await format(report, { ...options, parser: 'markdown' }));
    console.log(`wrote ${reportPath}`);
  } finally {
    await context.close();
    server.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();

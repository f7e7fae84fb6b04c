// Runs npm scripts that do not depend on each other at the same time: `npm test`'s checks
// (typecheck, lint, format) are each mostly one thread, and beside vitest and the browser
// tests (after their build) they fill the moments the others leave a small machine's cores
// idle: a checks phase of its own ended on its longest check, one core idle meanwhile. Each script's output is printed whole
// when it ends, so none interleaves; the exit code is 1 if any failed (all run to their end).
// Usage: node test/tools/side-by-side.mjs typecheck lint format:check test:unit test:e2e
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`, its output kept; resolves with whether it passed. */
function run(script) {
  const started = performance.now();
  const output = [];
  const child = spawn(npm, ['run', '--silent', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const passed = code === 0;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const outcome = passed ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> npm run ${script}: ${outcome} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(passed);
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node test/tools/side-by-side.mjs <npm script>...');
  process.exit(2);
}
const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, at) => !results[at]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}

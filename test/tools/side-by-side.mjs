// Runs npm scripts in phases: the scripts of a phase at the same time, each phase after the
// one before has ended (`then` between phases). `npm test` runs the typecheck, Prettier and
// the build side by side, then vitest with lint beside it (lint's CPU fills vitest's waits),
// then the browser walks alone. Tests that wait spend CPU while they wait (Chromium's frames
// and timers, Playwright's polls), so beside other work they cost more: the 14 walks took
// 182 s of CPU beside vitest against 124 alone, vitest 163 against 134, together 181 s
// against 144 one after the other.
// Each script's output is printed whole when it ends, so none interleaves; every phase runs
// (a failed check does not hide what the walks say) and the exit code is 1 if any failed.
// Usage: node test/tools/side-by-side.mjs typecheck format:check build then test:unit lint then test:e2e:built
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

/** The scripts of each phase, in order. */
function phasesOf(words) {
  const phases = [[]];
  for (const word of words) {
    if (word === 'then') phases.push([]);
    else phases.at(-1).push(word);
  }
  return phases;
}

const phases = phasesOf(process.argv.slice(2));
if (phases.some((phase) => phase.length === 0)) {
  console.error(
    'usage: node test/tools/side-by-side.mjs <npm script>... [then <npm script>...]...',
  );
  process.exit(2);
}
const failed = [];
for (const phase of phases) {
  const results = await Promise.all(phase.map(run));
  failed.push(...phase.filter((_, index) => !results[index]));
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}

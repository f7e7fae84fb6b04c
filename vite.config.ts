// Builds the renderer and its module worker into dist/ (served by `vite preview` in browser
// mode and by the app:// protocol in Electron).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./renderer', import.meta.url));
const { version } = JSON.parse(
  readFileSync(fileURLToPath(new URL('./package.json', import.meta.url)), 'utf8'),
) as { version: string };

/**
 * The CSP of renderer/index.html, sent as a header too: a worker does not inherit the
 * page's <meta> policy, only its own response's headers govern what it may fetch.
 */
function pageCsp(): string {
  const html = readFileSync(`${root}/index.html`, 'utf8');
  const match = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('renderer/index.html has no Content-Security-Policy meta tag');
  return match[1];
}

export default defineConfig({
  root,
  // Relative URLs, so the same build loads from http://127.0.0.1:port/ and app://charter-desk/.
  base: './',
  plugins: [react()],
  // What this build is, for the Settings screen (renderer/settings/build-info.ts).
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  worker: { format: 'es' },
  // Reached only from the worker: pre-bundle them up front, or the dev server and vitest's
  // browser mode discover them late and reload mid-run (TOOLCHAIN.md).
  optimizeDeps: { include: ['dexie', 'hono', 'zod'] },
  preview: {
    headers: {
      // frame-ancestors works only in a header, never in <meta>.
      'Content-Security-Policy': `${pageCsp()}; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
    },
  },
});

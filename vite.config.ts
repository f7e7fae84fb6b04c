// Builds the renderer and its module worker into dist/ (served by `vite preview` in browser
// mode and by the app:// protocol in Electron).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * The app's chunk (boot.tsx) and the chunks it imports, preloaded from index.html: main.tsx
 * imports it only once it has started the worker, and without these links its download and
 * compile began only then, about 50–100 ms into every opening.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'charter-desk:preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/renderer/boot.tsx'));
        if (!boot) throw new Error('the build has no chunk for renderer/boot.tsx');
        const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
        const files = [boot.fileName, ...boot.imports].filter((file) => !entries.has(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `./${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

const workerEntry = fileURLToPath(new URL('./renderer/worker/app-host.worker.ts', import.meta.url));

/**
 * The app's Web Worker's first module holds everything its entry imports statically, in
 * one file: the modules it loads later (the sync engine, the settings and outbox routes, the
 * demo data) share many of them, and rolldown would otherwise put those in chunks of their
 * own, each one more round trip, after the entry is parsed, before the worker can start.
 */
function workerFirstModule(): (id: string, context: ChunkingContext) => string | null {
  let reached: Set<string> | null = null;
  const reachedFromEntry = (context: ChunkingContext) => {
    const seen = new Set<string>();
    const pending = [workerEntry];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (id, context) =>
    (reached ??= reachedFromEntry(context)).has(id) ? 'app-host.worker' : null;
}

export default defineConfig({
  root,
  // Relative URLs, so the same build loads from http://127.0.0.1:port/ and app://charter-desk/.
  base: './',
  plugins: [
    react(),
    preloadAppChunk(),
    // Browser mode opens offline after its first load: the offline cache, a service worker
    // (sw.js), precaches the built app and the local service's worker, and the manifest makes
    // it installable. The page registers it in browser mode only
    // (renderer/offline-cache/register.ts); the desktop app loads from disk anyway.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      // A new build waits for the broker's Reload (renderer/offline-cache/new-version.ts).
      registerType: 'prompt',
      filename: 'sw.js',
      manifest: {
        name: 'Charter Desk',
        short_name: 'Charter Desk',
        description: 'Offline-first desk for private-jet charter brokers',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f3f5f8',
        theme_color: '#1b2430',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Written by npm start after the build: its remote and key, never a cached copy.
        globIgnores: ['app-config.json'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first load's page is served from the cache on its next reload at the latest;
        // claiming it at once also covers a reload made offline right after.
        clientsClaim: true,
        // A new build's worker waits: taking over at once removed the old build's chunks
        // from under an open tab, whose next lazy screen then failed to load (a blank page).
        // It takes over when the broker reloads (it is told SKIP_WAITING) or every tab closed.
        skipWaiting: false,
      },
    }),
  ],
  // What this build is, for the Settings screen (renderer/settings/BuildInfo.tsx).
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: workerFirstModule(), debugName: 'worker first module' }],
        },
      },
    },
  },
  // Reached only from the worker: pre-bundle them up front, or the dev server and vitest's
  // browser mode discover them late and reload mid-run (docs/toolchain.md).
  optimizeDeps: { include: ['dexie', 'hono', 'zod'] },
  preview: {
    headers: {
      // frame-ancestors works only in a header, never in <meta>.
      'Content-Security-Policy': `${pageCsp()}; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
    },
  },
});

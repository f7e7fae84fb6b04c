// Two builds of the app for the new-version specs: this one (dist/, as npm run build made
// it) and a second one whose source differs (its version), so its chunks have other names;
// served from one origin by a server whose files can be replaced by the other build's, as
// a deployment replaces them.
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serveDirectory } from '../bench/static-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const CURRENT_BUILD = join(root, 'dist');
export const { version: CURRENT_VERSION } = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
) as { version: string };
export const NEXT_VERSION = `${CURRENT_VERSION}-next`;

/** Builds the app again with another version into a folder of its own; returns the folder. */
export async function buildNextVersion(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'charter-desk-next-build-'));
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    define: { __APP_VERSION__: JSON.stringify(NEXT_VERSION) },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}

/** The built chunk of a screen, e.g. `SettingsScreen-DfUceo1S.js`. */
export async function chunkOf(dir: string, screen: string): Promise<string> {
  const files = await readdir(join(dir, 'assets'));
  const chunk = files.find((file) => file.startsWith(`${screen}-`) && file.endsWith('.js'));
  if (!chunk) throw new Error(`no chunk for ${screen} in ${dir}`);
  return chunk;
}

export interface ServedApp {
  url: string;
  /** Replaces the served files with `dir`'s, as a deployment of a new build does. */
  deploy(dir: string): Promise<void>;
  close(): Promise<void>;
}

/** Serves a copy of `dir` on 127.0.0.1 (a free port): an origin of its own. */
export async function serveCopyOf(dir: string): Promise<ServedApp> {
  const served = await mkdtemp(join(tmpdir(), 'charter-desk-served-'));
  await cp(dir, served, { recursive: true });
  const server = await serveDirectory(served);
  return {
    url: server.url,
    async deploy(next) {
      await rm(served, { recursive: true, force: true });
      await cp(next, served, { recursive: true });
    },
    async close() {
      server.close();
      await rm(served, { recursive: true, force: true });
    },
  };
}

// `npm ci` on a clean machine refuses a lock file that leaves out an optional dependency a
// package declares (the platform builds of rollup, esbuild, rolldown): CI then stops in two
// seconds. This checks the lock the way `npm ci` will, without the network. A lock entry without
// `resolved` makes `npm ci` fetch the package's document from the registry to find its tarball
// (931 requests, 44 s instead of 30 on this machine): the repository's .npmrc keeps npm writing it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  optionalDependencies?: Record<string, string>;
}
const root = fileURLToPath(new URL('../..', import.meta.url));
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where npm resolves `name` from the package at `path`: its own node_modules, then up. */
function resolves(path: string, name: string): boolean {
  let base = path;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const at = base.lastIndexOf('/node_modules/');
    base = at < 0 ? '' : base.slice(0, at);
  }
}

describe('package-lock.json', () => {
  it('holds every optional dependency each locked package declares', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('names where each package comes from and its checksum, so `npm ci` asks the registry nothing else', () => {
    const unnamed = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.link && !(entry.resolved && entry.integrity))
      .map(([path]) => path);
    expect(unnamed).toEqual([]);
  });
});

// Issue 29, edge 10: the build's warning "./react-aria-pressable.css doesn't exist at build
// time". Vite bundles the stylesheets and scripts index.html links by a path from the page,
// and copies the public folder as it is: a public stylesheet linked by a relative path is
// looked for among the sources, missed, and warned about. Each is a source by its relative
// path, or a public file by its root path (which Vite rewrites with the base, './').
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const renderer = join(import.meta.dirname, '..', '..', 'renderer');
const html = readFileSync(join(renderer, 'index.html'), 'utf8');
const bundled = [
  ...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g),
  ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
].map((match) => match[1]!);

describe('the stylesheets and scripts index.html links', () => {
  it('link the pressable rule from the public folder by its root path', () => {
    expect(bundled).toContain('/react-aria-pressable.css');
  });

  it('are each where the build looks for them', () => {
    const missed = bundled.filter(
      (link) =>
        !existsSync(link.startsWith('/') ? join(renderer, 'public', link) : join(renderer, link)),
    );
    expect(bundled.length).toBeGreaterThan(1);
    expect(missed).toEqual([]);
  });
});

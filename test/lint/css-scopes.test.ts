// Each screen's stylesheet loads with its chunk and then stays for the page's life, so a
// class that two stylesheets style on its own (`.tag-chip { … }`) is styled by whichever
// loaded last: opening the client form once made the list's tag chips, and so its rows,
// taller. A class is given rules on its own in one stylesheet; others scope it
// (`.request-quotes .dialog-actions`) or use a name of their own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const RENDERER = join(import.meta.dirname, '../../renderer');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/**
 * Classes a selector styles on their own: one class, perhaps with attributes or states
 * (`:hover`), not conditions on other elements (`:has(…)`).
 */
function unscopedClasses(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}@;]+(?=\{)/g) ?? [];
  return rules.flatMap((selectors) =>
    selectors.split(',').flatMap((selector) => {
      const alone = /^\.([\w-]+)(?:\[[^\]]*\]|::?[\w-]+)*$/.exec(selector.trim());
      return alone ? [alone[1]!] : [];
    }),
  );
}

test('finds a class styled on its own, not one scoped or joined with another', () => {
  expect(
    unscopedClasses(`.chip, .chip[aria-pressed='true'] { a: b }
      .list .row { a: b }  .pane.form-pane { a: b }  .link:focus-visible { a: b }
      .screen:has(> .form) { a: b }
      @media (max-width: 1000px) { .wide { a: b } }`),
  ).toEqual(['chip', 'chip', 'link', 'wide']);
});

test('no class is styled on its own by two stylesheets', () => {
  const owners = new Map<string, Set<string>>();
  for (const file of stylesheets(RENDERER)) {
    for (const name of unscopedClasses(readFileSync(file, 'utf8'))) {
      const files = owners.get(name) ?? new Set<string>();
      owners.set(name, files.add(relative(RENDERER, file)));
    }
  }
  const shared = [...owners].filter(([, files]) => files.size > 1);
  expect(shared.map(([name, files]) => `.${name}: ${[...files].join(', ')}`)).toEqual([]);
});

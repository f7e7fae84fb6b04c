// docs/architecture.md is read by newcomers first: it stays short and every file or folder it
// names from the repository's root is there.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const text = readFileSync('docs/architecture.md', 'utf8');

describe('docs/architecture.md', () => {
  it('stays within 150 lines', () => {
    expect(text.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('names only paths that exist', () => {
    const named = [...text.matchAll(/`((?:shared|renderer|electron|test|docs)\/[^`*\s]+)`/g)].map(
      (match) => match[1]!.replace(/\/$/, ''),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });
});

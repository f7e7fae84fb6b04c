// One name per thing (docs/decisions.md, "One name per thing"): no two files of the app's
// folders share a name unless the name is a role that each of its folders has, as listed here
// with where it may repeat. A file that holds something else is named for what it holds.
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['shared', 'renderer', 'electron', 'test'];

interface SameRole {
  why: string;
  /** Every file of the name must be one of these. */
  where: RegExp;
}

const SAME_ROLE_NAMES: Record<string, SameRole> = {
  'README.md': { why: "a folder's guide to its files", where: /^shared\/.+\/README\.md$/ },
  'index.ts': { why: "a folder's public face", where: /^shared\/[a-z-/]+\/index\.ts$/ },
  'index.html': {
    why: "a page's HTML entry: the app's, the seed page's, the bench's",
    where: /^(renderer|test\/support\/seed-page|test\/bench\/page)\/index\.html$/,
  },
  'main.ts': {
    why: 'the entry of a process or page: Electron main, the seed page, the bench page',
    where: /^(electron|test\/support\/seed-page|test\/bench\/page)\/main\.ts$/,
  },
  'middleware.ts': {
    why: "the DBCore middleware that keeps a derived data's folder in step",
    where: /^shared\/db\/[a-z-]+\/middleware\.ts$/,
  },
  'rebuild.ts': {
    why: "a derived data's fill at the upgrade that made it",
    where: /^shared\/db\/[a-z-]+\/rebuild\.ts$/,
  },
  'tables.ts': {
    why: 'the tables a derived data lives in, and their reads',
    where: /^shared\/db\/[a-z-]+\/tables\.ts$/,
  },
  'rows.ts': {
    why: "a database's row schemas: the API's records', the broker's own",
    where: /^shared\/db\/(broker\/)?rows\.ts$/,
  },
  'operations.ts': {
    why: "an API's operations table: /v1's, /local/'s",
    where: /^shared\/(api|rpc\/local)\/operations\.ts$/,
  },
  'routes.ts': {
    why: "a /v1 domain's handlers, registered from the operations table",
    where: /^shared\/service\/[a-z-]+\/routes\.ts$/,
  },
  'routes.tsx': { why: "a feature's screens", where: /^renderer\/[a-z-]+\/routes\.tsx$/ },
  'item-words.ts': {
    why: "a feature's words for the items of its list",
    where: /^renderer\/[a-z-]+\/item-words\.ts$/,
  },
  'paths.ts': {
    why: 'where screens open, of one feature or of several',
    where: /^renderer\/([a-z-]+\/)*paths\.ts$/,
  },
};

function filesOf(folder: string): string[] {
  return readdirSync(`${root}${folder}`, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(root.length)}/${entry.name}`);
}

/** Each name two files or more share, with the files that do not fit its role (all of them if none). */
function namesSharedWrongly(paths: string[]): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const path of paths)
    byName.set(basename(path), [...(byName.get(basename(path)) ?? []), path]);
  const wrong: Record<string, string[]> = {};
  for (const [name, files] of byName) {
    if (files.length < 2) continue;
    const role = SAME_ROLE_NAMES[name];
    const misfits = role ? files.filter((file) => !role.where.test(file)) : files;
    if (misfits.length > 0) wrong[name] = misfits.sort();
  }
  return wrong;
}

describe('file names under shared/, renderer/, electron/ and test/', () => {
  it('are shared only by files of the same role', () => {
    expect(namesSharedWrongly(FOLDERS.flatMap(filesOf))).toEqual({});
  });

  it('tell a second file of a role name from a file of its role', () => {
    expect(
      namesSharedWrongly([
        'shared/db/rows.ts',
        'shared/db/broker/rows.ts',
        'test/db/rows.ts',
        'shared/rpc/local/settings.ts',
        'electron/settings.ts',
      ]),
    ).toEqual({
      'rows.ts': ['test/db/rows.ts'],
      'settings.ts': ['electron/settings.ts', 'shared/rpc/local/settings.ts'],
    });
  });
});

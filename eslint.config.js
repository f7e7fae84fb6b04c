// Lint rules, including the layer boundaries: shared/ runs in a worker, a page and Node,
// so it may import neither Node, Electron, React nor the other layers; renderer/ never
// reaches Node or Electron; electron/ never imports the renderer.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Bare names are matched exactly (`paths`), so a local './http' module is not mistaken for Node's.
const nodeModuleNames = [
  'fs',
  'fs/promises',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'util',
  'stream',
  'events',
  'worker_threads',
];
const nodeBuiltins = (message) => ({
  paths: nodeModuleNames.map((name) => ({ name, message })),
  patterns: [{ group: ['node:*'], message }],
});

// Floors, bottom to top: a file may import its own floor and those below, never one above,
// so the contract never depends on storage and storage never on the service, and no screen
// reaches into the app's shell. The members of a floor marked `apart` (the renderer's
// features) may not import each other either: what two of them share moves down a floor.
// A member is a folder, or a file directly under the root (named without its extension).
// A house inside a member (`shared/sync`, `renderer/clients`) gives that member's own folders
// and files floors of their own, where the floors above would let an arrow run back up
// between them: an import is checked in every house that holds both its ends.
const HOUSES = [
  {
    root: 'shared',
    floors: [
      { name: 'the contract and encoding', members: ['api', 'encoding'] },
      {
        name: 'pure logic and protocols',
        // `rules`: what the page and the worker both apply (RFQ states, the first pull's
        // steps, the Undo window)
        members: [
          'search',
          'pagination',
          'demo',
          'geo',
          'rpc',
          'desktop',
          'export',
          'rules',
          'time',
          'templates',
          'needs-you',
          'proposal',
        ],
      },
      { name: 'the database with its derived tables', members: ['db'] },
      { name: 'the /v1 service and sync', members: ['service', 'sync'] },
      { name: "the worker's host: assembles service, sync and /local/", members: ['host'] },
    ],
  },
  {
    // shared/sync/README.md says what each floor holds.
    root: 'shared/sync',
    floors: [
      {
        members: [
          'transport',
          'entities',
          'aliases',
          'sync-state',
          'state-memory',
          'records',
          'local-only',
          'own-stamps',
        ],
      },
      { members: ['policy'] },
      { members: ['writes'] },
      { members: ['outbox'] },
      { members: ['pull'] },
      { members: ['push'] },
      { members: ['engine'] },
    ],
  },
  {
    // shared/sync/pull/README.md: plan → fetch → kinds → merge → findings, over the root's.
    root: 'shared/sync/pull',
    floors: [
      { members: ['targets', 'spread'] },
      { members: ['rounds'] },
      { members: ['task'] },
      { members: ['findings'] },
      { members: ['merge'] },
      { members: ['kinds'] },
      { members: ['fetch'] },
      { members: ['plan'] },
    ],
  },
  {
    // The database: row schemas, the derived data kept in step with them (a folder each),
    // the schema's versions, the Dexie database that installs them all, then what uses it.
    root: 'shared/db',
    floors: [
      { members: ['broker'] },
      { members: ['rows'] },
      { members: ['row-parsing', 'write-guard', 'durability', 'storage-full', 'index-upkeep'] },
      {
        members: ['client-csv', 'trip-order', 'row-memory', 'trip-touches', 'rfq-history'],
      },
      { members: ['inbox-upkeep'] },
      { members: ['versions'] },
      { members: ['database'] },
      { members: ['unit-of-work', 'seed-rfqs', 'trip-quotes'] },
      { members: ['seed'] },
    ],
  },
  {
    // shared/host/README.md says what each folder serves and why it stands where it does.
    root: 'shared/host',
    floors: [
      { members: ['serving'] },
      {
        members: [
          'client-export',
          'inbox',
          'trip-screen',
          'templates',
          'timeline',
          'backup',
          'needs-you',
          'proposal',
          'search',
        ],
        apart: true,
      },
      { members: ['trip-list'] },
      { members: ['workspace'] },
      { members: ['sync', 'settings'], apart: true },
      { members: ['app-host'] },
      { members: ['start'] },
    ],
  },
  {
    root: 'renderer',
    // The page runs shared/'s contract and pure rules, never the worker's code (what both
    // need moves down to a floor the page reads) nor its packages (Dexie would ride into the
    // page's first chunk); the Web Worker's entry hosts the rest.
    reads: {
      root: 'shared',
      upTo: 'pure logic and protocols',
      except: ['worker'],
      workerPackages: ['dexie'],
    },
    floors: [
      // the desktop shell's bridge (window.desktop); the local /v1's Web Worker
      { members: ['desktop', 'worker'] },
      // the page's side of the Web Worker; the offline cache's registration (sw.js)
      { members: ['connection', 'offline-cache'] },
      // what the screens share: components, words, formats; the router and lazy screens
      { members: ['ui', 'navigation'] },
      // the features, each its screens and their parts
      {
        members: ['inbox', 'needs-you', 'clients', 'trips', 'sync', 'settings', 'search'],
        apart: true,
      },
      // the shell: the page's start, the frame, every route, shortcuts, global styles
      { members: ['main', 'boot', 'app', 'styles'] },
    ],
  },
  {
    root: 'renderer/clients',
    floors: [
      // the client's detail, and the export of the list
      { members: ['detail', 'export'] },
      // the list (with its Export button); the form (over the detail's reads and notices)
      { members: ['list', 'form'] },
      // the screen: the list beside what the URL names; the feature's routes
      { members: ['ClientsLayout'] },
      { members: ['routes'] },
    ],
  },
];
const here = dirname(fileURLToPath(import.meta.url));

/**
 * Where a path stands in `house`: the member (first folder or file under its root) and that
 * member's floor (-1 for a member with none), or undefined outside the house.
 */
function placeIn(house, path) {
  const inside = relative(resolve(here, house.root), path);
  if (inside === '' || inside.startsWith('..')) return undefined;
  const member = inside.split(sep)[0].replace(/\.(tsx?|css)$/, '');
  return { member, floor: house.floors.findIndex((f) => f.members.includes(member)) };
}

/** What is wrong, in `house`, with an import from `from` to `to` (both inside it), or null. */
function floorProblem(house, from, to, source) {
  const { root, floors } = house;
  if (from.floor === -1 || to.floor === -1) {
    return `Every folder of ${root}/ needs a floor in eslint.config.js.`;
  }
  if (from.member === to.member) return null;
  const refused = `${root}/ floors: ${from.member} may not import ${source}`;
  if (to.floor > from.floor) return `${refused} (a floor above).`;
  if (to.floor === from.floor && floors[from.floor].apart) {
    return `${refused} (a feature beside it: move what both need down a floor).`;
  }
  return null;
}

/** What is wrong with an import from `house` above the floors its `reads` allows, or null. */
function readProblem(house, from, path, source) {
  const { reads } = house;
  if (!reads || reads.except.includes(from.member)) return null;
  const other = HOUSES.find((h) => h.root === reads.root);
  const to = placeIn(other, path);
  if (to === undefined) return null;
  const upTo = other.floors.findIndex((f) => f.name === reads.upTo);
  if (to.floor !== -1 && to.floor <= upTo) return null;
  return (
    `${house.root}/ reads ${reads.root}/ up to ${reads.upTo} only: ${from.member} may not ` +
    `import ${source} (move what both need down there).`
  );
}

/** What is wrong with an import of the package `source` that only the worker loads, or null. */
function packageProblem(house, from, source) {
  const { reads } = house;
  if (!reads || reads.except.includes(from.member)) return null;
  const name = reads.workerPackages.find((p) => source === p || source.startsWith(`${p}/`));
  return name === undefined
    ? null
    : `${house.root}/ never loads ${name}: it is the worker's (${from.member} may not import it).`;
}

const floorsRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const houses = HOUSES.flatMap((house) => {
      const from = placeIn(house, context.filename);
      return from ? [{ house, from }] : [];
    });
    if (houses.length === 0) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        for (const { house, from } of houses) {
          const message = packageProblem(house, from, source);
          if (message) context.report({ node, message });
        }
        return;
      }
      const path = resolve(dirname(context.filename), source);
      for (const { house, from } of houses) {
        const to = placeIn(house, path);
        const message = to
          ? floorProblem(house, from, to, source)
          : readProblem(house, from, path, source);
        if (message) context.report({ node, message });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-electron',
      'release',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The globals are for `no-undef` in JavaScript files: in TypeScript the compiler knows
    // them and typescript-eslint turns the rule off; declaring the 1,200 names in every file
    // cost lint 1.2 s.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // In TypeScript, the typecheck reports what is unused (noUnusedLocals and
    // noUnusedParameters in tsconfig.json) from the program it builds anyway: the lint rule's
    // own scope analysis cost 2.8 s of lint's 35 s of CPU. JavaScript files keep the rule.
    files: ['**/*.{ts,tsx,mts}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['shared/**/*.ts', 'renderer/**/*.{ts,tsx}'],
    plugins: { charter: { rules: { floors: floorsRule } } },
    rules: { 'charter/floors': 'error' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins('shared/ runs in a Web Worker and a page: no Node built-ins.').paths,
          patterns: [
            ...nodeBuiltins('shared/ runs in a Web Worker and a page: no Node built-ins.').patterns,
            { group: ['electron', 'electron/*'], message: 'shared/ must not import Electron.' },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*'],
              message: 'shared/ must not import React.',
            },
            {
              group: ['**/renderer/**', '**/electron/**', '**/test/**'],
              message: 'shared/ imports only from shared/ and packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins('renderer/ runs in a sandboxed page: no Node built-ins.').paths,
          patterns: [
            ...nodeBuiltins('renderer/ runs in a sandboxed page: no Node built-ins.').patterns,
            {
              group: ['electron', 'electron/*'],
              message: 'renderer/ reaches Electron only through window.desktop (preload).',
            },
            {
              group: ['**/electron/**', '**/test/**'],
              message: 'renderer/ imports only from renderer/, shared/ and packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', '**/test/**'],
              message: 'electron/ must not import the renderer or tests.',
            },
          ],
        },
      ],
    },
  },
);

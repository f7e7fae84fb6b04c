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
const HOUSES = [
  {
    root: 'shared',
    floors: [
      // the contract and encoding
      { members: ['api', 'encoding'] },
      // pure logic and protocols
      { members: ['search', 'pagination', 'demo', 'geo', 'rpc', 'desktop', 'export'] },
      // the database with its derived tables
      { members: ['db'] },
      // the /v1 service and sync
      { members: ['service', 'sync'] },
      // the worker's host: assembles service, sync and /local/
      { members: ['host'] },
    ],
  },
  {
    root: 'renderer',
    floors: [
      // the desktop shell's bridge (window.desktop); the local service's Web Worker
      { members: ['desktop', 'worker'] },
      // the page's side of the local service; the offline cache's registration (sw.js)
      { members: ['connection', 'offline-cache'] },
      // what the screens share: components, words, formats; the router and lazy screens
      { members: ['ui', 'navigation'] },
      // the features, each its screens and their parts
      { members: ['inbox', 'clients', 'trips', 'sync', 'settings'], apart: true },
      // the shell: the page's start, the frame, every route, shortcuts, global styles
      { members: ['main', 'boot', 'app', 'styles'] },
    ],
  },
];
const here = dirname(fileURLToPath(import.meta.url));

/**
 * Where a path stands: its house, the member (first folder or file under the root) and that
 * member's floor (-1 for a member with none), or undefined outside every house.
 */
function placeOf(path) {
  for (const house of HOUSES) {
    const inside = relative(resolve(here, house.root), path);
    if (inside === '' || inside.startsWith('..')) continue;
    const member = inside.split(sep)[0].replace(/\.(tsx?|css)$/, '');
    const floor = house.floors.findIndex((f) => f.members.includes(member));
    return { house, member, floor };
  }
  return undefined;
}

/** What is wrong with an import from `from` to `to`, or null. */
function floorProblem(from, to, source) {
  const { root, floors } = from.house;
  if (from.floor === -1 || to.floor === -1) {
    return `Every folder of ${root}/ needs a floor in eslint.config.js.`;
  }
  const refused = `${root}/ floors: ${from.member} may not import ${source}`;
  if (to.floor > from.floor) return `${refused} (a floor above).`;
  if (to.floor === from.floor && floors[from.floor].apart && to.member !== from.member) {
    return `${refused} (a feature beside it: move what both need down a floor).`;
  }
  return null;
}

const floorsRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = placeOf(context.filename);
    if (from === undefined) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(resolve(dirname(context.filename), source));
      if (to?.house !== from.house) return;
      const message = floorProblem(from, to, source);
      if (message) context.report({ node, message });
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
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
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

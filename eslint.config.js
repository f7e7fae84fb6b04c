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

// Floors inside shared/, bottom to top: a file may import its own floor and those below,
// never one above, so the contract never depends on storage and storage never on the service.
const SHARED_FLOORS = [
  ['api', 'encoding'], // the contract and encoding
  ['search', 'pagination', 'demo', 'geo', 'rpc', 'desktop', 'export'], // pure logic and protocols
  ['db'], // the database with its derived tables
  ['service', 'sync'], // the /v1 service and sync
  ['host'], // the worker's host: assembles service, sync and /local/
];
const sharedRoot = resolve(dirname(fileURLToPath(import.meta.url)), 'shared');

/** The floor of a path under shared/, or undefined outside it, or -1 for a folder with none. */
function floorOf(path) {
  const inside = relative(sharedRoot, path);
  if (inside === '' || inside.startsWith('..')) return undefined;
  const folder = inside.split(sep)[0];
  return SHARED_FLOORS.findIndex((floor) => floor.includes(folder));
}

const floorsRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = floorOf(context.filename);
    if (from === undefined) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = floorOf(resolve(dirname(context.filename), source));
      if (from === -1 || to === -1) {
        context.report({
          node,
          message: 'Every folder of shared/ needs a floor in eslint.config.js.',
        });
      } else if (to !== undefined && to > from) {
        context.report({
          node,
          message: `shared/ floors: ${SHARED_FLOORS[from].join('/')} may not import ${source} (a floor above).`,
        });
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
    files: ['shared/**/*.ts'],
    plugins: { charter: { rules: { floors: floorsRule } } },
    rules: {
      'charter/floors': 'error',
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

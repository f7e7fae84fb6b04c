// Lint rules, including the layer boundaries: shared/ runs in a worker, a page and Node,
// so it may import neither Node, Electron, React nor the other layers; renderer/ never
// reaches Node or Electron; electron/ never imports the renderer.
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

// Lint rules, including the layer boundaries: shared/ runs in a worker, a page and Node,
// so it may import neither Node, Electron, React nor the other layers; renderer/ never
// reaches Node or Electron; electron/ never imports the renderer.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'crypto', 'http', 'net', 'url', 'util', 'stream', 'events', 'worker_threads'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-electron', 'release', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'shared/ runs in a Web Worker and a page: no Node built-ins.' },
            { group: ['electron', 'electron/*'], message: 'shared/ must not import Electron.' },
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*'], message: 'shared/ must not import React.' },
            { group: ['**/renderer/**', '**/electron/**', '**/test/**'], message: 'shared/ imports only from shared/ and packages.' },
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
          patterns: [
            { group: nodeBuiltins, message: 'renderer/ runs in a sandboxed page: no Node built-ins.' },
            { group: ['electron', 'electron/*'], message: 'renderer/ reaches Electron only through window.desktop (preload).' },
            { group: ['**/electron/**', '**/test/**'], message: 'renderer/ imports only from renderer/, shared/ and packages.' },
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
        { patterns: [{ group: ['**/renderer/**', '**/test/**'], message: 'electron/ must not import the renderer or tests.' }] },
      ],
    },
  },
);

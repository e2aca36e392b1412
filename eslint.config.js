import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';

// The frontends share react-router as a surface of named exports (packages/rspack-config/browser/
// react-router-surface.js); a name outside it would be undefined at run time, so it is an error here.
const reactRouterSurface = [
  ...readFileSync(new URL('./packages/rspack-config/browser/react-router-surface.js', import.meta.url), 'utf8')
    .match(/export \{([^}]*)\}/)[1]
    .matchAll(/\w+/g),
].map(([name]) => name);

const restrictedPaths = [
  {
    name: 'react-router',
    allowImportNames: reactRouterSurface,
    allowTypeImports: true,
    message: 'Only the shared surface of react-router reaches the browser: add the name to packages/rspack-config/browser/react-router-surface.js (and deploy the shell first).',
  },
  { name: 'react-router-dom', message: "Import from 'react-router' (the shared singleton)." },
];

// Module Federation shares web-kit by import name: a relative import of one of its stateful
// modules inside web-kit would give a remote that is first to need it a copy of its own (a
// second tracking client with no session, a second toast store nobody renders, a second api-client
// whose HttpError no `instanceof` elsewhere recognises).
const statefulWebKitModules = {
  regex: String.raw`^\.{1,2}/(.*/)?(api-client|early-answer|toast-store|theme-store|install-prompt-store|tracking-client|tracking-config|article-reader|write-queue-client|connectivity|offline-error|offline-answers|device-store)(\.js)?$`,
  message: "Import web-kit's stateful modules by package name (@tidings/web-kit/…), so every app shares the one instance.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tools/**', 'data/**', '.test-engines/**', 'test-results/**', 'playwright-report/**', 'tools/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx', 'packages/web-kit/**/*.tsx', 'shell/**/*.ts', 'mf-*/**/*.ts', 'packages/web-kit/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-restricted-imports': ['error', { paths: restrictedPaths }],
    },
  },
  {
    files: ['packages/web-kit/src/**/*.ts', 'packages/web-kit/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/web-kit/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: restrictedPaths, patterns: [statefulWebKitModules] }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
);

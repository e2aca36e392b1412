import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages publish TS source under the `source` condition; tests read it directly.
  resolve: { conditions: ['source', 'node', 'import', 'default'] },
  // Vitest hands ssr.resolve.conditions to Node as `--conditions`, and a user condition `import`
  // makes Node's require() pick a package's ESM entry: @fastify/helmet's require('helmet') then
  // returns a namespace object instead of the function. Vite adds import/require itself.
  ssr: { resolve: { conditions: ['source', 'node', 'default'] } },
  test: {
    name: 'gateway',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 15_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages publish TS source under the `source` condition; tests read it directly.
  // Node-environment tests resolve through Vite's SSR environment, so set it there as well.
  resolve: { conditions: ['source', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['source', 'node', 'import', 'default'] } },
  test: {
    name: 'svc-tracking',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../test/engines.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

// Repository-level checks: the docker-compose shape, and behaviour that crosses services
// (built in-process against the real engines, like each service's own tests).
export default defineConfig({
  resolve: { conditions: ['source', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['source', 'node', 'default'] } },
  test: {
    name: 'repo',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./engines.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

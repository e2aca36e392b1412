import { defineConfig } from 'vitest/config';

// Repository-level checks (e.g. the docker-compose shape), not tied to one workspace.
export default defineConfig({
  resolve: { conditions: ['source', 'node', 'import', 'default'] },
  test: { name: 'repo', root: import.meta.dirname, include: ['**/*.test.ts'], environment: 'node' },
});

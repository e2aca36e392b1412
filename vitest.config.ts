import { defineConfig } from 'vitest/config';

// Every workspace is a vitest project with its own vitest.config.ts; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['test/vitest.config.ts', 'packages/*/vitest.config.ts', 'svc-*/vitest.config.ts', 'gateway/vitest.config.ts', 'shell/vitest.config.ts', 'mf-*/vitest.config.ts'],
  },
});

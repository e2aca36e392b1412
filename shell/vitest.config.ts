import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages publish TS source under the `source` condition; tests read it directly.
  resolve: { conditions: ['source', 'module', 'browser', 'default'] },
  test: {
    name: 'shell',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});

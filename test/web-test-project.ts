import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export interface WebTestProject {
  name: string;
  /** The workspace folder (its tests are `src/**\/*.test.{ts,tsx}`). */
  root: string;
}

/** The vitest project of a web workspace (the shell, a remote, web-kit): jsdom and one set-up. */
export function webTestProject({ name, root }: WebTestProject) {
  return defineConfig({
    // Workspace packages publish TS source under the `source` condition; tests read it directly.
    resolve: { conditions: ['source', 'module', 'browser', 'default'] },
    test: {
      name,
      root,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [join(import.meta.dirname, '../packages/web-kit/src/testing/setup.ts')],
      restoreMocks: true,
      unstubGlobals: true,
      // A file's first test pays for transforming its screen (React, the page, its libraries) and
      // for jsdom: on two loaded cores that alone passed vitest's 5 s default (toaster, the auth
      // forms, onboarding's first step). The assertions' own waits are unchanged.
      testTimeout: 15_000,
    },
  });
}

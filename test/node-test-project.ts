import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export interface NodeTestProject {
  name: string;
  /** The workspace folder (its tests are `src/**\/*.test.ts`). */
  root: string;
  /** Start the real engines (FerretDB, NATS) for this project's integration tests. */
  engines?: boolean;
  include?: string[];
}

/** The vitest project of a Node workspace: services, the gateway, the shared packages. */
export function nodeTestProject({ name, root, engines = false, include = ['src/**/*.test.ts'] }: NodeTestProject) {
  return defineConfig({
    // Workspace packages publish TS source under the `source` condition; tests read it directly.
    resolve: { conditions: ['source', 'node', 'import', 'default'] },
    // Vitest hands ssr.resolve.conditions to Node as --conditions, where a user condition `import`
    // makes require() pick a package's ESM entry (helmet's require then breaks); Vite adds
    // import/require itself.
    ssr: { resolve: { conditions: ['source', 'node', 'default'] } },
    test: {
      name,
      root,
      environment: 'node',
      include,
      globalSetup: engines ? [join(import.meta.dirname, 'engines.global-setup.ts')] : [],
      testTimeout: engines ? 60_000 : 15_000,
      hookTimeout: engines ? 60_000 : 15_000,
    },
  });
}

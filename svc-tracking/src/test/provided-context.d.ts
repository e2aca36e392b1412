// What ../../test/engines.global-setup.ts provides to every test file (read with `inject`).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUrl: string;
    natsUrl: string;
  }
}

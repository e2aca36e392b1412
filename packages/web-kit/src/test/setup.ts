import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// No vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

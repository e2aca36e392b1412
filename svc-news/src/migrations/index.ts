import type { Migration } from '@tidings/service-kit/migrations';

/**
 * svc-news's data migrations, in the order they apply (see README.md beside this file). Run at
 * start, before the repositories create their collections and indexes.
 */
export const MIGRATIONS: readonly Migration[] = [];

import type { QueryClient } from '@tanstack/react-query';
import { logTrackingFailure } from './tracking-log';

// The tracking client invalidates queries (the feed on a session start; the streak and the feed
// on a read), so it needs the page's one QueryClient. The shell owns it and hands it over once.

let queryClient: QueryClient | null = null;

export interface TrackingConfig {
  queryClient: QueryClient;
}

export function configureTracking(config: TrackingConfig): void {
  queryClient = config.queryClient;
}

export function invalidateQuery(queryKey: readonly unknown[]): void {
  if (!queryClient) return logTrackingFailure('no QueryClient configured; cannot refresh', queryKey);
  queryClient.invalidateQueries({ queryKey }).catch((error: unknown) => logTrackingFailure('refresh failed', error));
}

/** Refreshes every query whose key starts with one of `prefixes` (the bookmark lists and checks). */
export function invalidateQueriesStartingWith(prefixes: readonly string[]): void {
  if (!queryClient) return logTrackingFailure('no QueryClient configured; cannot refresh', prefixes);
  queryClient
    .invalidateQueries({ predicate: ({ queryKey }) => prefixes.some((prefix) => String(queryKey[0]).startsWith(prefix)) })
    .catch((error: unknown) => logTrackingFailure('refresh failed', error));
}

/** What the page's query cache holds for `queryKey`: undefined when nothing (or no QueryClient yet). */
export function cachedQueryData(queryKey: readonly unknown[]): unknown {
  return queryClient?.getQueryData(queryKey);
}

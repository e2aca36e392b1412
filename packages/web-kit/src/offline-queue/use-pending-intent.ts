import { useMemo, useSyncExternalStore } from 'react';
import { pendingIntentJson, subscribeWriteQueue } from '@tidings/web-kit/offline-queue/write-queue-client';

/**
 * What the user asked of `target` (e.g. `bookmark:<newsId>`) while that write still waits on the
 * device, or undefined: screens show it over the server's last answer, so a bookmark made offline
 * stays bookmarked through refetches until the server has it.
 */
export function usePendingIntent<T>(target: string): { intent: T } | undefined {
  const json = useSyncExternalStore(subscribeWriteQueue, () => pendingIntentJson(target));
  return useMemo(() => (JSON.parse(json) as { intent: T } | null) ?? undefined, [json]);
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onReconnect } from '@tidings/web-kit/offline/connectivity';

/**
 * Back online, every screen shows live data again: the saved answers shown offline are refetched,
 * also when the offline spell was noticed by failed requests rather than by the browser.
 */
export function useRefetchOnReconnect(): void {
  const queryClient = useQueryClient();
  useEffect(() => onReconnect(() => void queryClient.invalidateQueries()), [queryClient]);
}

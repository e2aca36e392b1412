import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';

/**
 * The top bar's reload: fetches everything the reader shows for this article again (the article,
 * related, reaction, bookmark flag and, on the insights tab, the insights) and replays the loading
 * cover, so a reader opened on a flaky connection can recover without closing it.
 */
export function useReloadReader(newsId: string) {
  const queryClient = useQueryClient();
  const [cycle, setCycle] = useState(0);
  const reload = useCallback(() => {
    const article = QUERY_KEYS.article(newsId)[0]!;
    const check = QUERY_KEYS.bookmarkCheck(newsId)[0]!;
    setCycle((current) => current + 1);
    void queryClient.refetchQueries({
      type: 'active',
      predicate: ({ queryKey }) => {
        const url = String(queryKey[0]);
        return url === article || url.startsWith(`${article}/`) || url === check;
      },
    });
  }, [queryClient, newsId]);
  return { cycle, reload };
}

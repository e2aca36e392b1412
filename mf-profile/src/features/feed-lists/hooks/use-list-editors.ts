import { useCallback, useEffect, useState } from 'react';
import { whenPageSettled } from '@tidings/web-kit/when-page-settled';

type ListEditors = typeof import('../components/list-editors');

let loading: Promise<ListEditors> | null = null;

/** Fetched once per page; a failed fetch (offline, uncached) is tried again on the next Edit. */
function loadListEditors(): Promise<ListEditors> {
  loading ??= import('../components/list-editors').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * YOUR FEED's editors are code most visits never run (they read the lists, they do not edit
 * them), so they load once the page has settled or at the first tap — not with the screen, which
 * keeps /profile's first load in its budget. `load` answers them for an Edit that comes first.
 */
export function useListEditors() {
  const [editors, setEditors] = useState<ListEditors | null>(null);
  const load = useCallback(async () => {
    const loaded = await loadListEditors();
    setEditors(loaded);
    return loaded;
  }, []);
  useEffect(() => whenPageSettled(() => void load().catch(() => undefined)), [load]);
  return { editors, load };
}

import { lazy, Suspense, useState, type ComponentType } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { clientConfigQuery, prefetchClientConfig } from '../api/client-config';

// /auth is for visitors only, and its forms bring zod (the contracts' schemas) and Radix Tabs:
// ~35 KB gzip a signed-in user never needs. It loads on its own; on a first visit to /auth the
// download starts at once, beside the user query, instead of after it.
let loadedPage: ComponentType | null = null;

/** Downloads the auth page (once); tests await it to render /auth synchronously. */
export function preloadAuthPage(): Promise<{ default: ComponentType }> {
  return import('./auth-page').then((module) => {
    loadedPage = module.AuthPage;
    return { default: module.AuthPage };
  });
}

// The page waits for /api/config too (whether to offer 'Quick Test Login'), fetched in parallel.
if (location.pathname === '/auth') {
  void preloadAuthPage();
  prefetchClientConfig();
}
const LazyAuthPage = lazy(preloadAuthPage);

export function AuthPage() {
  usePrefetchQuery(clientConfigQuery);
  // Once downloaded (a later visit, after signing out) it renders at once, without a spinner.
  // The choice holds for the life of this mount, so a re-render never swaps the form's tree.
  const [Page] = useState(() => loadedPage);
  return <Suspense fallback={<FullPageSpinner />}>{Page ? <Page /> : <LazyAuthPage />}</Suspense>;
}

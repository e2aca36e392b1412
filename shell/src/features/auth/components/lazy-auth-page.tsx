import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../../components/full-page-spinner';

// /auth is for visitors only, and its forms bring zod (the contracts' schemas) and Radix Tabs:
// ~35 KB gzip a signed-in user never needs. It loads on its own; on a first visit to /auth the
// download starts at once, beside the user query, instead of after it.
const loadAuthPage = () => import('./auth-page').then((module) => ({ default: module.AuthPage }));
if (location.pathname === '/auth') void loadAuthPage();
const LazyAuthPage = lazy(loadAuthPage);

export function AuthPage() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyAuthPage />
    </Suspense>
  );
}

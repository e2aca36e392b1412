import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router';
import { REMOTES, type RemoteName } from '@tidings/contracts/frontend-registry';
import { createQueryClient } from '@tidings/web-kit/query-client';
import { useUser } from '@tidings/web-kit/user';
import { FullPageSpinner } from '../components/full-page-spinner';
import { AuthPage } from '../features/auth/components/lazy-auth-page';
import { RemoteSlot } from '../features/remotes/components/remote-slot';
import type { PageModule } from '../features/remotes/remote-module-types';
import { Toaster } from '../features/toasts/components/toaster';

const remote = process.env.TIDINGS_DEV_REMOTE as RemoteName;
const screens: readonly string[] = REMOTES[remote].exposes;

/** The shell's providers around one remote's screens: the one QueryClient, a router, the toasts. */
export function StandaloneApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/standalone">
        <SignedIn>
          <Routes>
            <Route path=":screen/*" element={<Screen />} />
            <Route path="*" element={<ScreenList />} />
          </Routes>
        </SignedIn>
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}

/** Signed in through the proxied API with the shell's own form; the session is this origin's. */
function SignedIn({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullPageSpinner />;
  return user ? children : <AuthPage />;
}

function Screen() {
  const { screen = '' } = useParams();
  if (!screens.includes(screen)) return <ScreenList />;
  return <RemoteSlot remote={remote} module={screen as PageModule<RemoteName>} />;
}

function ScreenList() {
  return (
    <nav aria-label={`${remote} screens`}>
      <h1>{remote} alone</h1>
      <ul>
        {screens.map((screen) => (
          <li key={screen}>
            <Link to={`/${screen}`}>{screen}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

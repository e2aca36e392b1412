import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EARLY_SHARED } from 'tidings-early-shared';
import { captureInstallPrompt } from '@tidings/web-kit/install-prompt-store';
import { watchConnectivity } from '@tidings/web-kit/offline/connectivity';
import '@tidings/web-kit/styles/tokens.css';
import '@tidings/web-kit/styles/base.css';
import { App } from './app/app';
import { registerFederationPlugins } from './features/remotes/register-federation-plugins';
import { ensureRemotesRegistered } from './features/remotes/remote-registry';
import { startRemotesEarly } from './features/remotes/start-remotes-early';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { scheduleWebVitals } from './features/vitals/schedule-web-vitals';

// The install prompt fires early and once: listen before the first render.
captureInstallPrompt();
// "Am I online?" is shared by every screen (the offline banner, saved answers, queued writes).
watchConnectivity();
// The fallback for a remote that fails, and the share rules for the shell and every remote.
registerFederationPlugins();
// Start fetching /mf/remotes.json while React renders; slots await the same promise. A failure
// is handled by every slot's fallback, so it is not an unhandled rejection here.
ensureRemotesRegistered().catch(() => undefined);
// The remote of this route (the feed, on `/`) starts now too, if it asked to (its registry entry).
startRemotesEarly(EARLY_SHARED);
if (process.env.NODE_ENV === 'production') registerServiceWorker();
// Field LCP, INP and CLS to POST /api/vitals, loaded after the page settles.
if (process.env.NODE_ENV === 'production') scheduleWebVitals();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { captureInstallPrompt } from '@tidings/web-kit/install-prompt-store';
import '@tidings/web-kit/styles/tokens.css';
import '@tidings/web-kit/styles/base.css';
import { App } from './app/app';
import { remoteFallbackPlugin } from './features/remotes/remote-fallback-plugin';
import { ensureRemotesRegistered } from './features/remotes/remote-registry';
import { startFeedEarly } from './features/remotes/start-feed-early';
import { registerServiceWorker } from './features/pwa/register-service-worker';

// The install prompt fires early and once: listen before the first render.
captureInstallPrompt();
registerPlugins([remoteFallbackPlugin()]);
// Start fetching /mf/remotes.json while React renders; slots await the same promise. A failure
// is handled by every slot's fallback, so it is not an unhandled rejection here.
ensureRemotesRegistered().catch(() => undefined);
startFeedEarly();
if (process.env.NODE_ENV === 'production') registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import '@tidings/web-kit/styles/tokens.css';
import '@tidings/web-kit/styles/base.css';
import { remoteFallbackPlugin } from '../features/remotes/remote-fallback-plugin';
import { StandaloneApp } from './standalone-app';

registerPlugins([remoteFallbackPlugin()]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);

import { startService } from '@tidings/service-kit/run-server';
import newsApp from './app.js';
import { loadConfig } from './config.js';

await startService('svc-news', () => loadConfig(), newsApp);

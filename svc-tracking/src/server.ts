import { startService } from '@tidings/service-kit/run-server';
import trackingApp from './app.js';
import { loadConfig } from './config.js';

await startService('svc-tracking', () => loadConfig(), trackingApp);

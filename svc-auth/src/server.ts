import { startService } from '@tidings/service-kit/run-server';
import authApp from './app.js';
import { loadConfig } from './config.js';

await startService('svc-auth', () => loadConfig(), authApp);

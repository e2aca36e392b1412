import { startService } from '@tidings/service-kit/run-server';
import gatewayApp from './app.js';
import { loadConfig } from './config.js';
import { GatewayLogController } from './request-log.js';

// Synchronous log writes on purpose (serverOptions' default): an asynchronous pino destination
// made SIGTERM hang once stdout was a broken pipe. The per-request cost is kept down by
// GatewayLogController instead.
await startService('gateway', () => loadConfig(), gatewayApp, (config) => ({
  port: config.port,
  host: config.host,
  logLevel: config.logLevel,
  trustedProxies: config.trustedProxies,
  fastify: { logController: new GatewayLogController(), bodyLimit: config.bodyLimit },
}));

import { startTracing } from '@tidings/service-kit/tracing/start';

// Tracing (only with OTEL_EXPORTER_OTLP_ENDPOINT) starts before anything imports fastify or
// undici, so its instrumentations see them load: the app comes in after it.
await startTracing('gateway');
const [{ startService }, { default: gatewayApp }, { loadConfig }, { GatewayLogController }] = await Promise.all([
  import('@tidings/service-kit/run-server'),
  import('./app.js'),
  import('./config.js'),
  import('./request-log.js'),
]);

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

import { startTracing } from '@tidings/service-kit/tracing/start';

// Tracing (only with OTEL_EXPORTER_OTLP_ENDPOINT) starts before anything imports fastify,
// mongoose or undici, so its instrumentations see them load: the app comes in after it.
await startTracing('svc-news');
const [{ startService }, { default: newsApp }, { loadConfig }] = await Promise.all([
  import('@tidings/service-kit/run-server'),
  import('./app.js'),
  import('./config.js'),
]);

await startService('svc-news', () => loadConfig(), newsApp);

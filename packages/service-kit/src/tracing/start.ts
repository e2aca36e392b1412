import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { markTracingActive, tracingActive } from './state.js';

/** Paths probes and scrapers hit every few seconds: spans for them would drown the rest. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const pathOf = (url: string | undefined) => (url ?? '').split('?', 1)[0]!;

interface RunningSdk {
  shutdown(): Promise<void>;
}
let sdk: RunningSdk | null = null;

export interface TracingOptions {
  /** Where spans go instead of OTLP (a test's SimpleSpanProcessor over an InMemorySpanExporter). */
  spanProcessor?: SpanProcessor;
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set (or a test gives a span processor) and
 * does nothing otherwise: no SDK, no patched module. Spans go out batched over OTLP, http/protobuf
 * unless OTEL_EXPORTER_OTLP_PROTOCOL says otherwise. Call it before fastify, mongoose or undici
 * are imported (a deployable's server.ts imports its app only after this), since the http and
 * mongodb instrumentations patch those modules as they load. The SDK reads the other OTEL_*
 * variables itself (OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_TRACES_SAMPLER, OTEL_RESOURCE_ATTRIBUTES…);
 * OTEL_SERVICE_NAME wins over `service`.
 */
export async function startTracing(service: string, options: TracingOptions = {}): Promise<boolean> {
  const env = options.env ?? process.env;
  if (tracingActive()) return true;
  if (!options.spanProcessor && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  // Loaded only here, so a process that does not trace never even reads these modules.
  const [{ NodeSDK }, { HttpInstrumentation }, { UndiciInstrumentation }, { MongoDBInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-mongodb'),
    import('@fastify/otel'),
  ]);
  const started = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || service,
    // Without one, the SDK exports as OTEL_EXPORTER_OTLP_PROTOCOL says (http/protobuf by default).
    ...(options.spanProcessor ? { spanProcessors: [options.spanProcessor] } : {}),
    // Traces only: metrics are Prometheus' (metrics/), logs stay pino's on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => QUIET_PATHS.has(pathOf(request.url)) }),
      // The gateway's calls to the services (its undici pools): the client span whose context the
      // service continues. Readiness polls stay out.
      new UndiciInstrumentation({ ignoreRequestHook: (request) => QUIET_PATHS.has(pathOf(request.path)) }),
      new MongoDBInstrumentation(),
      // Fastify's own spans (routing, hooks, handler) under the http server span; it hooks each
      // instance as it is created, so ESM imports of fastify need no loader hook.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: ({ url }) => QUIET_PATHS.has(url) }),
    ],
  });
  started.start();
  sdk = started;
  markTracingActive(true);
  return true;
}

/** How long a stop waits for the last spans to go out: a collector that is away must not hold up the exit. */
const FLUSH_DEADLINE_MS = 2_000;

/** Sends the spans still buffered (for up to FLUSH_DEADLINE_MS) and stops the SDK; nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = null;
  markTracingActive(false);
  if (!running) return;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, FLUSH_DEADLINE_MS).unref()));
  await Promise.race([running.shutdown().catch(() => undefined), deadline]);
  clearTimeout(timer);
}

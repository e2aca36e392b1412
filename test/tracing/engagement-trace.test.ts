// One engagement post is one trace: a reader's POST /api/engagement through the real gateway to
// svc-tracking, whose outbox publishes engagement.viewed to NATS with the trace in its headers,
// to svc-news' projection consuming it. Every deployable runs in this process (gateway-stack.ts)
// under one OpenTelemetry SDK whose spans stay in memory.
import { context, SpanKind, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySpanExporter, SimpleSpanProcessor, suppressTracing, type ReadableSpan } from '@tidings/service-kit/tracing/testing';
import { startTracing, stopTracing } from '@tidings/service-kit/tracing/start';

const exporter = new InMemorySpanExporter();
// Before anything loads fastify, mongoose or undici: the instrumentations patch them as they load.
await startTracing('tidings-test', { spanProcessor: new SimpleSpanProcessor(exporter) });
const { randomUUID } = await import('node:crypto');
const { article, seed } = await import('../../svc-news/src/test/articles.js');
const { waitFor } = await import('../../svc-tracking/src/test/helper.js');
const { registerThroughGateway, startGatewayStack } = await import('../gateway-stack.js');
type GatewayStack = Awaited<ReturnType<typeof startGatewayStack>>;

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const portOf = (url: string) => new URL(url).port;
/** The gateway's proxy route, where a service's own route is the path (http.route of each server span). */
const GATEWAY_PROXY_ROUTE = '/api/*';

/** The chain of ancestors of `span` within `spans`, nearest first. */
function ancestors(span: ReadableSpan, spans: readonly ReadableSpan[]): ReadableSpan[] {
  const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
  const chain: ReadableSpan[] = [];
  for (let parent = byId.get(parentOf(span) ?? ''); parent; parent = byId.get(parentOf(parent) ?? '')) chain.push(parent);
  return chain;
}

describe('tracing one engagement post', () => {
  let stack: GatewayStack;
  let newsIds: string[];
  let cookie: string;

  beforeAll(async () => {
    stack = await startGatewayStack();
    // One article per post: a second view of one article is suppressed, and publishes nothing.
    newsIds = await seed(stack.news.app, [article(), article()]);
    await waitFor(async () => (await stack.tracking.app.db.collection('known_articles').countDocuments({ _id: { $in: newsIds as never[] } })) === 2, 'svc-tracking to know the articles');
    ({ cookie } = await registerThroughGateway(stack, `tracer-${randomUUID().slice(0, 8)}`));
  });

  afterAll(async () => {
    await stack?.close();
    await stopTracing();
  });

  /** Posts an engagement over a real socket, as a browser would: no client span of this process, the given headers only. */
  async function postEngagement(newsId: string, headers: Record<string, string> = {}) {
    const response = await context.with(suppressTracing(context.active()), () =>
      fetch(`${stack.url}/api/engagement`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: stack.url, ...headers },
        body: JSON.stringify({ sessionId: randomUUID(), newsId, engagementType: 'viewed' }),
      }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
  }

  /** The spans of the trace in which svc-news' projection consumed the post's engagement.viewed. */
  async function traceOfProjection(traceId?: string): Promise<{ spans: ReadableSpan[]; consumer: ReadableSpan }> {
    let consumer: ReadableSpan | undefined;
    await waitFor(async () => {
      consumer = exporter
        .getFinishedSpans()
        .find((span) => span.kind === SpanKind.CONSUMER && span.name === 'process engagement.viewed' && (!traceId || span.spanContext().traceId === traceId));
      return consumer !== undefined;
    }, "svc-news' projection to consume engagement.viewed");
    const id = consumer!.spanContext().traceId;
    return { spans: exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === id), consumer: consumer! };
  }

  it('runs from the gateway through svc-tracking and NATS to the projection, each hop the child of the last', async () => {
    exporter.reset();
    await postEngagement(newsIds[0]!);
    const { spans, consumer } = await traceOfProjection();
    const chain = ancestors(consumer, spans);

    // Consumer ← NATS publish (svc-tracking's outbox) ← … ← svc-tracking's server span ← the
    // gateway's call to it ← … ← the gateway's server span, which started the trace.
    const producer = chain[0]!;
    expect(producer.kind).toBe(SpanKind.PRODUCER);
    expect(producer.name).toBe('send engagement.viewed');
    expect(producer.attributes['messaging.system']).toBe('nats');
    const trackingServer = chain.find((span) => span.kind === SpanKind.SERVER)!;
    expect(trackingServer.attributes['http.route']).toBe('/api/engagement');
    const gatewayCall = chain[chain.indexOf(trackingServer) + 1]!;
    expect(gatewayCall.kind, "svc-tracking continued the gateway's call to it").toBe(SpanKind.CLIENT);
    expect(portOf(String(gatewayCall.attributes['url.full']))).toBe(portOf(stack.instances.tracking[0]!.url));
    const gatewayServer = chain.at(-1)!;
    expect(gatewayServer.kind).toBe(SpanKind.SERVER);
    expect(gatewayServer.attributes['http.route']).toBe(GATEWAY_PROXY_ROUTE);
    expect(gatewayServer.attributes['server.port']).toBe(Number(portOf(stack.url)));
    expect(parentOf(gatewayServer), 'the gateway started the trace').toBeUndefined();

    // The projection's own database work is part of the trace, under the consumer span.
    const projectionWrites = spans.filter((span) => span.attributes['db.system.name'] === 'mongodb' && ancestors(span, spans).includes(consumer));
    expect(projectionWrites.map((span) => span.attributes['db.namespace'])).toContain(stack.news.config.MONGO_DB);
    // The statement's values stay out of the span (the instrumentation's default).
    expect(JSON.stringify(projectionWrites.map((span) => span.attributes))).not.toContain(newsIds[0]);
  });

  it("continues a caller's traceparent rather than starting its own", async () => {
    exporter.reset();
    const callerTrace = randomUUID().replaceAll('-', '');
    const callerSpan = randomUUID().replaceAll('-', '').slice(0, 16);
    await postEngagement(newsIds[1]!, { traceparent: `00-${callerTrace}-${callerSpan}-01` });
    const { consumer, spans } = await traceOfProjection(callerTrace);
    const root = ancestors(consumer, spans).at(-1)!;
    expect(root.kind).toBe(SpanKind.SERVER);
    expect(root.attributes['http.route']).toBe(GATEWAY_PROXY_ROUTE);
    expect(parentOf(root)).toBe(callerSpan);
  });

  it('keeps the trace with an event the outbox stores, and publishes it in that trace later', async () => {
    const { Outbox } = await import('@tidings/service-kit/outbox');
    const db = stack.tracking.app.db.useDb(`test-outbox-trace-${randomUUID()}`);
    // NATS away while the request runs, back once the request is over.
    let natsUp = false;
    const published: Array<{ msgId: string; traceparent?: string }> = [];
    const bus = { isConnected: () => natsUp, publish: async (message: { msgId: string; traceparent?: string }) => void published.push(message) };
    const outbox = new Outbox(db, bus as never, stack.tracking.app.log);
    try {
      await outbox.init();
      const request = trace.getTracer('test').startSpan('request');
      await context.with(trace.setSpan(context.active(), request), () => outbox.enqueue({ subject: 'engagement.viewed', msgId: `trace-${randomUUID()}`, data: {} }));
      request.end();
      const { traceId, spanId } = request.spanContext();
      const stored = await db.collection('outbox').findOne({});
      expect(stored?.traceparent).toBe(`00-${traceId}-${spanId}-01`);

      natsUp = true;
      await outbox.drain();
      expect(published.map((message) => message.traceparent)).toEqual([`00-${traceId}-${spanId}-01`]);
    } finally {
      await outbox.stop();
      await db.dropDatabase();
    }
  });

  it('puts the trace id on log lines written inside a span', async () => {
    const { default: pino } = await import('pino');
    const { traceLogOptions } = await import('@tidings/service-kit/tracing/log-correlation');
    const lines: string[] = [];
    const log = pino({ ...traceLogOptions() }, { write: (line: string) => lines.push(line) });
    const span = trace.getTracer('test').startSpan('logging');
    context.with(trace.setSpan(context.active(), span), () => log.info('inside'));
    span.end();
    log.info('outside');
    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inside).toMatchObject({ trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId });
    expect(outside!.trace_id).toBeUndefined();
  });
});

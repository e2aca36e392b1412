import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { tracingActive } from './state.js';

/**
 * W3C trace context across NATS: a publish carries `traceparent` in the message headers, a
 * consumer continues it, so one request's trace goes on through the events it caused. The outbox
 * publishes later (or from another process, after a crash), so an event keeps the traceparent
 * of the request that caused it and the publish continues that trace, not whatever runs then.
 */
export const TRACEPARENT = 'traceparent';

/** An event as the outbox and the pending events keep it: with the trace that caused it. */
export interface Traced {
  traceparent?: string;
}

const tracer = () => trace.getTracer('@tidings/service-kit');

const headerSetter: TextMapSetter<MsgHdrs> = { set: (carrier, key, value) => carrier.set(key, value) };
const headerGetter: TextMapGetter<MsgHdrs | undefined> = {
  get: (carrier, key) => carrier?.get(key) || undefined,
  keys: (carrier) => carrier?.keys() ?? [],
};
const recordGetter: TextMapGetter<Record<string, string>> = {
  get: (carrier, key) => carrier[key],
  keys: (carrier) => Object.keys(carrier),
};

/** The active span's traceparent, to store with an event; undefined when not tracing. */
export function currentTraceparent(): string | undefined {
  if (!tracingActive()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier[TRACEPARENT];
}

/** `message` with the traceparent it already had, else the active one's (when tracing). */
export function withTraceparent<T extends object>(plain: T, message: Traced): T & Traced {
  const traceparent = message.traceparent ?? currentTraceparent();
  return traceparent ? { ...plain, traceparent } : plain;
}

/** Runs `work` in `span`, recording a failure on it, and ends the span either way. */
async function endWhenSettled<R>(span: Span, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

function parentOf(traceparent: string | undefined): Context {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { [TRACEPARENT]: traceparent }, recordGetter) : context.active();
}

/**
 * Runs `publish` in a producer span, child of the event's stored traceparent (else the active
 * span), handing it the NATS headers that carry the span on. Without tracing, no headers and no span.
 */
export async function publishTraced<R>(subject: string, msgId: string, traceparent: string | undefined, publish: (headers?: MsgHdrs) => Promise<R>): Promise<R> {
  if (!tracingActive()) return publish();
  const attributes = { 'messaging.system': 'nats', 'messaging.operation.type': 'send', 'messaging.destination.name': subject, 'messaging.message.id': msgId };
  return tracer().startActiveSpan(`send ${subject}`, { kind: SpanKind.PRODUCER, attributes }, parentOf(traceparent), (span) =>
    endWhenSettled(span, () => {
      const headers = natsHeaders();
      propagation.inject(context.active(), headers, headerSetter);
      return publish(headers);
    }),
  );
}

/**
 * Runs a consumer's handling of one message in a consumer span, child of the publish whose
 * context the message headers carry (a new trace when they carry none).
 */
export async function consumeTraced<R>(subject: string, messageHeaders: MsgHdrs | undefined, handle: () => Promise<R>, durable?: string): Promise<R> {
  if (!tracingActive()) return handle();
  const parent = propagation.extract(ROOT_CONTEXT, messageHeaders, headerGetter);
  const attributes = {
    'messaging.system': 'nats',
    'messaging.operation.type': 'process',
    'messaging.destination.name': subject,
    ...(durable ? { 'messaging.consumer.group.name': durable } : {}),
  };
  return tracer().startActiveSpan(`process ${subject}`, { kind: SpanKind.CONSUMER, attributes }, parent, (span) => endWhenSettled(span, handle));
}

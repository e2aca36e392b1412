import { describe, expect, it } from 'vitest';
import { traceLogOptions } from './log-correlation.js';
import { consumeTraced, currentTraceparent, publishTraced, withTraceparent } from './messages.js';
import { startTracing } from './start.js';
import { tracingActive } from './state.js';

// Without OTEL_EXPORTER_OTLP_ENDPOINT nothing starts and every hook steps aside: no SDK, no
// headers on NATS messages, nothing stored with events, no pino mixin.
describe('tracing off', () => {
  it('starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await startTracing('svc-test', { env: { OTEL_SERVICE_NAME: 'svc-test' } })).toBe(false);
    expect(tracingActive()).toBe(false);
  });

  it('adds nothing to messages, stored events or log lines', async () => {
    const event = { subject: 'engagement.viewed', msgId: 'm-1', data: {} };
    expect(withTraceparent(event, {})).toBe(event);
    expect(currentTraceparent()).toBeUndefined();
    const seen: unknown[] = [];
    await publishTraced('engagement.viewed', 'm-1', undefined, async (headers) => void seen.push(headers));
    expect(seen).toEqual([undefined]);
    expect(await consumeTraced('engagement.viewed', undefined, async () => 'handled')).toBe('handled');
    expect(traceLogOptions()).toEqual({});
  });

  it('keeps a traceparent an event already carries (one stored while tracing, relayed now)', () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(withTraceparent({ msgId: 'm-2' }, { traceparent })).toEqual({ msgId: 'm-2', traceparent });
  });
});

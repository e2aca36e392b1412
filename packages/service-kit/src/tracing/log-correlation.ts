import { trace } from '@opentelemetry/api';
import { tracingActive } from './state.js';

/** A pino mixin adding the active span's ids to each log line (the names OpenTelemetry's pino instrumentation uses). */
function traceIds(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
}

/** pino options for log correlation: none when not tracing, so a log line costs what it did. */
export function traceLogOptions(): { mixin?: () => Record<string, string> } {
  return tracingActive() ? { mixin: traceIds } : {};
}

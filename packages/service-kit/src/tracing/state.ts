/**
 * Whether this process traces. Set once, by startTracing, before any app module loads; every
 * tracing hook asks this first, so a process without OTEL_EXPORTER_OTLP_ENDPOINT does no
 * per-request or per-message tracing work at all.
 */
let active = false;

export function tracingActive(): boolean {
  return active;
}

export function markTracingActive(value: boolean): void {
  active = value;
}

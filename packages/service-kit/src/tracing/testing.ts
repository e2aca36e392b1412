// For tests: spans kept in memory, and calls that make no span of their own, from the same SDK
// version startTracing runs (the repository root also holds older OpenTelemetry packages, another
// package's).
export { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
export { suppressTracing } from '@opentelemetry/core';

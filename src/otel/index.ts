// intake/otel: OpenTelemetry spans and metrics from the kernel's diagnostics channels
// (docs/observability.md). `@opentelemetry/api` is an optional peer, loaded only by this subpath.
export { type InstrumentOptions, instrument } from './instrument.js';

// The real OpenTelemetry SDK with its in-memory exporters, subscribed to intake's channels
// through `instrument()`; `finish()` collects what the exporters received and unsubscribes.
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { type InstrumentOptions, instrument } from '../../../src/otel/index.js';

export interface Telemetry {
  spans(): ReadableSpan[];
  /** The data points of one metric, as the exporter received them. */
  points(name: string): Promise<Array<{ attributes: Record<string, unknown>; value: unknown }>>;
  finish(): Promise<void>;
}

export async function startTelemetry(
  options: Omit<InstrumentOptions, 'tracerProvider' | 'meterProvider'> = {},
): Promise<Telemetry> {
  const spanExporter = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spanExporter)] });
  const metricExporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  // Exported on demand (forceFlush) only: the interval is longer than any test.
  const reader = new PeriodicExportingMetricReader({
    exporter: metricExporter,
    exportIntervalMillis: 3_600_000,
  });
  const meterProvider = new MeterProvider({ readers: [reader] });
  const stop = instrument({ ...options, tracerProvider, meterProvider });
  return {
    spans: () => spanExporter.getFinishedSpans(),
    async points(name) {
      await reader.forceFlush();
      const exported = metricExporter.getMetrics().at(-1);
      const metric = exported?.scopeMetrics
        .flatMap((scope) => scope.metrics)
        .find((m) => m.descriptor.name === name);
      return (metric?.dataPoints ?? []).map((point) => ({
        attributes: { ...point.attributes },
        value: point.value,
      }));
    },
    async finish() {
      stop();
      await reader.forceFlush();
      await tracerProvider.shutdown();
      await meterProvider.shutdown();
    },
  };
}

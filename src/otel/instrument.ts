import {
  type Attributes,
  type Context,
  context,
  type Exception,
  type Histogram,
  type MeterProvider,
  metrics,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  type TracerProvider,
  trace,
} from '@opentelemetry/api';
import type { HandlerTrace, MappingTrace, RequestTrace } from '../http/channels.js';
import { kernelChannels } from '../http/channels.js';
import type { HttpContext } from '../http/context.js';
import { errorTypeOf, methodAttributes, schemeOf, statusOfError } from './attributes.js';

/** Options of `instrument()`; every one has a default. */
export interface InstrumentOptions {
  /** Default: the global tracer provider (`trace.getTracerProvider()`). */
  tracerProvider?: TracerProvider;
  /** Default: the global meter provider (`metrics.getMeterProvider()`). */
  meterProvider?: MeterProvider;
  /**
   * Told about the first failure of the instrumentation itself (an exporter or processor that
   * throws); later ones are dropped. The request is answered either way. Default: `console.error`.
   */
  onError?: (error: unknown) => void;
}

/** What the instrumentation keeps about one request between its start and its answer. */
interface RequestState {
  readonly span: Span;
  /** The span context the mapping and handler spans are children of. */
  readonly context: Context;
  /** A span someone else opened for this request (Node's HTTP instrumentation), told the route. */
  readonly outer: Span | undefined;
  readonly started: number;
  readonly common: Attributes;
}

const INSTRUMENTATION = 'intake';
// The buckets the HTTP conventions advise for `http.server.request.duration`, in seconds.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

// The events a span needs no word from (TracingChannel.subscribe takes all five).
const ignore = (): void => {};
const unused = { end: ignore, asyncStart: ignore, error: ignore };

const headerGetter = {
  keys: (carrier: Readonly<Record<string, unknown>>) => Object.keys(carrier),
  get: (carrier: Readonly<Record<string, unknown>>, key: string) =>
    carrier[key] as string | string[] | undefined,
};

/**
 * Subscribes OpenTelemetry to every intake kernel of the process: a span `METHOD /template` per
 * request with the stable HTTP server attributes, child spans for each mapping and the handler,
 * the exception recorded on a 5xx, and the `http.server.request.duration` histogram and
 * `http.server.active_requests` counter. Returns the function that unsubscribes.
 *
 * @example
 * import { instrument } from 'intake/otel';
 * const stop = instrument();          // after the OpenTelemetry SDK has started
 */
export function instrument(options: InstrumentOptions = {}): () => void {
  const channels = kernelChannels();
  if (channels === null)
    throw new TypeError('intake/otel needs node:diagnostics_channel, which this runtime lacks');
  const tracer = (options.tracerProvider ?? trace.getTracerProvider()).getTracer(INSTRUMENTATION);
  const meter = (options.meterProvider ?? metrics.getMeterProvider()).getMeter(INSTRUMENTATION);
  const duration = meter.createHistogram('http.server.request.duration', {
    unit: 's',
    description: 'Duration of HTTP server requests.',
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  });
  const active = meter.createUpDownCounter('http.server.active_requests', {
    unit: '{request}',
    description: 'Number of active HTTP server requests.',
  });
  const requests = new WeakMap<HttpContext<object, unknown, unknown>, RequestState>();
  const children = new WeakMap<object, Span>();
  const guard = onceReporting(options.onError ?? ((error) => console.error('intake/otel failed:', error)));

  const request = {
    start: guard((message: unknown) => {
      const state = startRequest(tracer, message as RequestTrace);
      requests.set(state.ctx, state.state);
      active.add(1, state.state.common);
    }),
    asyncEnd: guard((message: unknown) => {
      const traced = message as RequestTrace;
      const state = requests.get(traced.ctx);
      if (state === undefined) return;
      requests.delete(traced.ctx);
      active.add(-1, state.common);
      endRequest(traced, state, duration);
    }),
  };
  const mapping = {
    start: guard((message: unknown) => {
      const traced = message as MappingTrace;
      const parent = requests.get(traced.ctx);
      const span = tracer.startSpan(
        `map ${traced.bag} ${traced.class.name}`,
        {
          kind: SpanKind.INTERNAL,
          attributes: { 'intake.mapping.class': traced.class.name, 'intake.mapping.bag': traced.bag },
        },
        parent?.context,
      );
      children.set(traced, span);
    }),
    asyncEnd: guard((message: unknown) => {
      const traced = message as MappingTrace;
      const span = children.get(traced);
      if (span === undefined) return;
      span.setAttributes({
        'intake.mapping.outcome': traced.outcome,
        'intake.mapping.invalid_fields': traced.invalidFields,
      });
      if (traced.outcome === 'failed') failSpan(span, traced.error);
      span.end();
    }),
  };
  const handler = {
    start: guard((message: unknown) => {
      const traced = message as HandlerTrace;
      const parent = requests.get(traced.ctx);
      const name = traced.route === null ? traced.method : `${traced.method} ${traced.route}`;
      const span = tracer.startSpan(
        `handler ${name}`,
        { kind: SpanKind.INTERNAL, attributes: traced.route === null ? {} : { 'http.route': traced.route } },
        parent?.context,
      );
      children.set(traced, span);
    }),
    asyncEnd: guard((message: unknown) => {
      const traced = message as HandlerTrace;
      const span = children.get(traced);
      if (span === undefined) return;
      // A 4xx thrown by a handler is an answer, not a failure of the server.
      if (traced.error !== undefined && statusOfError(traced.error) >= 500) failSpan(span, traced.error);
      span.end();
    }),
  };
  const subscriptions = [
    [channels.request, { ...unused, ...request }],
    [channels.mapping, { ...unused, ...mapping }],
    [channels.handler, { ...unused, ...handler }],
  ] as const;
  for (const [channel, subscribers] of subscriptions) channel.subscribe(subscribers);
  return () => {
    for (const [channel, subscribers] of subscriptions) channel.unsubscribe(subscribers);
  };
}

function startRequest(
  tracer: Tracer,
  traced: RequestTrace,
): { ctx: HttpContext<object, unknown, unknown>; state: RequestState } {
  const current = context.active();
  const outer = trace.getSpan(current);
  // Inside a span of Node's HTTP instrumentation, intake's span is its child; otherwise intake's
  // span is the server span, continuing the caller's trace from the request headers.
  const parent =
    outer === undefined ? propagation.extract(current, traced.ctx.headers, headerGetter) : current;
  const common: Attributes = { ...methodAttributes(traced.method), 'url.scheme': schemeOf(traced.ctx) };
  const span = tracer.startSpan(
    traced.method,
    {
      kind: outer === undefined ? SpanKind.SERVER : SpanKind.INTERNAL,
      attributes: { ...common, 'url.path': traced.path },
    },
    parent,
  );
  return {
    ctx: traced.ctx,
    state: { span, context: trace.setSpan(parent, span), outer, started: performance.now(), common },
  };
}

function endRequest(traced: RequestTrace, state: RequestState, duration: Histogram): void {
  const { span, outer } = state;
  const attributes: Attributes = { ...state.common };
  if (traced.route !== null) {
    attributes['http.route'] = traced.route;
    span.updateName(`${traced.method} ${traced.route}`);
    span.setAttribute('http.route', traced.route);
    outer?.setAttribute('http.route', traced.route);
  }
  if (traced.status !== 0) {
    attributes['http.response.status_code'] = traced.status;
    span.setAttribute('http.response.status_code', traced.status);
  }
  // Server spans: a 4xx is the client's doing; a 5xx, or no answer at all, is a failure.
  if (traced.status >= 500 || traced.status === 0) {
    const errorType = errorTypeOf(traced.error, traced.status);
    attributes['error.type'] = errorType;
    span.setAttribute('error.type', errorType);
    failSpan(span, traced.error);
  }
  span.end();
  duration.record((performance.now() - state.started) / 1000, attributes);
}

function failSpan(span: Span, error: unknown): void {
  if (error !== undefined) span.recordException(error as Exception);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
}

/**
 * Wraps each subscriber so that nothing it throws reaches `node:diagnostics_channel` (which
 * would rethrow it as an uncaught exception): the first failure is reported, the rest dropped.
 */
function onceReporting(
  report: (error: unknown) => void,
): (run: (message: unknown) => void) => (message: unknown) => void {
  let reported = false;
  return (run) => (message) => {
    try {
      run(message);
    } catch (error) {
      if (reported) return;
      reported = true;
      try {
        report(error);
      } catch {
        // A reporter that throws has nowhere left to report to.
      }
    }
  };
}

// The kernel's diagnostics channels (docs/observability.md): `node:diagnostics_channel`
// TracingChannels for requests, mappings and handlers, and a plain channel announcing each
// kernel. Nothing is built per request unless a channel has subscribers, and the module is
// reached through `process.getBuiltinModule` on the first kernel, so neither `import 'intake'`
// nor a Fetch runtime's bundle pays for it.
import type * as Diagnostics from 'node:diagnostics_channel';
import type { Channel, TracingChannel } from 'node:diagnostics_channel';
import { nodeBuiltin } from '../shared/node-builtins.js';
import { isThenable } from '../shared/thenable.js';
import type { HttpContext } from './context.js';

/** The names of intake's diagnostics channels: public API, stable across minor versions. */
export const channelNames = Object.freeze({
  /** TracingChannel: one request, from its first byte to its answer (`intake:request`). */
  request: 'intake:request',
  /** TracingChannel: one `ctx.body(Dto)` / `ctx.query(Dto)` mapping (`intake:mapping`). */
  mapping: 'intake:mapping',
  /** TracingChannel: one call of the route's handler (`intake:handler`). */
  handler: 'intake:handler',
  /** Channel: a kernel was built; the message carries it (`intake:initialization`). */
  initialization: 'intake:initialization',
} as const);

/**
 * The context object of `intake:request`. Published on `start` when the request arrives
 * (`route` is still null), on `error` when the answer was made from an error, and on
 * `asyncStart`/`asyncEnd` once the answer is written (`route` and `status` set).
 */
export interface RequestTrace {
  readonly method: string;
  /** The path as received, without the query string. */
  readonly path: string;
  /** The matched route's pattern (group prefixes included), e.g. `/users/{id}`; null when no route matched. */
  route: string | null;
  /** The status sent; 0 when the client left before an answer was written. */
  status: number;
  /** What the answer was made from, when it was an error (a 404 and a 422 too). */
  error?: unknown;
  readonly ctx: HttpContext<object, unknown, unknown>;
}

/** The context object of `intake:mapping`, complete on `asyncEnd`. */
export interface MappingTrace {
  /** The request class mapped onto. */
  readonly class: new () => unknown;
  /** Which input the class maps. */
  readonly bag: 'body' | 'query';
  /** `valid`: a DTO came out; `invalid`: a 422 (`invalidFields` counts the fields); `failed`: any other error. */
  outcome: 'pending' | 'valid' | 'invalid' | 'failed';
  /** Number of fields with errors when `outcome` is `invalid`, else 0. */
  invalidFields: number;
  result?: unknown;
  error?: unknown;
  readonly ctx: HttpContext<object, unknown, unknown>;
}

/** The context object of `intake:handler`, complete on `asyncEnd`. */
export interface HandlerTrace {
  readonly method: string;
  /** The route's pattern, e.g. `/users/{id}`. */
  readonly route: string | null;
  result?: unknown;
  error?: unknown;
  readonly ctx: HttpContext<object, unknown, unknown>;
}

/** The message of `intake:initialization`: the kernel, once its constructor has run. */
export interface InitializationMessage {
  readonly kernel: object;
}

/** The kernel's channels, or null on a runtime without `node:diagnostics_channel`. */
export interface KernelChannels {
  readonly request: TracingChannel<object, RequestTrace>;
  readonly mapping: TracingChannel<object, MappingTrace>;
  readonly handler: TracingChannel<object, HandlerTrace>;
  readonly initialization: Channel<object, InitializationMessage>;
}

let shared: KernelChannels | null | undefined;

/** The channels every kernel publishes on (channels are global by name, so one set serves all). */
export function kernelChannels(): KernelChannels | null {
  if (shared !== undefined) return shared;
  const diagnostics = nodeBuiltin<typeof Diagnostics>('node:diagnostics_channel');
  if (diagnostics?.tracingChannel === undefined) return (shared = null);
  const channels: KernelChannels = {
    request: diagnostics.tracingChannel(channelNames.request),
    mapping: diagnostics.tracingChannel(channelNames.mapping),
    handler: diagnostics.tracingChannel(channelNames.handler),
    initialization: diagnostics.channel(channelNames.initialization) as Channel<
      object,
      InitializationMessage
    >,
  };
  shared = channels;
  return channels;
}

/** Whether any of a TracingChannel's five channels has a subscriber. */
export function isTraced(channel: TracingChannel<object, object> | undefined): boolean {
  if (channel === undefined) return false;
  return (
    channel.start.hasSubscribers ||
    channel.end.hasSubscribers ||
    channel.asyncStart.hasSubscribers ||
    channel.asyncEnd.hasSubscribers ||
    channel.error.hasSubscribers
  );
}

/** Runs the synchronous part of a request inside `start` (its bound stores) and publishes `end`. */
export function openRequest(channels: KernelChannels, trace: RequestTrace, run: () => void): void {
  try {
    channels.request.start.runStores(trace, run);
  } finally {
    channels.request.end.publish(trace);
  }
}

/** The request's answer is written (or the client left): `error` if any, then `asyncStart`, `asyncEnd`. */
export function closeRequest(channels: KernelChannels, trace: RequestTrace): void {
  if (trace.error !== undefined) channels.request.error.publish(trace);
  channels.request.asyncStart.publish(trace);
  channels.request.asyncEnd.publish(trace);
}

/**
 * Runs `run` as one traced call: `start` (with its bound stores), `end` after the synchronous
 * part, `error` on a throw or rejection, and `asyncStart`/`asyncEnd` when the call is over —
 * also for a call that finished synchronously, so a subscriber ends its span in one place.
 */
export function traceCall<T>(
  channel: TracingChannel<object, { result?: unknown; error?: unknown }>,
  trace: { result?: unknown; error?: unknown },
  run: () => T,
  settle?: (error: unknown, result: unknown) => void,
): T {
  const finish = (error: unknown, result: unknown, failed: boolean): void => {
    if (failed) trace.error = error;
    else trace.result = result;
    settle?.(failed ? error : undefined, result);
    if (failed) channel.error.publish(trace);
    channel.asyncStart.publish(trace);
    channel.asyncEnd.publish(trace);
  };
  let result: T;
  try {
    result = channel.start.runStores(trace, run);
  } catch (error) {
    channel.end.publish(trace);
    finish(error, undefined, true);
    throw error;
  }
  channel.end.publish(trace);
  if (!isThenable(result)) {
    finish(undefined, result, false);
    return result;
  }
  return Promise.resolve(result).then(
    (value) => {
      finish(undefined, value, false);
      return value;
    },
    (error: unknown) => {
      finish(error, undefined, true);
      throw error;
    },
  ) as T;
}

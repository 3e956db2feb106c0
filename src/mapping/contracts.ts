// The contracts users implement for the pipeline hooks, and the options of a call (docs/mapping.md).
import type { InputLimits } from '../input/index.js';
import type { Constructor } from '../shared/constructor.js';

/** What a processor or generator receives besides the value. */
export interface ProcessContext {
  /** The `config` of `@PostProcess(handler, { config })`; `{}` otherwise. */
  config: Record<string, unknown>;
  /** Route parameters of the `handle*` call (`{}` inside nested items). */
  route: Record<string, unknown>;
  /** Application context of the `handle*` call (also passed to nested items). */
  context: Record<string, unknown>;
}

/** A `@PreProcess` / `@PostProcess` handler class. */
export interface ProcessorInterface {
  process(value: unknown, context: ProcessContext): unknown;
}

/** A `@Caster` class: turns the validated raw value into the field's value. */
export interface CasterInterface {
  cast(value: unknown): unknown;
}

/** A `@Generator` class: produces the field's value instead of reading it. */
export interface GeneratorInterface {
  generate(options: Record<string, unknown>, context: ProcessContext): unknown;
}

/** What `@PreProcess` / `@PostProcess` accept: a function, a class, an instance, or a static method name. */
export type ProcessorHandler =
  | ((value: never) => unknown)
  | Constructor<ProcessorInterface>
  | Constructor<CasterInterface>
  | ProcessorInterface
  | CasterInterface
  | string;

/** Extra inputs of a `handle*` call. */
export interface HandleOptions {
  /** Route parameters: the Route bag. Not passed to nested items. */
  route?: Record<string, unknown>;
  /** Application values (user, tenant, flags): the Context bag. Passed to nested items. */
  context?: Record<string, unknown>;
  /**
   * Limits for reading and parsing a body or query (see docs/input.md); `maxDepth` also bounds
   * the nesting of `@Items` objects and `maxArrayLength` the length of an `@Items` array.
   */
  limits?: Partial<InputLimits>;
  /**
   * Cancels the call's `exists`/`unique` lookups (they receive it with `context`); the kernel
   * passes the request's signal. Read only when a lookup runs.
   */
  signal?: AbortSignal;
}

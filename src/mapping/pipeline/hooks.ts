// Resolves what users hand to @PreProcess/@PostProcess/@Caster/@Generator into plain callables
// once per handler and class, so the per-request path never inspects a handler again.
import { ConfigurationException } from '../configuration-exception.js';
import type { ProcessContext } from '../contracts.js';

/** A processor ready to call; `usesContext` is false when the callee ignores the context. */
export interface ResolvedProcessor {
  call: (value: unknown, context: ProcessContext) => unknown;
  usesContext: boolean;
}

/** Gives the instance to use for a class: the one registered on the handler, or one made once. */
export type InstanceSource = (cls: Function) => object;

interface Where {
  cls: Function;
  className: string;
  field: string;
}

function isClass(value: unknown): value is Function {
  if (typeof value !== 'function') return false;
  const proto = (value as { prototype?: Record<string, unknown> }).prototype;
  if (proto && (typeof proto.process === 'function' || typeof proto.cast === 'function')) return true;
  return /^class[\s{]/.test(Function.prototype.toString.call(value));
}

function method(target: unknown, name: string): Function | undefined {
  const candidate = (target as Record<string, unknown> | null)?.[name];
  return typeof candidate === 'function' ? candidate : undefined;
}

function instanceOf(instances: InstanceSource, cls: Function, fail: () => ConfigurationException): object {
  try {
    return instances(cls);
  } catch (cause) {
    const error = fail();
    (error as { cause?: unknown }).cause = cause;
    throw error;
  }
}

/** Hook references (ARCHITECTURE.md "Contract decisions"): a function (value only), a class or instance with process/cast, or a static method name. */
export function resolveProcessor(
  handler: unknown,
  where: Where,
  instances: InstanceSource,
): ResolvedProcessor {
  const fail = () => ConfigurationException.invalidProcessor(where.className, where.field, handler);
  if (typeof handler === 'string') {
    const staticMethod = method(where.cls, handler);
    if (staticMethod !== undefined) {
      const owner = where.cls;
      return { call: (value, context) => staticMethod.call(owner, value, context), usesContext: true };
    }
    if (method(where.cls.prototype, handler) !== undefined) {
      throw ConfigurationException.processorMethodNotStatic(where.className, where.field, handler);
    }
    throw fail();
  }
  if (typeof handler === 'function' && !isClass(handler)) {
    const fn = handler as (value: unknown) => unknown;
    return { call: (value) => fn(value), usesContext: false };
  }
  const target = typeof handler === 'function' ? instanceOf(instances, handler, fail) : handler;
  const process = method(target, 'process');
  if (process !== undefined)
    return { call: (value, context) => process.call(target, value, context), usesContext: true };
  const cast = method(target, 'cast');
  if (cast !== undefined) return { call: (value) => cast.call(target, value), usesContext: false };
  throw fail();
}

/** A `@Caster`: a class whose instances have `cast(value)`, or such an instance. */
export function resolveCaster(
  caster: unknown,
  where: Where,
  instances: InstanceSource,
): (value: unknown) => unknown {
  const fail = () => ConfigurationException.invalidCaster(where.className, where.field, caster);
  const target = typeof caster === 'function' ? instanceOf(instances, caster, fail) : caster;
  const cast = method(target, 'cast');
  if (cast === undefined) throw fail();
  return (value) => cast.call(target, value);
}

/** A `@Generator`: a class whose instances have `generate(options, context)`, or such an instance. */
export function resolveGenerator(
  generator: unknown,
  where: Where,
  instances: InstanceSource,
): (options: Record<string, unknown>, context: ProcessContext) => unknown {
  const fail = () => ConfigurationException.invalidGenerator(where.className, where.field, generator);
  const target = typeof generator === 'function' ? instanceOf(instances, generator, fail) : generator;
  const generate = method(target, 'generate');
  if (generate === undefined) throw fail();
  return (options, context) => generate.call(target, options, context);
}

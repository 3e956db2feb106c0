// The base class of request DTOs. It keeps no state of its own on instances — no fields, no
// private names (the fast path may build a DTO from its class's blueprint instead of the
// constructor, instance-blueprint.ts): everything it needs lives in the class's cached shape.

import { shapeOf } from './class-shape.js';
import { writePath } from './dot-path.js';
import { exportWriterOf } from './export-writer.js';
import { REQUEST_BRAND, type RequestClass, type RequestObject } from './request-class.js';
import type { RequestHandler } from './request-handler.js';
import {
  type RequestSchema,
  type RequestStandardProps,
  standardPropsOf,
  useHandler,
} from './standard-schema.js';

/**
 * Extend it, declare fields, and let `RequestHandler` fill them.
 *
 * @example
 * class SignUp extends Request {
 *   @Validate('required|email') email!: string;
 *   @Cast('int') age?: number;
 *   newsletter = false;
 * }
 * const dto = await new RequestHandler().handleBody(SignUp, { email: 'a@b.co', age: '41' });
 * dto.toArray(); // { email: 'a@b.co', age: 41, newsletter: false }
 */
export abstract class Request implements RequestObject {
  /**
   * Standard Schema v1 and Standard JSON Schema v1 (docs/standard-schema.md): any subclass can be
   * handed to a consumer as is, e.g. Hono's `sValidator('json', CreateOrder)`. TypeScript cannot
   * type a static member per subclass, so the output is typed `Request` here; `Dto.schema()`
   * gives the same object typed with the subclass.
   */
  static get '~standard'(): RequestStandardProps<Request> {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass the consumer was given
    return standardPropsOf(this as unknown as RequestClass);
  }

  /**
   * This class, typed as a Standard Schema whose output is an instance of it.
   *
   * @example
   * app.post('/orders', sValidator('json', CreateOrder.schema()), (c) => c.req.valid('json').lines);
   */
  static schema<T extends Request>(this: new () => T): RequestSchema<T> {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass, returned typed
    return this as unknown as RequestSchema<T>;
  }

  /**
   * Replaces the `RequestHandler` that Standard Schema validation maps this class (and its
   * subclasses without their own) with; `Request.use(handler)` replaces the default for all.
   */
  static use<C extends abstract new () => Request>(this: C, handler: RequestHandler): C {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass the handler is for
    useHandler(this, handler);
    // biome-ignore lint/complexity/noThisInStatic: returned for chaining
    return this;
  }

  /** Managed fields holding a value (null included), minus `@Exclude`; nested requests converted. */
  toArray(): Record<string, unknown> {
    return exportWriterOf(this.constructor, exported)(this as unknown as Record<string, unknown>);
  }

  /** Whether `name` is a managed field holding a value (filled, generated or declared default). */
  has(name: string): boolean {
    return managedValue(this, name) !== undefined;
  }

  /** The value of managed field `name`, or `fallback` when it holds none. */
  get(name: string, fallback?: unknown): unknown {
    const value = managedValue(this, name);
    return value === undefined ? fallback : value;
  }

  /** The members of group `name` holding a non-null value, each at its `mapTo` path. */
  group(name: string): Record<string, unknown> {
    const self = this as unknown as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const member of shapeOf(this.constructor).groups.get(name) ?? []) {
      const value = self[member.field];
      if (value !== undefined && value !== null) writePath(out, member.path, exported(value));
    }
    return out;
  }

  /** Same as `toArray()`, so `JSON.stringify(dto)` writes the exported fields. */
  toJSON(): Record<string, unknown> {
    return this.toArray();
  }
}

// Recognised by the rest of the mapping without importing this class (request-class.ts).
Object.defineProperty(Request, REQUEST_BRAND, { value: true });

function managedValue(dto: Request, name: string): unknown {
  const shape = shapeOf(dto.constructor);
  if (typeof name !== 'string' || shape.index[name] === undefined) return undefined;
  return (dto as unknown as Record<string, unknown>)[name];
}

/** A field's value as `toArray()` writes it: DTOs (and lists holding some) as their own export. */
export function exported(value: unknown): unknown {
  if (value instanceof Request) return value.toArray();
  if (Array.isArray(value) && value.some((item) => item instanceof Request)) {
    return value.map((item) => (item instanceof Request ? item.toArray() : item));
  }
  return value;
}

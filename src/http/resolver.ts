import type { Constructor } from '../shared/constructor.js';
import type { HttpContext } from './context.js';

/**
 * Turns a controller or middleware class into an instance. Plug in a DI container by
 * implementing `resolve`; it is called on every request, so a container may return
 * request-scoped instances (it receives the context).
 *
 * @example
 * const kernel = new HttpKernel(routes, {
 *   resolver: { resolve: (cls) => container.get(cls) },
 * });
 */
export interface ControllerResolver {
  resolve<T extends object>(cls: Constructor<T>, ctx: HttpContext): T;
}

/**
 * The default resolver: one instance per class, created on first use with `new cls()`.
 *
 * @example
 * const resolver = new SingletonResolver().register(UserController, new UserController(store));
 */
export class SingletonResolver implements ControllerResolver {
  readonly #instances = new Map<Constructor, object>();

  /** Supplies a ready instance (e.g. one built with constructor arguments). */
  register<T extends object>(cls: Constructor<T>, instance: T): this {
    this.#instances.set(cls, instance);
    return this;
  }

  resolve<T extends object>(cls: Constructor<T>): T {
    let instance = this.#instances.get(cls);
    if (instance === undefined) {
      instance = new (cls as unknown as new () => T)();
      this.#instances.set(cls, instance);
    }
    return instance as T;
  }
}

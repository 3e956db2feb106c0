/** Any class, abstract ones included: controllers, middleware, processors, casters, generators. */
export type Constructor<T = object> = abstract new (...args: any[]) => T;

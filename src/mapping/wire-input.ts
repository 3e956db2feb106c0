// The type of what a client may send for a request class: its data fields before casts, each
// optional (the type system cannot see which fields have defaults or `required` rules). A number
// field also takes numeric text and a boolean field its text forms, as their casts accept them;
// a `Date` field takes text; nested request classes and lists take their own wire input.

/** What a client may send for one field of type `T`. */
export type WireValue<T> = T extends Date
  ? string | T
  : T extends number
    ? number | string
    : T extends boolean
      ? boolean | string
      : T extends readonly (infer E)[]
        ? readonly WireValue<E>[]
        : T extends (...args: never[]) => unknown
          ? never
          : T extends object
            ? WireInput<T>
            : T;

/**
 * What a client may send for the request class instance type `T` (Standard Schema's input type):
 * every data field optional, with the values its casts accept.
 *
 * @example
 * const body: WireInput<CreateOrder> = { email: 'ada@example.com', quantity: '3' };
 */
export type WireInput<T> = {
  [K in keyof T as K extends string
    ? T[K] extends (...args: never[]) => unknown
      ? never
      : K
    : never]?: WireValue<T[K]>;
};

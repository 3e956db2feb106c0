// Records handed to user code — route parameters, `ctx.state` — inherit nothing: their
// prototype is an empty object without a prototype, so a key that is not there reads
// `undefined` (`constructor`, `toString` included) and writing `__proto__` makes an own key.
// A constructor rather than `Object.create(null)`, so each record keeps V8's fast properties.

/** The prototype of every bare record: no keys, no prototype. */
const BARE_PROTOTYPE: object = Object.freeze(Object.create(null));

/** `new BareRecord()`: an empty object that inherits nothing. */
export const BareRecord = function BareRecord(this: object): void {} as unknown as new () => Record<
  string,
  never
>;
(BareRecord as { prototype: object }).prototype = BARE_PROTOTYPE;

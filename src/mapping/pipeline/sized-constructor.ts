// Constructors of empty DTOs that need no generated code. V8 gives the objects of a constructor
// room in-object for as many fields as its source has `this.x =` stores, whether they run or not,
// and trims the room its first objects leave unused: one written source per size serves every
// class up to that many fields, and each call returns a constructor of its own, with its own
// prototype and its own V8 map. The stores are bytecode (`never` is a parameter, never passed, so
// that no minifier drops them as dead code), and a constructor is inlined into the fast path that
// calls it only while its bytecode is small: the sizes stop at 32 fields, past which the class's
// constructor is generated (write-instance.ts).

/** The most own fields a `sizedConstructor` object holds in-object. */
export const SIZED_FIELDS = 32;

/** A new constructor of empty objects with `prototype`, sized for `fields` (at most `SIZED_FIELDS`). */
export function sizedConstructor(prototype: object, fields: number): Function {
  const Blueprint = fields <= 8 ? sized8() : fields <= 16 ? sized16() : sized32();
  Blueprint.prototype = prototype;
  made.add(Blueprint);
  return Blueprint;
}

/** Every constructor `sizedConstructor` made, for an ahead-of-time build to tell them apart. */
const made = new WeakSet<Function>();

/** Whether `value` is a constructor `sizedConstructor` made. */
export function isSizedConstructor(value: unknown): boolean {
  return typeof value === 'function' && made.has(value);
}

function sized8(): Function {
  return function Blueprint(this: Record<string, undefined>, never?: true): void {
    if (never === true) {
      // biome-ignore format: the stores eight to a line
      this.s0 = this.s1 = this.s2 = this.s3 = this.s4 = this.s5 = this.s6 = this.s7 =
        undefined;
    }
  };
}

function sized16(): Function {
  return function Blueprint(this: Record<string, undefined>, never?: true): void {
    if (never === true) {
      // biome-ignore format: the stores eight to a line
      this.s0 = this.s1 = this.s2 = this.s3 = this.s4 = this.s5 = this.s6 = this.s7 =
        this.s8 = this.s9 = this.s10 = this.s11 = this.s12 = this.s13 = this.s14 = this.s15 =
        undefined;
    }
  };
}

function sized32(): Function {
  return function Blueprint(this: Record<string, undefined>, never?: true): void {
    if (never === true) {
      // biome-ignore format: the stores eight to a line
      this.s0 = this.s1 = this.s2 = this.s3 = this.s4 = this.s5 = this.s6 = this.s7 =
        this.s8 = this.s9 = this.s10 = this.s11 = this.s12 = this.s13 = this.s14 = this.s15 =
        this.s16 = this.s17 = this.s18 = this.s19 = this.s20 = this.s21 = this.s22 = this.s23 =
        this.s24 = this.s25 = this.s26 = this.s27 = this.s28 = this.s29 = this.s30 = this.s31 =
        undefined;
    }
  };
}

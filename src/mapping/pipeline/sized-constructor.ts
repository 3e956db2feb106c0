// A constructor of empty DTOs that needs no generated code. V8 gives the objects of a
// constructor room in-object for as many fields as its source has `this.x =` stores, whether
// they run or not, and trims the room its first objects leave unused: one source sized for
// `SIZED_FIELDS` serves every class up to that many fields, and each call returns a constructor
// of its own, with its own prototype and its own V8 map.

/** The most own fields a `sizedConstructor` object holds in-object. */
export const SIZED_FIELDS = 160;

/** A new constructor of empty objects with `prototype`, sized for up to `SIZED_FIELDS` fields. */
export function sizedConstructor(prototype: object): Function {
  // `never` is never passed (`new Blueprint()`): the stores only size the objects. A parameter,
  // not a constant, so that no minifier drops the branch.
  function Blueprint(this: Record<string, undefined>, never?: true): void {
    if (never === true) {
      // biome-ignore format: the stores eight to a line
      this.s0 = this.s1 = this.s2 = this.s3 = this.s4 = this.s5 = this.s6 = this.s7 =
        this.s8 = this.s9 = this.s10 = this.s11 = this.s12 = this.s13 = this.s14 = this.s15 =
        this.s16 = this.s17 = this.s18 = this.s19 = this.s20 = this.s21 = this.s22 = this.s23 =
        this.s24 = this.s25 = this.s26 = this.s27 = this.s28 = this.s29 = this.s30 = this.s31 =
        this.s32 = this.s33 = this.s34 = this.s35 = this.s36 = this.s37 = this.s38 = this.s39 =
        this.s40 = this.s41 = this.s42 = this.s43 = this.s44 = this.s45 = this.s46 = this.s47 =
        this.s48 = this.s49 = this.s50 = this.s51 = this.s52 = this.s53 = this.s54 = this.s55 =
        this.s56 = this.s57 = this.s58 = this.s59 = this.s60 = this.s61 = this.s62 = this.s63 =
        this.s64 = this.s65 = this.s66 = this.s67 = this.s68 = this.s69 = this.s70 = this.s71 =
        this.s72 = this.s73 = this.s74 = this.s75 = this.s76 = this.s77 = this.s78 = this.s79 =
        this.s80 = this.s81 = this.s82 = this.s83 = this.s84 = this.s85 = this.s86 = this.s87 =
        this.s88 = this.s89 = this.s90 = this.s91 = this.s92 = this.s93 = this.s94 = this.s95 =
        this.s96 = this.s97 = this.s98 = this.s99 = this.s100 = this.s101 = this.s102 = this.s103 =
        this.s104 = this.s105 = this.s106 = this.s107 = this.s108 = this.s109 = this.s110 = this.s111 =
        this.s112 = this.s113 = this.s114 = this.s115 = this.s116 = this.s117 = this.s118 = this.s119 =
        this.s120 = this.s121 = this.s122 = this.s123 = this.s124 = this.s125 = this.s126 = this.s127 =
        this.s128 = this.s129 = this.s130 = this.s131 = this.s132 = this.s133 = this.s134 = this.s135 =
        this.s136 = this.s137 = this.s138 = this.s139 = this.s140 = this.s141 = this.s142 = this.s143 =
        this.s144 = this.s145 = this.s146 = this.s147 = this.s148 = this.s149 = this.s150 = this.s151 =
        this.s152 = this.s153 = this.s154 = this.s155 = this.s156 = this.s157 = this.s158 = this.s159 =
        undefined;
    }
  }
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

// Which declaration of each field a request class uses, before the class shape checks it: the
// decorator records of the nearest class in the chain that decorates the field (a subclass
// re-declaring an inherited field replaces its decorators, as a re-declared field replaces its
// initializer), on top of the fields a derived base (derived-classes.ts) takes from its
// source classes. ARCHITECTURE.md "Pipeline order" and docs/mapping.md "Derived classes".
import { type FieldRecord, recordTablesOf } from './decorators/field-records.js';

/** One field as the class that declares it wrote it. */
export interface FieldDeclaration {
  /** The decorator records of the one declaration that counts, in written order. */
  readonly records: readonly FieldRecord[];
  /** `design:type` of that declaration (legacy decorators with `emitDecoratorMetadata`). */
  readonly designType: unknown;
  /** The field's default on a fresh instance of the declaring class, read for type-driven casts. */
  readonly initial: unknown;
  /** The class whose static methods a processor given by name refers to. */
  readonly methodsOf: Function;
}

/** Field name → declaration, in field order (base classes first). */
export type FieldDeclarations = ReadonlyMap<string, FieldDeclaration>;

const derivedBases = new WeakMap<Function, () => FieldDeclarations>();

/**
 * Marks `base` as a derived base: the fields of a class extending it start from what
 * `declarations` returns, asked when that class's shape is first built (not at definition,
 * so `@Items(() => Later)` thunks of the source classes resolve as usual).
 */
export function registerDerivedBase(base: Function, declarations: () => FieldDeclarations): void {
  derivedBases.set(base, declarations);
}

/** The declaration of every field of `cls` that is managed or explicitly ignored. */
export function declarationsOf(cls: new () => object): FieldDeclarations {
  const inherited = inheritedDeclarationsOf(cls);
  const sample = new cls() as Record<string, unknown>;
  const written = new Map<string, { records: FieldRecord[]; designType: unknown }>();
  for (const table of recordTablesOf(cls)) {
    for (const [field, list] of table.fields) {
      // Decorators apply bottom-up; reversing restores the written order (matters for processors).
      written.set(field, { records: [...list].reverse(), designType: table.designTypes.get(field) });
    }
  }
  const names = new Set([...inherited.keys(), ...Object.keys(sample), ...written.keys()]);
  const out = new Map<string, FieldDeclaration>();
  for (const name of names) {
    const own = written.get(name);
    const base = inherited.get(name);
    const initial = Object.hasOwn(sample, name) ? sample[name] : base?.initial;
    if (own !== undefined) {
      out.set(name, { records: own.records, designType: own.designType, initial, methodsOf: cls });
    } else if (base !== undefined) {
      out.set(name, { ...base, initial });
    } else {
      out.set(name, { records: [], designType: undefined, initial, methodsOf: cls });
    }
  }
  return out;
}

/** The declarations of the nearest derived base in the chain of `cls`, if any. */
export function inheritedDeclarationsOf(cls: Function): FieldDeclarations {
  for (let current: unknown = cls; typeof current === 'function'; current = Object.getPrototypeOf(current)) {
    const derive = derivedBases.get(current);
    if (derive !== undefined) return derive();
  }
  return new Map();
}

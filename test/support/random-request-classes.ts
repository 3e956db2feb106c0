// Random request classes for the differential tests of the mapping's backends: sources,
// rule strings, casts, defaults and nested @Items, and optionally the hooks (pre- and
// post-processors, casters, generators, each synchronous or not), built at run time with the
// decorators of the mode the suite was compiled in; and random inputs for them.
import fc from 'fast-check';
import {
  Cast,
  Caster,
  type CastType,
  FromBody,
  FromContext,
  FromRoute,
  Generator,
  Items,
  Nested,
  oneOf,
  PostProcess,
  PreProcess,
  type ProcessContext,
  Request,
  Validate,
} from '../../src/index.js';
import { decoratorMode } from './decorator-mode.js';

type Decorator = (target: unknown, context: unknown) => void;

export interface FieldSpec {
  name: string;
  source: 'body' | 'path' | 'route' | 'context' | 'unsafe';
  rules: string | undefined;
  cast: CastType | undefined;
  fallback: unknown;
  items: ClassSpec | undefined;
  /** How `items` is declared: `@Items` or `@Nested`, of one class or of a `oneOf` union of two. */
  nesting: { decorator: 'Items' | 'Nested'; union: boolean };
  /** Hooks on the field (none in classes drawn without hooks); each runs synchronously or not. */
  hooks: FieldHooks;
}

export type Timing = 'sync' | 'async';

export interface FieldHooks {
  pre: Timing[];
  post: Timing[];
  /** A custom caster, in place of the built-in cast (and of nested items). */
  caster: Timing | undefined;
  /** A generator replaces every other decorator of the field. */
  generator: Timing | undefined;
}

const noHooks: FieldHooks = { pre: [], post: [], caster: undefined, generator: undefined };

export interface ClassSpec {
  fields: FieldSpec[];
  /** Defaults as class fields, no constructor: the fast path builds it from its blueprint. */
  plain: boolean;
}

/** Applies field decorators to a class made at run time, as the compiler would in this mode. */
function decorate(cls: Function, name: string, decorators: Decorator[]): void {
  if (decoratorMode === 'legacy') {
    for (const decorator of decorators.reverse()) decorator(cls.prototype, name);
    return;
  }
  const holder = cls as unknown as Record<symbol, object>;
  if (!Object.hasOwn(cls, Symbol.metadata)) {
    const parent = (Object.getPrototypeOf(cls) as Record<symbol, object | undefined>)[Symbol.metadata];
    Object.defineProperty(cls, Symbol.metadata, { value: Object.create(parent ?? null), configurable: true });
  }
  const context = { kind: 'field', name, static: false, private: false, metadata: holder[Symbol.metadata] };
  for (const decorator of decorators.reverse()) decorator(undefined, context);
}

/** Builds a request class from `spec` (nested classes first). */
export function build(spec: ClassSpec): new () => Request {
  const defaults = spec.fields.filter((field) => field.fallback !== undefined);
  const cls = spec.plain
    ? plainClass(defaults)
    : class extends Request {
        constructor() {
          super();
          for (const field of defaults) (this as Record<string, unknown>)[field.name] = field.fallback;
        }
      };
  for (const field of spec.fields) {
    const decorators: Decorator[] = [];
    const { hooks } = field;
    if (hooks.generator !== undefined) {
      decorate(cls, field.name, [Generator(generator(hooks.generator)) as Decorator]);
      continue;
    }
    if (field.source === 'path') decorators.push(FromBody(`inner.${field.name}`) as Decorator);
    if (field.source === 'route') decorators.push(FromRoute(field.name) as Decorator);
    if (field.source === 'context') decorators.push(FromContext(field.name) as Decorator);
    // A key the mapping never reads: the field is always absent.
    if (field.source === 'unsafe') decorators.push(FromRoute('__proto__') as Decorator);
    for (const timing of hooks.pre) decorators.push(PreProcess(later(timing, trim)) as Decorator);
    if (field.rules !== undefined) decorators.push(Validate(field.rules) as Decorator);
    if (hooks.caster !== undefined)
      decorators.push(Caster({ cast: later(hooks.caster, measure) }) as Decorator);
    else if (field.items !== undefined) decorators.push(nestingDecorator(field.items, field.nesting));
    else if (field.cast !== undefined) decorators.push(Cast(field.cast) as Decorator);
    for (const timing of hooks.post) decorators.push(PostProcess(later(timing, mark)) as Decorator);
    decorate(cls, field.name, decorators);
  }
  return cls;
}

/** `@Items(Cls)`, `@Nested(Cls)`, or either over `oneOf('kind', { a: Cls, b: Cls' })` (two classes of one spec). */
function nestingDecorator(spec: ClassSpec, nesting: FieldSpec['nesting']): Decorator {
  const target = nesting.union ? oneOf('kind', { a: build(spec), b: build(spec) }) : build(spec);
  return (nesting.decorator === 'Items' ? Items(target) : Nested(target)) as Decorator;
}

/** The hook's work, now or after a promise settles. */
function later(timing: Timing, work: (value: unknown) => unknown): (value: unknown) => unknown {
  return timing === 'sync' ? work : (value) => Promise.resolve().then(() => work(value));
}

/** Pre-processing: text trimmed, anything else kept. */
function trim(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** A caster: text becomes its length, a list its count; anything else is kept. */
function measure(value: unknown): unknown {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return value;
}

/** Post-processing that leaves a trace: text gets `!`, numbers one more, a list its count. */
function mark(value: unknown): unknown {
  if (typeof value === 'string') return `${value}!`;
  if (typeof value === 'number') return value + 1;
  if (Array.isArray(value)) return value.length;
  return value;
}

/** A generator whose value depends on the call's context and route. */
function generator(timing: Timing): { generate: (options: object, context: ProcessContext) => unknown } {
  const make = (context: ProcessContext) =>
    `generated:${Object.keys(context.route).length}:${Object.keys(context.context).length}`;
  return {
    generate: (_options, context) =>
      timing === 'sync' ? make(context) : Promise.resolve().then(() => make(context)),
  };
}

/** `class extends Request { a = "preset"; b = 7; }`, written as source: field initializers only. */
function plainClass(defaults: FieldSpec[]): new () => Request {
  const body = defaults.map((field) => `${field.name} = ${JSON.stringify(field.fallback)};`).join(' ');
  return new Function('Request', `return class extends Request { ${body} }`)(Request);
}

const ruleParts = fc.subarray(
  [
    'bail',
    'nullable',
    'required',
    'string',
    'integer',
    'numeric',
    'boolean',
    'min:1',
    'max:4',
    'min_value:0',
    'max_value:10',
    'in:a,b,1',
    'email',
    'array',
    'same:a',
    'required_with:b',
    'date',
    'string|max:10',
    'exclude_if:a,b',
  ],
  { maxLength: 4 },
);

const scalarRules = fc.option(
  ruleParts.map((parts) => parts.join('|')),
  { nil: undefined },
);

const timing = fc.constantFrom<Timing>('sync', 'async');

/** Hooks on about half the fields: pre- and post-processors, a caster or a generator. */
const someHooks: fc.Arbitrary<FieldHooks> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(noHooks) },
  {
    weight: 3,
    arbitrary: fc.record({
      pre: fc.array(timing, { maxLength: 2 }),
      post: fc.array(timing, { maxLength: 2 }),
      caster: fc.option(timing, { nil: undefined, freq: 3 }),
      generator: fc.option(timing, { nil: undefined, freq: 6 }),
    }),
  },
);

function fieldsOf(
  names: string[],
  nested: fc.Arbitrary<ClassSpec> | null,
  hooks: fc.Arbitrary<FieldHooks>,
): fc.Arbitrary<FieldSpec[]> {
  return fc.tuple(
    ...names.map((name) =>
      fc.record({
        name: fc.constant(name),
        source: fc.constantFrom<FieldSpec['source']>('body', 'body', 'path', 'route', 'context', 'unsafe'),
        rules: scalarRules,
        cast: fc.option(fc.constantFrom<CastType>('int', 'float', 'bool', 'string', 'array', 'datetime'), {
          nil: undefined,
        }),
        fallback: fc.constantFrom(undefined, undefined, 'preset', 7),
        items: nested === null ? fc.constant(undefined) : fc.option(nested, { nil: undefined, freq: 3 }),
        nesting: fc.record({
          decorator: fc.constantFrom<'Items' | 'Nested'>('Items', 'Nested'),
          union: fc.boolean(),
        }),
        hooks,
      }),
    ),
  );
}

function classOf(
  names: string[],
  nested: fc.Arbitrary<ClassSpec> | null,
  hooks: fc.Arbitrary<FieldHooks>,
): fc.Arbitrary<ClassSpec> {
  return fc
    .subarray(names, { minLength: 1 })
    .chain((chosen) => fieldsOf(chosen, nested, hooks))
    .chain((fields) => fc.boolean().map((plain) => ({ fields, plain })));
}

/** Classes of built-in steps only (the shape a fast path takes), nesting one level of items. */
export const topClass: fc.Arbitrary<ClassSpec> = classOf(
  ['a', 'b', 'c', 'd', 'e'],
  classOf(['a', 'b', 'c'], null, fc.constant(noHooks)),
  fc.constant(noHooks),
);

/** Classes using every step kind, hooks included, at both levels. */
export const hookedClass: fc.Arbitrary<ClassSpec> = classOf(
  ['a', 'b', 'c', 'd', 'e'],
  classOf(['a', 'b', 'c'], null, someHooks),
  someHooks,
);

const scalar = fc.constantFrom<unknown>(
  '',
  ' ',
  'a',
  'b',
  'abc',
  '1',
  '2.5',
  '-3',
  '1e3',
  'true',
  'x@y.co',
  '2024-05-01',
  '2024-05-01T10:00:00Z',
  0,
  1,
  -1,
  2.5,
  11,
  true,
  false,
  null,
  // Numbers and text at the edges of the typed lanes (typed-lane.ts): signed zero, non-finite,
  // integers past 32 bits and past the safe ones, a fraction, and text that only looks filled
  // past ASCII.
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32 + 0.5,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  0.1,
  '\u00a0',
  ' 7',
);

// `kind` is the tag of the random unions: a branch's name, another text, or no string at all.
const leafObject = fc.dictionary(
  fc.constantFrom('a', 'b', 'c', 'kind'),
  fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 2, arbitrary: fc.constantFrom('a', 'b', 'z') }),
  { maxKeys: 4 },
);

const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(leafObject, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 2 }) },
  { weight: 1, arbitrary: leafObject },
);

const bag = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), value, { maxKeys: 5 });

export const input = fc.record({
  body: fc
    .tuple(bag, fc.option(bag, { nil: undefined }))
    .map(([main, inner]) => (inner === undefined ? main : { ...main, inner })),
  route: bag,
  context: bag,
  limits: fc.option(
    fc.record({ maxDepth: fc.integer({ min: 1, max: 3 }), maxArrayLength: fc.integer({ min: 0, max: 3 }) }),
    { nil: undefined },
  ),
});

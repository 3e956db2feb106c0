// The fused class function (one generated pass per class) must give exactly what the general
// steps give: on random classes — sources, rule strings, casts, defaults, nested @Items — and
// random inputs and limits, the default handler agrees with the same validator behind a foreign
// wrapper (general generated steps, never fused) and with jitless closures.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  Cast,
  type CastType,
  FromBody,
  FromContext,
  FromRoute,
  type HandleOptions,
  Items,
  Request,
  RequestHandler,
  Validate,
  Validator,
  type ValidatorInterface,
} from '../../src/index.js';
import { decoratorMode } from '../support/decorator-mode.js';
import { mappingOutcome } from '../support/mapping-outcome.js';

type Decorator = (target: unknown, context: unknown) => void;

interface FieldSpec {
  name: string;
  source: 'body' | 'path' | 'route' | 'context' | 'unsafe';
  rules: string | undefined;
  cast: CastType | undefined;
  fallback: unknown;
  items: ClassSpec | undefined;
}

interface ClassSpec {
  fields: FieldSpec[];
  /** Defaults as class fields, no constructor: the fused path builds it from its blueprint. */
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
function build(spec: ClassSpec): new () => Request {
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
    if (field.source === 'path') decorators.push(FromBody(`inner.${field.name}`) as Decorator);
    if (field.source === 'route') decorators.push(FromRoute(field.name) as Decorator);
    if (field.source === 'context') decorators.push(FromContext(field.name) as Decorator);
    // A key the mapping never reads: the field is always absent.
    if (field.source === 'unsafe') decorators.push(FromRoute('__proto__') as Decorator);
    if (field.rules !== undefined) decorators.push(Validate(field.rules) as Decorator);
    if (field.items !== undefined) decorators.push(Items(build(field.items)) as Decorator);
    else if (field.cast !== undefined) decorators.push(Cast(field.cast) as Decorator);
    decorate(cls, field.name, decorators);
  }
  return cls;
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
  ],
  { maxLength: 4 },
);

const scalarRules = fc.option(
  ruleParts.map((parts) => parts.join('|')),
  { nil: undefined },
);

function fieldsOf(names: string[], nested: fc.Arbitrary<ClassSpec> | null): fc.Arbitrary<FieldSpec[]> {
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
      }),
    ),
  );
}

const leafClass: fc.Arbitrary<ClassSpec> = fc
  .subarray(['a', 'b', 'c'], { minLength: 1 })
  .chain((names) => fieldsOf(names, null))
  .chain((fields) => fc.boolean().map((plain) => ({ fields, plain })));

const topClass: fc.Arbitrary<ClassSpec> = fc
  .subarray(['a', 'b', 'c', 'd', 'e'], { minLength: 1 })
  .chain((names) => fieldsOf(names, leafClass))
  .chain((fields) => fc.boolean().map((plain) => ({ fields, plain })));

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
  // past the safe integers, a fraction, and text that only looks filled past ASCII.
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53 + 2,
  0.1,
  '\u00a0',
  ' 7',
);

const leafObject = fc.dictionary(fc.constantFrom('a', 'b', 'c'), scalar, { maxKeys: 3 });

const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(leafObject, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 2 }) },
  { weight: 1, arbitrary: leafObject },
);

const bag = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), value, { maxKeys: 5 });

const input = fc.record({
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

/** The built-in validator behind the public interface only: the handler never fuses with it. */
function foreign(inner: Validator): ValidatorInterface {
  return {
    validate: (data, rules) => inner.validate(data, rules),
    compile: (rules) => inner.compile(rules),
  };
}

const fused = new RequestHandler();
const general = new RequestHandler(foreign(new Validator()));
const closures = new RequestHandler(undefined, { jitless: true });

test('fused class functions map like the general steps on random classes and inputs', async () => {
  await fc.assert(
    fc.asyncProperty(topClass, fc.array(input, { minLength: 1, maxLength: 4 }), async (spec, inputs) => {
      const cls = build(spec);
      // Fused functions are built on a class's second call: the first input is mapped again last.
      for (const { body, route, context, limits } of [...inputs, inputs[0]!]) {
        const options: HandleOptions = limits === undefined ? { route, context } : { route, context, limits };
        const expected = await mappingOutcome(() => general.handleArray(cls, body, options));
        assert.deepStrictEqual(await mappingOutcome(() => fused.handleArray(cls, body, options)), expected);
        assert.deepStrictEqual(
          await mappingOutcome(() => closures.handleArray(cls, body, options)),
          expected,
        );
      }
    }),
    { numRuns: 300 },
  );
});

// The decorator-free form (`static fields = fields({...})`) builds the same class metadata as
// the decorators: random classes written both ways — decorators applied as the compiler does
// in this build's mode, and the same declarations as field helpers — must fail with the same
// ConfigurationException, or map every random input to the same DTO or the same errors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  Cast,
  ConfigurationException,
  cast,
  Exclude,
  exclude,
  type FieldSpec,
  FromBody,
  FromContext,
  FromRoute,
  fields,
  fromBody,
  fromContext,
  fromRoute,
  Group,
  group,
  Ignore,
  Items,
  ignore,
  items,
  PreProcess,
  preProcess,
  Request,
  RequestHandler,
  Validate,
  validate,
} from '../../src/index.js';
import { runs } from '../property/settings.js';
import { decoratorMode } from '../support/decorator-mode.js';
import { mappingOutcome } from '../support/mapping-outcome.js';

type Decorator = (target: unknown, context: unknown) => void;

class Line extends Request {
  @Validate('required|string') sku = '';
}
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** One declaration, both ways: the decorator and its helper (or rule-string shorthand). */
interface Declaration {
  label: string;
  decorator: () => unknown;
  helper: () => FieldSpec<never> | string;
}
const declaration = (
  label: string,
  decorator: () => unknown,
  helper: () => FieldSpec<never> | string,
): Declaration => ({
  label,
  decorator,
  helper,
});

const pool: Declaration[] = [
  declaration(
    "'required'",
    () => Validate('required'),
    () => 'required',
  ),
  declaration(
    "'nullable|integer'",
    () => Validate('nullable|integer'),
    () => 'nullable|integer',
  ),
  declaration(
    "validate('string|max:4')",
    () => Validate('string|max:4'),
    () => validate('string|max:4'),
  ),
  declaration(
    "validate('array')",
    () => Validate('array'),
    () => validate('array'),
  ),
  declaration(
    "'required|emial'",
    () => Validate('required|emial'),
    () => 'required|emial',
  ),
  declaration(
    'fromRoute()',
    () => FromRoute(),
    () => fromRoute(),
  ),
  declaration(
    "fromContext('user')",
    () => FromContext('user'),
    () => fromContext('user'),
  ),
  declaration(
    "fromBody('inner.x')",
    () => FromBody('inner.x'),
    () => fromBody('inner.x'),
  ),
  declaration(
    "cast('int')",
    () => Cast('int'),
    () => cast('int'),
  ),
  declaration(
    "cast('bool')",
    () => Cast('bool'),
    () => cast('bool'),
  ),
  declaration(
    "cast('nope')",
    () => Cast('nope' as never),
    () => cast('nope' as never),
  ),
  declaration(
    'items(Line)',
    () => Items(Line),
    () => items(Line),
  ),
  declaration(
    "group('g')",
    () => Group('g'),
    () => group('g'),
  ),
  declaration(
    "group('g', { mapTo: 'x.y' })",
    () => Group('g', { mapTo: 'x.y' }),
    () => group('g', { mapTo: 'x.y' }),
  ),
  declaration(
    'exclude()',
    () => Exclude(),
    () => exclude(),
  ),
  declaration(
    'ignore()',
    () => Ignore(),
    () => ignore(),
  ),
  declaration(
    'preProcess(trim)',
    () => PreProcess(trim),
    () => preProcess(trim),
  ),
];

interface ClassPlan {
  /** Per field, its declarations in written order. */
  fields: Array<{ name: string; declarations: Declaration[]; initial: unknown }>;
}

/** Applies decorators to a class made at run time, as the compiler would in this mode. */
function decorate(cls: Function, name: string, decorators: Decorator[]): void {
  if (decoratorMode === 'legacy') {
    for (const decorator of [...decorators].reverse()) decorator(cls.prototype, name);
    return;
  }
  if (!Object.hasOwn(cls, Symbol.metadata)) {
    Object.defineProperty(cls, Symbol.metadata, { value: Object.create(null), configurable: true });
  }
  const metadata = (cls as unknown as Record<symbol, object>)[Symbol.metadata];
  const context = { kind: 'field', name, static: false, private: false, metadata };
  for (const decorator of [...decorators].reverse()) decorator(undefined, context);
}

function baseClass(plan: ClassPlan): new () => Request {
  const cls = class extends Request {
    constructor() {
      super();
      for (const field of plan.fields) {
        Object.defineProperty(this, field.name, {
          value: field.initial,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      }
    }
  };
  // Both forms under one name, so their errors can be compared whole.
  Object.defineProperty(cls, 'name', { value: 'Order' });
  return cls;
}

function decorated(plan: ClassPlan): new () => Request {
  const cls = baseClass(plan);
  for (const field of plan.fields) {
    decorate(
      cls,
      field.name,
      field.declarations.map((entry) => entry.decorator() as Decorator),
    );
  }
  return cls;
}

function declaredWithFields(plan: ClassPlan): new () => Request {
  const cls = baseClass(plan);
  const table = Object.fromEntries(
    plan.fields
      .filter((field) => field.declarations.length > 0)
      .map((field) => [field.name, field.declarations.map((entry) => entry.helper())]),
  );
  Object.defineProperty(cls, 'fields', { value: fields(table) });
  return cls;
}

type Built = { built: true } | { code: string; className: string; property: string; message: string };

function build(handler: RequestHandler, cls: new () => Request): Built {
  try {
    handler.compile(cls);
    return { built: true };
  } catch (error) {
    assert.ok(error instanceof ConfigurationException, String(error));
    return { code: error.code, className: error.className, property: error.property, message: error.message };
  }
}

const classPlan: fc.Arbitrary<ClassPlan> = fc
  .uniqueArray(fc.constantFrom('a', 'b', 'c', 'x'), { minLength: 1, maxLength: 3 })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.record({
          name: fc.constant(name),
          declarations: fc.array(fc.constantFrom(...pool), { maxLength: 3 }),
          initial: fc.constantFrom(undefined, '', 0, null),
        }),
      ),
    ),
  )
  .map((fieldsOfPlan) => ({ fields: fieldsOfPlan }));

const value = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(' 7 '),
);
const body = fc.dictionary(
  fc.constantFrom('a', 'b', 'c', 'x', 'inner'),
  fc.oneof(value, fc.array(fc.record({ sku: value }), { maxLength: 2 }), fc.record({ x: value })),
);
const bags = fc.record({
  route: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'x'), fc.string({ maxLength: 3 })),
  user: value,
});

test('both forms of random classes fail the same way or map every input the same', async () => {
  let mappedClasses = 0;
  await fc.assert(
    fc.asyncProperty(
      classPlan,
      fc.array(fc.tuple(body, bags), { minLength: 1, maxLength: 4 }),
      async (plan, inputs) => {
        const handler = new RequestHandler();
        const withDecorators = decorated(plan);
        const withFields = declaredWithFields(plan);
        const built = build(handler, withDecorators);
        assert.deepEqual(build(handler, withFields), built);
        if (!('built' in built)) return;
        mappedClasses++;
        for (const [input, { route, user }] of inputs) {
          const options = { route, context: { user } };
          const expected = await mappingOutcome(() => handler.handleBody(withDecorators, input, options));
          const actual = await mappingOutcome(() => handler.handleBody(withFields, input, options));
          assert.deepEqual(actual, expected);
          if ('ok' in expected) {
            const [one, two] = await Promise.all([
              handler.handleBody(withDecorators, input, options),
              handler.handleBody(withFields, input, options),
            ]);
            assert.deepEqual(two.group('g'), one.group('g'));
          }
        }
      },
    ),
    runs('fields form equals decorators', 300),
  );
  // The comparison of mapped DTOs must have run, not only that of configuration errors.
  assert.ok(mappedClasses > 30, `only ${mappedClasses} random classes were valid`);
});

// A flat request class is taken ready from its ahead-of-time build (docs/build.md, "Ready fast
// paths"): found by its print, which must tell apart every declaration its fast path is written
// from, and checked against the code this intake writes once an input needs the class's plan.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, afterEach, describe, it } from 'node:test';
import { forgetBuild, useBuild } from '../../src/compiler/compiled-build.js';
import {
  type BuiltClass,
  type CompiledBuild,
  cast,
  exclude,
  fields,
  fromRoute,
  HttpKernel,
  ignore,
  nested,
  PartialType,
  preProcess,
  Request,
  RequestHandler,
  RouteCollector,
  StaleBuildException,
  ValidationException,
  Validator,
} from '../../src/index.js';
import { aheadOfTimeBuild } from '../../src/inspect/index.js';
import { shapeOf } from '../../src/mapping/class-shape.js';
import { blueprintOf } from '../../src/mapping/instance-blueprint.js';
import { declarationPrint } from '../../src/mapping/pipeline/declaration-print.js';
import { isFlatClass } from '../../src/mapping/pipeline/flat-class.js';
import type { ValidatorInterface } from '../../src/validator/types.js';

const dir = join(process.cwd(), 'build', 'ready-classes');
const load = createRequire(import.meta.url);
let written = 0;

after(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => forgetBuild());

type Declarations = Parameters<typeof fields>[0];

/** A fresh request class whose own fields are those `declared` declares (`fields()` form). */
function classOf(declared: Declarations): new () => Request {
  const names = Object.keys(declared as object);
  // Written as text because its field names vary, as TypeScript emits `name!: type` fields.
  const cls = new Function('Request', `return class Declared extends Request { ${names.join('; ')}; }`)(
    Request,
  ) as { new (): Request; fields?: unknown };
  cls.fields = fields(declared);
  return cls;
}

/** The build of a route table declaring `cls`, loaded from disk as an application loads it. */
function buildOf(cls: new () => Request): CompiledBuild {
  return writtenBuild(cls).build;
}

/** The same, with the module's text. */
function writtenBuild(cls: new () => Request): { module: string; build: CompiledBuild } {
  const routes = new RouteCollector();
  routes.post('/mapped', () => null).body(cls);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `build-${written++}.cjs`);
  const { module } = aheadOfTimeBuild(routes, { format: 'cjs' });
  writeFileSync(file, module);
  return { module, build: load(file) as CompiledBuild };
}

/**
 * Maps each input with a fresh class from `fresh` taken from `build` (refused misses, no eval)
 * and with another generated at run time: the same DTO, or the same errors.
 */
function mapsAlike(
  build: CompiledBuild,
  fresh: () => new () => Request,
  inputs: readonly Record<string, unknown>[],
): void {
  // The expected outcomes first, with no build in use: run-time generation's.
  const reference = fresh();
  const expected = new RequestHandler();
  const outcomes = inputs.map((input) => outcome(() => expected.handleArraySync(reference, input)));
  useBuild(build, 'refuse', false);
  const cls = fresh();
  const handler = new RequestHandler();
  inputs.forEach((input, i) => {
    assert.deepStrictEqual(
      outcome(() => handler.handleArraySync(cls, input)),
      outcomes[i],
      JSON.stringify(input),
    );
  });
}

/** What mapping gives: the DTO's fields, or the errors of the `ValidationException`. */
function outcome(map: () => unknown): { dto: object } | { errors: unknown } {
  try {
    return { dto: { ...(map() as object) } };
  } catch (error) {
    assert.ok(error instanceof ValidationException, String(error));
    return { errors: error.errors };
  }
}

/** The same for a mapping that returns a promise. */
function settled(map: () => Promise<unknown>): Promise<{ dto: object } | { errors: unknown }> {
  return map().then(
    (dto) => ({ dto: { ...(dto as object) } }),
    (error: unknown) => {
      assert.ok(error instanceof ValidationException, String(error));
      return { errors: error.errors };
    },
  );
}

function printOf(cls: new () => Request): string | null {
  return declarationPrint(cls, blueprintOf(cls));
}

/** A fresh class of `declared` whose field `name` starts with `initial`. */
function classWithDefault(declared: Declarations, name: string, initial: string): new () => Request {
  const others = Object.keys(declared as object).filter((field) => field !== name);
  const cls = new Function(
    'Request',
    `return class Declared extends Request { ${others.join('; ')}; ${name} = ${initial}; }`,
  )(Request) as { new (): Request; fields?: unknown };
  cls.fields = fields(declared);
  return cls;
}

describe('the print of a class', () => {
  const declared: Declarations = {
    name: 'required|string|max:20',
    age: ['integer|min_value:0', cast('int')],
  };

  it('is the same for two classes of the same declarations', () => {
    assert.equal(printOf(classOf(declared)), printOf(classOf(declared)));
  });

  it('differs with any declaration intake reads a class from', () => {
    const variants = [
      classOf({ name: 'required|string|max:21', age: ['integer|min_value:0', cast('int')] }),
      classOf({ name: 'required|string|max:20', age: ['integer|min_value:0', cast('float')] }),
      classOf({ name: 'required|string|max:20', age: 'numeric|min_value:0' }),
      classOf({ title: 'required|string|max:20', age: ['integer|min_value:0', cast('int')] }),
      classOf({
        name: 'required|string|max:20',
        age: ['integer|min_value:0', cast('int')],
        admin: 'boolean',
      }),
      classOf({ name: 'required|string|max:20' }),
      classOf({ name: ['required|string|max:20', fromRoute()], age: ['integer|min_value:0', cast('int')] }),
      classOf({
        name: ['required|string|max:20', fromRoute('id')],
        age: ['integer|min_value:0', cast('int')],
      }),
      classOf({ name: ignore(), age: ['integer|min_value:0', cast('int')] }),
      // The defaults of a fresh instance, told apart by type and exact value.
      classWithDefault(declared, 'age', '0'),
      classWithDefault(declared, 'age', '-0'),
      classWithDefault(declared, 'age', '"0"'),
      classWithDefault(declared, 'age', 'null'),
      classWithDefault(declared, 'age', '[]'),
    ];
    const prints = [classOf(declared), ...variants].map(printOf);
    assert.ok(prints.every((print) => print !== null));
    assert.equal(new Set(prints).size, prints.length, prints.join('\n'));
  });

  it('holds what a superclass declares', () => {
    const base = classOf({ name: 'required|string' });
    const sub = (rules: string) => {
      const cls = class extends (base as new () => Request) {
        age!: number;
      } as unknown as { new (): Request; fields?: unknown };
      cls.fields = fields({ age: rules } as Declarations);
      return cls;
    };
    const other = classOf({ name: 'required|string|max:5' });
    const subOfOther = class extends (other as new () => Request) {
      age!: number;
    } as unknown as { new (): Request; fields?: unknown };
    subOfOther.fields = fields({ age: 'integer' } as Declarations);
    assert.equal(printOf(sub('integer')), printOf(sub('integer')));
    assert.notEqual(printOf(sub('integer')), printOf(sub('numeric')));
    assert.notEqual(printOf(sub('integer')), printOf(subOfOther));
  });

  it('holds what a derived base takes from its sources, and the fields a constructor makes', () => {
    const partialOf = (rules: string) => {
      const base = PartialType(classOf({ name: rules, age: ['integer|min_value:0', cast('int')] }) as never);
      return class extends (base as unknown as new () => Request) {};
    };
    const partial = printOf(partialOf('required|string|max:5'));
    assert.ok(partial !== null);
    assert.equal(printOf(partialOf('required|string|max:5')), partial);
    assert.notEqual(printOf(partialOf('required|string|max:6')), partial);
    // A constructor leaves no blueprint: its fields count, with the kind of their first values.
    const constructing = (initial: string) => {
      const cls = new Function(
        'Request',
        `return class Declared extends Request { constructor() { super(); this.count = ${initial}; } }`,
      )(Request) as { new (): Request; fields?: unknown };
      cls.fields = fields({ count: 'integer|min_value:0' } as Declarations);
      return cls;
    };
    assert.equal(blueprintOf(constructing('0')), null);
    const prints = ['0', '1', '"0"', '[]'].map((initial) => printOf(constructing(initial)));
    assert.ok(prints.every((print) => print !== null));
    // What the shape reads of a first value is its kind: 0 and 1 are alike.
    assert.equal(prints[0], prints[1]);
    assert.equal(new Set(prints).size, 3);
  });

  it('is null for a declaration that is code or a class: hooks, nested classes', () => {
    const inner = classOf({ city: 'required|string' });
    assert.equal(printOf(classOf({ name: ['required', preProcess((value: unknown) => value)] })), null);
    assert.equal(printOf(classOf({ address: nested(inner) })), null);
  });

  it("is held ready only for a flat class: built-in rules and casts, intake's validator", () => {
    const flat = (cls: new () => Request, validator: ValidatorInterface = new Validator()) =>
      isFlatClass(shapeOf(cls), validator);
    assert.equal(flat(classOf(declared)), true);
    assert.equal(flat(classOf({ status: 'required|enum:Status' })), false);
    assert.equal(flat(classOf({ tag: ['required|string', exclude()] })), false);
    const foreign = new Validator();
    foreign.validate = () => ({});
    assert.equal(flat(classOf(declared), foreign), false);
  });
});

describe('a ready class', () => {
  it('has its fast path compiled with the build module, as is what the kernel compiles when made; the rest on first need', () => {
    const { module, build } = writtenBuild(classOf({ name: 'required|string|max:20', age: 'integer' }));
    const [entry] = Object.values(build.classes ?? {});
    assert.ok(entry?.perField !== undefined);
    // Written in parentheses, V8's sign for "called soon": compiled when the module is.
    assert.ok(module.includes(`${JSON.stringify(entry.fastPath)}: (function (values) {`));
    // The per-field code runs only for an input the whole-object check gives up on.
    assert.ok(module.includes(`${JSON.stringify(entry.perField.fastPath)}: function (values) {`));
    const eager = [
      ...module.matchAll(/^ {4}\/\/ ([a-z]+\.[a-z-]+) .*\n(?: {4}\/\/ .*\n)* {4}"[^"]+": \(function/gm),
    ].map((match) => match[1]);
    // The matcher and the class's fast path: what a kernel made without the build compiles.
    assert.deepEqual([...new Set(eager)].sort(), ['mapping.fast-path', 'router.static']);
  });

  it('is found by the print it holds, under any key; an entry without a print is never taken', () => {
    const declared: Declarations = { name: 'required|string|max:20', age: 'integer' };
    const build = buildOf(classOf(declared));
    const [entry] = Object.values(build.classes ?? {}) as [BuiltClass];
    assert.equal(entry.print, printOf(classOf(declared)));
    let taken = 0;
    // The entry under another key, counting each read of its fast path's key: a class taken ready.
    const filed = (print: string | undefined): CompiledBuild => ({
      ...build,
      classes: {
        'any key': Object.defineProperty({ ...entry, print }, 'fastPath', {
          enumerable: true,
          get: () => {
            taken++;
            return entry.fastPath;
          },
        }),
      },
    });
    const input = { name: 'Ada', age: 36 };
    useBuild(filed(entry.print), 'refuse', false);
    assert.deepEqual(
      { ...(new RequestHandler().handleArraySync(classOf(declared), input) as object) },
      input,
    );
    assert.ok(taken > 0, 'the class was taken ready');
    forgetBuild();
    taken = 0;
    // Without a print the class is planned and written, its functions still found in the build by their text.
    useBuild(filed(undefined), 'refuse', false);
    assert.deepEqual(
      { ...(new RequestHandler().handleArraySync(classOf(declared), input) as object) },
      input,
    );
    assert.equal(taken, 0);
  });

  it('maps valid and invalid input from the build as run-time generation does', async () => {
    const declared: Declarations = {
      name: 'required|string|max:5',
      age: ['required|integer|min_value:0', cast('int')],
      admin: ['boolean', cast('bool')],
    };
    const build = buildOf(classOf(declared));
    assert.equal(Object.keys(build.classes ?? {}).length, 1);
    const inputs = [
      { name: 'Ada', age: 36, admin: true },
      { name: 'Ada', age: '36', admin: 'false' },
      { name: ' Ada', age: 36 },
      { name: 'Grace Hopper', age: -1, admin: 'maybe' },
      { age: 36 },
    ];
    mapsAlike(build, () => classOf(declared), inputs);
  });

  it('maps text input, as a query gives it, and absent optional fields through the per-field code of the build', () => {
    const declared: Declarations = {
      q: 'nullable|string|max:50',
      page: ['integer|min_value:1', cast('int')],
      size: ['numeric', cast('float')],
      active: ['boolean', cast('bool')],
    };
    const build = buildOf(classOf(declared));
    const [entry] = Object.values(build.classes ?? {});
    assert.ok(entry?.perField !== undefined, 'the build holds the per-field code');
    mapsAlike(build, () => classOf(declared), [
      { page: '2', size: '1.5', active: 'true' },
      { q: 'shoes', page: '3' },
      { page: '0', size: 'many' },
      {},
    ]);
  });

  it('maps a query string as run-time generation does, reading the class shape only when the query needs it', async () => {
    const declared: Declarations = {
      tags: 'array',
      page: ['integer|min_value:1', cast('int')],
      q: 'nullable|string|max:50',
    };
    const build = buildOf(classOf(declared));
    const queries = ['?tags=a&page=2', '?tags[]=a&tags[]=b&q=shoes', '?page=0', ''];
    const reference = classOf(declared);
    const expected = new RequestHandler();
    const outcomes = [];
    for (const query of queries) outcomes.push(await settled(() => expected.handleQuery(reference, query)));
    useBuild(build, 'refuse', false);
    const cls = classOf(declared);
    const handler = new RequestHandler();
    // A JSON body first: the class is taken ready, and answers before its shape is needed.
    assert.deepStrictEqual(
      { ...handler.handleArraySync(cls, { tags: ['a'], page: 2 }) },
      { tags: ['a'], page: 2, q: undefined },
    );
    for (const [i, query] of queries.entries()) {
      assert.deepStrictEqual(await settled(() => handler.handleQuery(cls, query)), outcomes[i], query);
    }
  });

  it('is ready when it extends a derived class, and maps as run-time generation does', () => {
    const derived = () => {
      const source = classOf({ name: 'required|string|max:5', age: ['integer|min_value:0', cast('int')] });
      return class Update extends (PartialType(source as never) as unknown as new () => Request) {};
    };
    const inputs = [{ name: 'ada', age: 3 }, { age: '4' }, {}, { name: 'far too long', age: -1 }];
    const build = buildOf(derived());
    assert.equal(Object.keys(build.classes ?? {}).length, 1, 'the derived class is held ready');
    mapsAlike(build, derived, inputs);
  });

  it('is ready with a generated DTO constructor too, for a class wider than the written ones', () => {
    const declared = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`f${i}`, 'required|string|max:10']),
    ) as Declarations;
    const build = buildOf(classOf(declared));
    const entries = Object.values(build.classes ?? {});
    assert.equal(entries.length, 1);
    assert.ok(entries[0]!.slots.some((slot) => slot[0] === 'instance'));
    useBuild(build, 'refuse', false);
    const cls = classOf(declared);
    const valid = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, `v${i}`]));
    const dto = new RequestHandler().handleArraySync(cls, valid);
    assert.ok(dto instanceof cls);
    assert.deepStrictEqual({ ...dto }, valid);
    assert.throws(() => new RequestHandler().handleArraySync(cls, { ...valid, f3: '' }), ValidationException);
  });

  it('starts no first tier with a build in use: a stale flat class is refused at start-up, a class not in the build at its first call', () => {
    const build = buildOf(classOf({ title: 'required|string|max:80' }));
    useBuild(build, 'refuse', false);
    const changed = classOf({ title: 'required|string|max:81' });
    const routes = new RouteCollector();
    routes.post('/changed', () => null).body(changed);
    assert.throws(() => new HttpKernel(routes), StaleBuildException);
    const handler = new RequestHandler();
    assert.throws(() => handler.handleArraySync(changed, { title: 'Boxes' }), StaleBuildException);
  });

  it('is refused as stale when a value it is handed names nothing intake knows', () => {
    const declared: Declarations = { name: 'required|string|max:20', age: 'integer' };
    const build = buildOf(classOf(declared));
    const [[key, entry]] = Object.entries(build.classes ?? {}) as [[string, BuiltClass]];
    const known = entry.slots.findIndex((slot) => slot[0] === 'known');
    assert.notEqual(known, -1);
    // `nope` is asked again last: the name table is filled at the first ask and never grows.
    for (const name of ['nope', '__proto__', 'constructor', 'rule:max', 'rule:', 'rule:nope', 'nope']) {
      const slots = entry.slots.map((slot, k) => (k === known ? (['known', name] as const) : slot));
      useBuild({ ...build, classes: { [key]: { ...entry, slots } } }, 'refuse', false);
      assert.throws(
        () => new RequestHandler().handleArraySync(classOf(declared), { name: 'Ada', age: 36 }),
        StaleBuildException,
        name,
      );
      forgetBuild();
    }
  });

  it('is refused as stale once an input needs its plan, when the build keyed code this intake does not write', () => {
    // Two classes whose fast paths take the same values; the build files the first's code under the second's print.
    const five = classOf({ name: 'required|string|max:5' });
    const six = classOf({ name: 'required|string|max:6' });
    const buildFive = buildOf(five);
    const buildSix = buildOf(six);
    const [[, entryFive]] = Object.entries(buildFive.classes ?? {}) as [[string, BuiltClass]];
    const [[keySix, entrySix]] = Object.entries(buildSix.classes ?? {}) as [[string, BuiltClass]];
    assert.notEqual(entryFive.print, entrySix.print);
    const tampered = {
      format: 1,
      functions: { ...buildFive.functions, ...buildSix.functions },
      classes: { [keySix]: { ...entryFive, print: entrySix.print } },
    } as CompiledBuild;
    useBuild(tampered, 'compile', true);
    const handler = new RequestHandler();
    const cls = classOf({ name: 'required|string|max:6' });
    // Five characters pass the code of either class; six reach the rule's own test, and with it the plan.
    assert.equal(
      (handler.handleArraySync(cls, { name: 'abcde' }) as unknown as { name: string }).name,
      'abcde',
    );
    assert.throws(() => handler.handleArraySync(cls, { name: 'abcdef' }), StaleBuildException);
    // From then on the class maps with the code written from its own declarations, never the built one.
    handler.handleArraySync(cls, { name: 'abcde' });
    assert.equal(
      (handler.handleArraySync(cls, { name: 'abcdef' }) as unknown as { name: string }).name,
      'abcdef',
    );
    assert.throws(() => handler.handleArraySync(cls, { name: 'abcdefg' }), ValidationException);
  });
});

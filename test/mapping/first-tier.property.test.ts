// A flat class's first calls are answered by the first tier (src/mapping/pipeline/first-tier.ts),
// before its own fast path is written (and for good under jitless). The first tier may only ever
// answer what the written fast path and the steps answer, with the same DTO: on random flat
// classes and inputs it is called directly (test/support/first-tier-probe.ts) and compared with
// both, and a fresh handler, which starts in it, maps a run of inputs as a handler that compiled
// the class first does, as the generated steps alone do, and as jitless does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setImmediate as turn } from 'node:timers/promises';
import fc from 'fast-check';
import {
  type CastType,
  cast,
  fields,
  Request,
  RequestHandler,
  Validator,
  type ValidatorInterface,
} from '../../src/index.js';
import { PROMOTE_AFTER } from '../../src/mapping/pipeline/first-tier.js';
import { NOT_HANDLED } from '../../src/mapping/pipeline/run-state.js';
import { whenIdle } from '../../src/shared/when-idle.js';
import { firstTierProbe } from '../support/first-tier-probe.js';
import { type MappingOutcome, mappingOutcome } from '../support/mapping-outcome.js';

/**
 * Rule strings with a typed lane and without, so that some classes have no first tier, each with
 * a value it takes (a cast may still refuse it).
 */
const ruleStrings = {
  '': 'abc',
  'required|string|max:8': 'abc',
  'string|min:2': 'ab',
  'required|email': 'a@b.co',
  'required|in:a,b,abc': 'abc',
  'nullable|string': 'x',
  'filled|string': 'x',
  'sometimes|required|string': 'abc',
  'required|alpha_num': 'abc1',
  'required|string|regex:/^[a-z]+$/': 'abc',
  'required|uuid': '550e8400-e29b-41d4-a716-446655440000',
  'required|integer|min_value:0': 3,
  'required|numeric|max_value:10': 1.5,
  integer: 3,
  'numeric|min:3': 4,
  'required|boolean': true,
  boolean: false,
  'required|digits:3': '123',
} as const;
type RuleString = keyof typeof ruleStrings;
const casts: readonly (CastType | undefined)[] = [undefined, undefined, 'int', 'float', 'bool', 'string'];

interface FlatSpec {
  readonly fields: ReadonlyArray<{ readonly rules: RuleString; readonly cast: CastType | undefined }>;
}

const flatClass: fc.Arbitrary<FlatSpec> = fc.record({
  fields: fc.array(
    fc.record({
      rules: fc.constantFrom(...(Object.keys(ruleStrings) as RuleString[])),
      cast: fc.constantFrom(...casts),
    }),
    {
      minLength: 1,
      maxLength: 6,
    },
  ),
});

const nameOf = (i: number) => `f${i}`;

/** The class of `spec`, declared with `fields()` as an application would. */
function flatClassOf(spec: FlatSpec): new () => Request {
  const declared: Record<string, unknown> = {};
  spec.fields.forEach((field, i) => {
    declared[nameOf(i)] = field.cast === undefined ? field.rules : [field.rules, cast(field.cast)];
  });
  return class Flat extends Request {
    static fields = fields(declared as never);
  };
}

const value = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a',
    'abc',
    'ABC',
    'x'.repeat(9),
    'a@b.co',
    '0',
    '12',
    '1.5',
    'true',
    'é',
    '\u00a0a',
  ),
  fc.constantFrom('550e8400-e29b-41d4-a716-446655440000', '123'),
  fc.constantFrom(0, -0, 1, -1, 1.5, 3, 10, 11, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 10 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom([], {}, ['a']),
);

/** How the input object is made: its kind decides whether the first tier may read it at all. */
const container = fc.constantFrom(
  'plain',
  'plain',
  'plain',
  'json',
  'null prototype',
  'instance',
  'own __proto__',
);

/** An input for `spec`: per field mostly a value its rules take, else any value, or none. */
const inputOf = (spec: FlatSpec) =>
  fc
    .tuple(
      fc.tuple(
        ...spec.fields.map((field) =>
          fc.oneof(
            { weight: 12, arbitrary: fc.constant<unknown>(ruleStrings[field.rules]) },
            { weight: 2, arbitrary: value },
            { weight: 1, arbitrary: fc.constant(undefined) },
          ),
        ),
      ),
      container,
    )
    .map(([values, kind]) => {
      const entries: Record<string, unknown> = {};
      values.forEach((v, i) => {
        if (v !== undefined) entries[nameOf(i)] = v;
      });
      switch (kind) {
        case 'json':
          return JSON.parse(JSON.stringify(entries)) as Record<string, unknown>;
        case 'null prototype':
          return Object.assign(Object.create(null), entries) as Record<string, unknown>;
        case 'instance':
          return Object.assign(new (class Input {})(), entries) as Record<string, unknown>;
        case 'own __proto__':
          return JSON.parse(`{"__proto__": 1, ${JSON.stringify(entries).slice(1)}`.replace(', }', '}'));
        default:
          return entries;
      }
    });

const classAndInputs = (count: number) =>
  flatClass.chain((spec) =>
    fc.tuple(fc.constant(spec), fc.array(inputOf(spec), { minLength: count, maxLength: count })),
  );

/** The built-in validator behind the public interface only: generated steps, no fast path, no first tier. */
function foreign(inner: Validator): ValidatorInterface {
  return {
    validate: (data, rules) => inner.validate(data, rules),
    compile: (rules) => inner.compile(rules),
  };
}

const steps = new RequestHandler(foreign(new Validator()));
/** Jitless keeps a flat class's first tier for good, and maps the rest with closure steps. */
const closures = new RequestHandler(undefined, { jitless: true });

describe('the first tier', () => {
  it('answers only what the written fast path and the steps answer, with the same DTO', async () => {
    let answered = 0;
    let handedOver = 0;
    let without = 0;
    await fc.assert(
      fc.asyncProperty(classAndInputs(1), async ([spec, [body]]) => {
        const cls = flatClassOf(spec);
        const probe = firstTierProbe(cls);
        if (probe === null || !probe.unwritten()) {
          without++;
          return;
        }
        const expected = await mappingOutcome(() => steps.handleArray(cls, body!));
        assert.deepStrictEqual(await mappingOutcome(() => closures.handleArray(cls, body!)), expected);
        const run = (fastPath: typeof probe.fastPath) => fastPath(body!, {}, {}, 32, 1000, 1);
        const answer = run(probe.fastPath);
        if (probe.unwritten()) {
          answered++;
          assert.ok('ok' in expected, 'the first tier answered an input the steps refuse');
          assert.ok(answer instanceof cls);
          assert.deepStrictEqual((answer as Request).toArray(), expected.ok);
          assert.equal(probe.replacements(), 0);
          // The written fast path makes the same object: same prototype, keys in the same order, same values.
          const written = run(probe.written());
          assert.deepStrictEqual(answer, written);
          assert.deepStrictEqual(Object.keys(answer), Object.keys(written as object));
        } else {
          handedOver++;
          assert.equal(probe.replacements(), 1);
          if ('ok' in expected && answer !== NOT_HANDLED) {
            assert.deepStrictEqual((answer as Request).toArray(), expected.ok);
          }
          assert.deepStrictEqual(answer, run(probe.written()));
        }
      }),
      { numRuns: 600 },
    );
    // No side of the property may be vacuous.
    assert.ok(answered >= 30, `the first tier answered only ${answered} inputs`);
    assert.ok(handedOver >= 30, `the first tier handed only ${handedOver} inputs over`);
    assert.ok(without >= 10, `only ${without} classes had no first tier`);
  });

  it('a fresh handler maps a run of inputs as a handler that compiled the class first', async () => {
    await fc.assert(
      fc.asyncProperty(classAndInputs(PROMOTE_AFTER + 4), async ([spec, inputs]) => {
        const cls = flatClassOf(spec);
        const fresh = new RequestHandler();
        const compiled = new RequestHandler();
        let compiles: MappingOutcome | undefined;
        try {
          compiled.compile(cls);
        } catch (error) {
          compiles = { errors: { '*': [{ rule: String(error) }] } };
        }
        for (const body of inputs) {
          const first = await outcomeOrThrown(() => fresh.handleArray(cls, body));
          if (compiles !== undefined) {
            assert.ok('thrown' in first, 'a class that cannot compile mapped an input');
            continue;
          }
          assert.deepStrictEqual(first, await outcomeOrThrown(() => compiled.handleArray(cls, body)));
          assert.deepStrictEqual(first, await outcomeOrThrown(() => steps.handleArray(cls, body)));
          assert.deepStrictEqual(first, await outcomeOrThrown(() => closures.handleArray(cls, body)));
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('when the first tier hands over', () => {
  class Signup extends Request {
    static fields = fields({
      email: 'required|email',
      age: ['required|integer|min_value:18', cast('int')],
      newsletter: ['boolean', cast('bool')],
    });
  }
  const valid = (k: number) => ({ email: `ada${k}@example.com`, age: 18 + k, newsletter: k % 2 === 0 });

  it('answers a valid input itself, writing nothing', () => {
    const probe = firstTierProbe(Signup)!;
    assert.ok(probe.unwritten());
    const dto = probe.fastPath(valid(1), {}, {}, 32, 1000, 1) as Signup;
    assert.ok(dto instanceof Signup);
    assert.deepEqual(dto.toArray(), valid(1));
    assert.ok(probe.unwritten());
  });

  it('writes the fast path at its first input that a lane does not take', () => {
    const probe = firstTierProbe(Signup)!;
    assert.equal(probe.fastPath({ ...valid(1), age: '19' }, {}, {}, 32, 1000, 1) instanceof Signup, true);
    assert.equal(probe.unwritten(), false);
    assert.equal(probe.replacements(), 1);
    // An invalid input is declined by the written fast path, which then serves every call.
    assert.equal(probe.fastPath({ ...valid(1), age: 3 }, {}, {}, 32, 1000, 1), NOT_HANDLED);
    assert.equal(probe.replacements(), 1);
  });

  it(`writes the fast path at call ${PROMOTE_AFTER + 1} when the process was never idle in between`, () => {
    const probe = firstTierProbe(Signup)!;
    for (let k = 0; k < PROMOTE_AFTER; k++) probe.fastPath(valid(k), {}, {}, 32, 1000, 1);
    assert.ok(probe.unwritten());
    const dto = probe.fastPath(valid(PROMOTE_AFTER), {}, {}, 32, 1000, 1) as Signup;
    assert.equal(probe.unwritten(), false);
    assert.deepEqual(dto.toArray(), valid(PROMOTE_AFTER));
  });

  it('writes the fast path once the process is idle after its first call', async () => {
    await idle();
    const probe = firstTierProbe(Signup)!;
    probe.fastPath(valid(1), {}, {}, 32, 1000, 1);
    assert.ok(probe.unwritten());
    await turn();
    assert.equal(probe.unwritten(), false);
    assert.equal(probe.replacements(), 1);
  });

  it('under jitless stays: it answers what it takes and declines the rest to the steps, writing nothing', () => {
    const probe = firstTierProbe(Signup, true)!;
    const dto = probe.fastPath(valid(1), {}, {}, 32, 1000, 1) as Signup;
    assert.deepEqual(dto.toArray(), valid(1));
    assert.equal(probe.fastPath({ ...valid(1), age: '19' }, {}, {}, 32, 1000, 1), NOT_HANDLED);
    for (let k = 0; k < PROMOTE_AFTER * 2; k++) probe.fastPath(valid(k), {}, {}, 32, 1000, 1);
    assert.equal(probe.replacements(), 0);
  });

  it('writes it at once for handler.compile', () => {
    const probe = firstTierProbe(Signup)!;
    probe.written();
    assert.equal(probe.unwritten(), false);
  });

  it("at the kernel's start-up, writes the classes' fast paths once idle, one class a turn", async () => {
    await idle();
    const probes = [firstTierProbe(Signup)!, firstTierProbe(Signup)!, firstTierProbe(Signup)!];
    for (const probe of probes) probe.prepare();
    assert.deepEqual(
      probes.map((probe) => probe.unwritten()),
      [true, true, true],
    );
    // Requests meanwhile are answered by the first tier.
    assert.deepEqual((probes[2]!.fastPath(valid(2), {}, {}, 32, 1000, 1) as Signup).toArray(), valid(2));
    await turn();
    assert.deepEqual(
      probes.map((probe) => probe.unwritten()),
      [false, true, true],
    );
    await turn();
    await turn();
    assert.deepEqual(
      probes.map((probe) => probe.unwritten()),
      [false, false, false],
    );
  });
});

/**
 * Once the work other tests left waiting for the event loop (`whenIdle`) is done. That work does
 * not keep the process alive: a timer does, meanwhile.
 */
async function idle(): Promise<void> {
  const alive = setInterval(() => undefined, 1000);
  let done: () => void = () => undefined;
  // `whenIdle` holds its work weakly: `done` is held here until it ran.
  await new Promise<void>((resolve) => {
    done = resolve;
    whenIdle(done);
  });
  clearInterval(alive);
  done();
}

/** `mappingOutcome`, or what else the call threw (a configuration error), as a comparable value. */
async function outcomeOrThrown(map: () => Promise<Request>): Promise<MappingOutcome | { thrown: string }> {
  try {
    return await mappingOutcome(map);
  } catch (error) {
    return { thrown: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

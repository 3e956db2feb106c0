// The typed lanes of the fast path (src/mapping/pipeline/typed-lane.ts) may only shortcut to
// what the general steps decide. Each field of one class gets each edge value in turn while
// the other fields stay valid, so a wrong shortcut cannot hide behind another field's failure;
// the generating handler (its fast path, from the class's first call) must agree with jitless closures.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Cast, cast, fields, nested, Request, RequestHandler, Validate } from '../../src/index.js';
import { mappingOutcome } from '../support/mapping-outcome.js';

class Typed extends Request {
  @Cast('float') float?: number;
  @Cast('int') int?: number;
  @Cast('bool') bool?: boolean;
  @Cast('string') text?: string;
  @Validate('required|numeric|min_value:0') amount?: number;
  @Validate('integer|max_value:10') @Cast('int') count?: number;
  // The cast's condition (finite) implies part of the rule's fast path, which the lane then skips.
  @Validate('required|numeric|min_value:0') @Cast('float') ratio?: number;
  @Validate('required|string|max:3') code?: string;
  @Validate('in:a,1') choice?: string;
  @Validate('required') filled?: unknown;
  @Validate('boolean') flag?: boolean;
  // `in` and `email` pass only filled text: the lane leaves out `required`'s own test.
  @Validate('required|in:a,b c') pick?: string;
  @Validate('required|email') mail?: string;
}

const valid: Record<string, unknown> = {
  float: 1.5,
  int: 2,
  bool: true,
  text: 'x',
  amount: 3,
  count: 4,
  ratio: 0.5,
  code: 'abc',
  choice: 'a',
  filled: 'yes',
  flag: false,
  pick: 'b c',
  mail: 'ada@example.com',
};

const edges: unknown[] = [
  0,
  -0,
  1,
  -1,
  0.1,
  11,
  1e21,
  2 ** 53 + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  true,
  false,
  '',
  ' ',
  '\u00a0',
  '\u00a0x',
  'a',
  '1',
  'abcd',
  'é',
  '𝟘𝟙𝟚',
  'b c',
  ' b c',
  'ada@example.com',
  ' ada@example.com',
  null,
];

const fast = new RequestHandler();
const closures = new RequestHandler(undefined, { jitless: true });

test('every typed lane agrees with the general steps at the edges of its type', async () => {
  // The first call builds the fast path; every call runs it first.
  await fast.handleArray(Typed, valid);
  for (const field of Object.keys(valid)) {
    for (const edge of edges) {
      const body = { ...valid, [field]: edge };
      const expected = await mappingOutcome(() => closures.handleArray(Typed, body));
      const actual = await mappingOutcome(() => fast.handleArray(Typed, body));
      assert.deepStrictEqual(actual, expected, `${field} = ${String(edge)}`);
    }
  }
});

test('values of the wanted type come out as they went in', async () => {
  const dto = await fast.handleArray(Typed, valid);
  assert.deepStrictEqual(dto.toArray(), valid);
  assert.ok(dto instanceof Typed);
});

class Point extends Request {
  x = 0;
  static fields = fields<Point>({ x: 'required|integer' });
}

/** 200 fields: the whole-object lane is tested in chunks, one function each (whole-lane.ts). */
const Wide = (() => {
  const names = Array.from({ length: 200 }, (_, i) => `f${i}`);
  const declared: Record<string, unknown> = {};
  names.forEach((name, i) => {
    declared[name] =
      i === 50
        ? ['required', nested(Point)]
        : i % 3 === 0
          ? 'required|string|min:2|max:8'
          : i % 3 === 1
            ? ['required|integer|min_value:0', cast('int')]
            : ['boolean', cast('bool')];
  });
  // Declared fields, as TypeScript emits them: the fast path builds the DTO from its blueprint.
  const cls = new Function('Request', `return class extends Request { ${names.join('; ')}; }`)(Request);
  return Object.assign(cls as new () => Request, { fields: fields(declared as never) });
})();

const wideValid: Record<string, unknown> = Object.fromEntries(
  Array.from({ length: 200 }, (_, i) => [
    `f${i}`,
    i === 50 ? { x: 3 } : i % 3 === 0 ? `v${i}` : i % 3 === 1 ? i : i % 2 === 0,
  ]),
);

test('a wide class maps in chunks as the general steps do, in every chunk', async () => {
  for (const field of ['f0', 'f50', 'f63', 'f64', 'f65', 'f128', 'f199']) {
    for (const edge of [...edges, { x: 1 }, { x: 'a' }, [], undefined]) {
      const body = { ...wideValid, [field]: edge };
      const expected = await mappingOutcome(() => closures.handleArray(Wide, body));
      assert.deepStrictEqual(
        await mappingOutcome(() => fast.handleArray(Wide, body)),
        expected,
        `${field} = ${String(edge)}`,
      );
    }
  }
  assert.deepStrictEqual(
    await mappingOutcome(() => fast.handleArray(Wide, wideValid)),
    await mappingOutcome(() => closures.handleArray(Wide, wideValid)),
  );
});

test('a wide class gets the same own keys, in order, from its chunks and from the per-field code', async () => {
  const keys = Object.keys(new Wide());
  // The whole lane stores each chunk's fields as it holds; a string for an int leaves the last
  // chunk, and the per-field code builds the DTO again.
  for (const body of [wideValid, { ...wideValid, f199: '7' }, { ...wideValid, f1: '7' }]) {
    const dto = await fast.handleArray(Wide, body);
    assert.ok(dto instanceof Wide);
    assert.deepStrictEqual(Object.keys(dto), keys);
  }
});

test('the per-field code behind the lane serves a first input that misses the lane, and later ones', async () => {
  class Order extends Request {
    qty = 0;
    note = '';
    static fields = fields<Order>({
      qty: ['required|integer|min_value:1', cast('int')],
      note: 'string|max:5',
    });
  }
  const handler = new RequestHandler();
  // Text for an int leaves the lane on the class's very first call; typed input takes it after.
  for (const body of [{ qty: '3', note: 'a' }, { qty: 3, note: 'a' }, { qty: '4' }, { qty: 0, note: 'a' }]) {
    assert.deepStrictEqual(
      await mappingOutcome(() => handler.handleArray(Order, body)),
      await mappingOutcome(() => closures.handleArray(Order, body)),
      JSON.stringify(body),
    );
  }
});

/** `size` fields, even ones required text: the whole-object lane asks them filled all at once. */
function textsClass(size: number): new () => Request {
  const names = Array.from({ length: size }, (_, i) => `t${i}`);
  const declared: Record<string, unknown> = {};
  names.forEach((name, i) => {
    declared[name] = i % 2 === 0 ? 'required|string|max:20' : ['required|integer', cast('int')];
  });
  const cls = new Function('Request', `return class extends Request { ${names.join('; ')}; }`)(Request);
  return Object.assign(cls as new () => Request, { fields: fields(declared as never) });
}

test('texts a lane asks filled together agree with the general steps, in narrow and wide classes', async () => {
  // 20 fields: values in locals, the DTO after; 40: the DTO first, its fields stored in groups.
  for (const size of [20, 40]) {
    const Texts = textsClass(size);
    const valid = Object.fromEntries(
      Array.from({ length: size }, (_, i) => [`t${i}`, i % 2 === 0 ? `text ${i}` : i]),
    );
    const handler = new RequestHandler();
    await handler.handleArray(Texts, valid);
    for (const field of ['t0', 't2', `t${size - 2}`]) {
      for (const edge of [...edges, '  x', '\t', '\u3000', '\u3000x']) {
        const body = { ...valid, [field]: edge };
        assert.deepStrictEqual(
          await mappingOutcome(() => handler.handleArray(Texts, body)),
          await mappingOutcome(() => closures.handleArray(Texts, body)),
          `${size} fields, ${field} = ${JSON.stringify(edge)}`,
        );
      }
    }
    assert.deepStrictEqual(
      await mappingOutcome(() => handler.handleArray(Texts, valid)),
      await mappingOutcome(() => closures.handleArray(Texts, valid)),
    );
  }
});

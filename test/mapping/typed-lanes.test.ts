// The typed lanes of the fast path (src/mapping/pipeline/typed-lane.ts) may only shortcut to
// what the general steps decide. Each field of one class gets each edge value in turn while
// the other fields stay valid, so a wrong shortcut cannot hide behind another field's failure;
// the generating handler (its fast path, from the class's first call) must agree with jitless closures.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Cast, Request, RequestHandler, Validate } from '../../src/index.js';
import { mappingOutcome } from '../support/mapping-outcome.js';

class Typed extends Request {
  @Cast('float') float?: number;
  @Cast('int') int?: number;
  @Cast('bool') bool?: boolean;
  @Cast('string') text?: string;
  @Validate('required|numeric|min_value:0') amount?: number;
  @Validate('integer|max_value:10') @Cast('int') count?: number;
  @Validate('required|string|max:3') code?: string;
  @Validate('in:a,1') choice?: string;
  @Validate('required') filled?: unknown;
  @Validate('boolean') flag?: boolean;
}

const valid: Record<string, unknown> = {
  float: 1.5,
  int: 2,
  bool: true,
  text: 'x',
  amount: 3,
  count: 4,
  code: 'abc',
  choice: 'a',
  filled: 'yes',
  flag: false,
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
  null,
];

const fast = new RequestHandler();
const closures = new RequestHandler(undefined, { jitless: true });

test('every typed lane agrees with the general steps at the edges of its type', async () => {
  // Two calls build the fast path; every call after them runs it first.
  await fast.handleArray(Typed, valid);
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

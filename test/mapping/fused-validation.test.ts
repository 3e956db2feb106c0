// With the built-in validator the mapping takes a lean door into it (no `{}` per valid object,
// numbers read once for validation and cast). Every way of running must agree: generated
// steps with the built-in validator, the same behind a foreign wrapper (the public
// `ValidatorInterface` path), closures (jitless), and a jitless validator.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  Cast,
  Items,
  PreProcess,
  Request,
  RequestHandler,
  Validate,
  type ValidationErrors,
  ValidationException,
  Validator,
  type ValidatorInterface,
} from '../../src/index.js';
import { mappingOutcome } from '../support/mapping-outcome.js';

class Line extends Request {
  @Validate('required|integer|min_value:1') @Cast('int') quantity?: number;
  @Validate('required|numeric|min_value:0|max_value:1e3') @Cast('float') price?: number;
  @Validate('nullable|numeric') @Cast('int') loose?: number | null;
  @Cast('float') unchecked?: number;
}

class Basket extends Request {
  @Validate('numeric') @Cast('float') total?: number;
  @PreProcess((value: unknown) => (typeof value === 'string' ? value.trim() : value))
  @Validate('integer|max_value:{total}')
  @Cast('int')
  count?: number;
  @Validate('string') @Cast('float') note?: number;
  @Validate('array') @Items(Line) lines: Line[] = [];
}

/** A foreign validator: the built-in one behind the public interface only. */
function wrapped(inner: Validator): ValidatorInterface {
  return {
    validate: (data, rules) => inner.validate(data, rules),
    compile: (rules) => inner.compile(rules),
  };
}

const handlers: Array<[string, RequestHandler]> = [
  ['generated, built-in validator', new RequestHandler()],
  ['generated, foreign validator', new RequestHandler(wrapped(new Validator()))],
  ['closures', new RequestHandler(undefined, { jitless: true })],
  ['generated, jitless validator', new RequestHandler(new Validator({ jitless: true }))],
];

function outcome(handler: RequestHandler, body: Record<string, unknown>) {
  return mappingOutcome(() => handler.handleArray(Basket, body));
}

const text = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '1',
    '-0',
    '007',
    '12.50',
    '.5',
    '1.',
    '1e3',
    '1e400',
    ' 7 ',
    '\t3',
    '0x1f',
    'abc',
  ),
  fc.stringMatching(/^[+-]?\d{0,18}(\.\d{0,4})?([eE][+-]?\d{1,3})?$/),
  fc.double().map(String),
);
const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant([1]));
const line = fc.oneof(
  fc.record({ quantity: value, price: value, loose: value, unchecked: value }, { requiredKeys: [] }),
  value,
);
const basket = fc.record(
  { total: value, count: value, note: value, lines: fc.array(line, { maxLength: 3 }) },
  { requiredKeys: [] },
);

test('property: lean (shared numbers), foreign, closure and jitless-validator paths give the same DTO or errors', async () => {
  await fc.assert(
    fc.asyncProperty(basket, async (body) => {
      const [first, ...others] = await Promise.all(handlers.map(([, handler]) => outcome(handler, body)));
      others.forEach((other, i) => {
        assert.deepEqual(other, first, handlers[i + 1]![0]);
      });
    }),
    { numRuns: 1000 },
  );
});

test('numbers the validator read reach the DTO exactly as the cast reads them', async () => {
  const dto = await new RequestHandler().handleArray(Basket, {
    total: '12.50',
    count: ' 007 ',
    lines: [{ quantity: '+3', price: '1e3', loose: '-0', unchecked: ' 4.5 ' }],
  });
  assert.equal(dto.total, 12.5);
  assert.equal(dto.count, 7);
  const [first] = dto.lines;
  assert.equal(first?.quantity, 3);
  assert.equal(first?.price, 1000);
  assert.ok(Object.is(first?.loose, -0), 'the int cast keeps the sign of zero, as Number() does');
  assert.equal(first?.unchecked, 4.5);
});

test('a decimal the integer cast cannot represent still fails the cast, not silently truncated', async () => {
  class Loose extends Request {
    @Validate('numeric') @Cast('int') n?: number;
  }
  for (const handler of handlers.map(([, h]) => h)) {
    await assert.rejects(handler.handleArray(Loose, { n: '12.5' }), (error: unknown) => {
      assert.ok(error instanceof ValidationException);
      assert.deepEqual(error.errors, { n: [{ rule: 'int' }] } satisfies ValidationErrors);
      return true;
    });
  }
});

test('a Validator subclass that overrides compile or validate is called through the public interface', async () => {
  const seen: string[] = [];
  class Auditing extends Validator {
    override compile(rules: Record<string, string>) {
      seen.push(Object.keys(rules).join(','));
      return super.compile(rules);
    }
  }
  class Small extends Request {
    @Validate('required|numeric') @Cast('float') n?: number;
  }
  const dto = await new RequestHandler(new Auditing()).handleArray(Small, { n: '2.5' });
  assert.equal(dto.n, 2.5);
  assert.deepEqual(seen, ['n']);
});

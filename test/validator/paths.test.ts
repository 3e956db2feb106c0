// Dotted and `*` field names (issue 24): `user.email` reads the nested value, `items.*.id`
// every item, errors are keyed by the concrete path, and rules naming a field inside a `*`
// field read the same item.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { type ValidationErrors, Validator } from '../../src/index.js';
import { assertLinearGrowth } from '../support/growth.js';

const validator = new Validator();
const jitless = new Validator({ jitless: true });
const check = (data: unknown, rules: Record<string, string>) =>
  validator.validate(data as Record<string, unknown>, rules) as ValidationErrors;

describe('dotted paths read nested values', () => {
  test('a nested value is checked, not skipped as an absent flat key', () => {
    assert.deepEqual(check({ user: { email: 'nope' } }, { 'user.email': 'required|email' }), {
      'user.email': [{ rule: 'email' }],
    });
    assert.deepEqual(check({ user: {} }, { 'user.email': 'required' }), {
      'user.email': [{ rule: 'required' }],
    });
    assert.deepEqual(check({ user: { email: 'ada@example.com' } }, { 'user.email': 'required|email' }), {});
  });
  test('a flat key with a dot still wins, so flat payloads keep working', () => {
    assert.deepEqual(check({ 'user.email': 'ada@example.com' }, { 'user.email': 'required|email' }), {});
  });
  test('array indices are steps too', () => {
    assert.deepEqual(check({ items: [{ id: 'x' }] }, { 'items.0.id': 'integer' }), {
      'items.0.id': [{ rule: 'integer' }],
    });
  });
  test('prototype steps never resolve', () => {
    assert.deepEqual(check({ user: {} }, { 'user.constructor.name': 'required' }), {
      'user.constructor.name': [{ rule: 'required' }],
    });
  });
});

describe('* paths expand into every item, keyed like Laravel', () => {
  const rules = { 'items.*.id': 'required|integer', 'items.*.tags.*': 'string|max:3' };
  const cases: Array<[string, unknown, ValidationErrors]> = [
    ['valid items', { items: [{ id: 1, tags: ['a'] }, { id: '2' }] }, {}],
    [
      'each failing item under its own key',
      { items: [{ id: 1 }, { id: 'x', tags: ['long!', 'ok'] }, {}] },
      {
        'items.1.id': [{ rule: 'integer' }],
        'items.1.tags.0': [{ rule: 'max', params: ['3'] }],
        'items.2.id': [{ rule: 'required' }],
      },
    ],
    ['no items: nothing to check', {}, {}],
    ['items of an object by key', { items: { a: { id: 'x' } } }, { 'items.a.id': [{ rule: 'integer' }] }],
    ['a scalar where a list is expected expands to nothing', { items: 'none' }, {}],
  ];
  for (const [name, data, expected] of cases) {
    test(name, () => {
      assert.deepEqual(check(data, rules), expected);
      assert.deepEqual(jitless.validate(data as Record<string, unknown>, rules), expected);
    });
  }

  test('*.name works at the top of a list payload', () => {
    assert.deepEqual(check([{ name: 'a' }, { name: '' }], { '*.name': 'required' }), {
      '1.name': [{ rule: 'required' }],
    });
  });

  test('a rule naming a * field reads the same item (relative paths)', () => {
    const dates = { 'ranges.*.end': 'date|after:ranges.*.start' };
    const data = {
      ranges: [
        { start: '2024-01-01', end: '2024-01-02' },
        { start: '2024-02-05', end: '2024-02-01' },
      ],
    };
    assert.deepEqual(check(data, dates), { 'ranges.1.end': [{ rule: 'after', params: ['ranges.*.start'] }] });
    const required = { 'people.*.phone': 'required_if:people.*.contact,phone' };
    assert.deepEqual(check({ people: [{ contact: 'mail' }, { contact: 'phone' }] }, required), {
      'people.1.phone': [{ rule: 'required_if', params: ['people.*.contact', 'phone'] }],
    });
    assert.deepEqual(
      check(
        {
          items: [
            { n: 1, max: 2 },
            { n: 3, max: 2 },
          ],
        },
        { 'items.*.n': 'lte:items.*.max' },
      ),
      {
        'items.1.n': [{ rule: 'lte', params: ['items.*.max'] }],
      },
    );
  });

  test('placeholders read the same item too', () => {
    const rules = { 'lines.*.qty': 'integer|max_value:{lines.*.stock}' };
    assert.deepEqual(
      check(
        {
          lines: [
            { qty: 1, stock: 5 },
            { qty: 9, stock: 5 },
          ],
        },
        rules,
      ),
      {
        'lines.1.qty': [{ rule: 'max_value', params: ['5'] }],
      },
    );
  });
});

describe('distinct', () => {
  const cases: Array<[string, unknown, string[]]> = [
    ['distinct', ['a', 'b', 'a'], ['0', '2']],
    ['distinct', ['a', 'b'], []],
    ['distinct', [1, '1'], ['0', '1']], // loose: 1 and '1' are the same value
    ['distinct:strict', [1, '1'], []],
    ['distinct:ignore_case', ['A', 'a'], ['0', '1']],
    ['distinct', ['A', 'a'], []],
  ];
  for (const [rule, items, failing] of cases) {
    test(`${rule} on ${JSON.stringify(items)} fails at ${JSON.stringify(failing)}`, () => {
      const errors = check({ items }, { 'items.*': rule });
      assert.deepEqual(
        Object.keys(errors).map((key) => key.slice('items.'.length)),
        failing,
      );
    });
  }
  test('on a plain field, the array itself must hold distinct values', () => {
    assert.deepEqual(check({ tags: ['a', 'a'] }, { tags: 'array|distinct' }), {
      tags: [{ rule: 'distinct' }],
    });
    assert.deepEqual(check({ tags: ['a', 'b'] }, { tags: 'array|distinct' }), {});
  });
  test('nested * patterns compare across every item', () => {
    const data = { orders: [{ lines: [{ sku: 'x' }] }, { lines: [{ sku: 'x' }, { sku: 'y' }] }] };
    assert.deepEqual(Object.keys(check(data, { 'orders.*.lines.*.sku': 'distinct' })), [
      'orders.0.lines.0.sku',
      'orders.1.lines.0.sku',
    ]);
  });
});

describe('hostile wildcard input stays linear and structured', () => {
  // Each item counts its own property reads: a rule that rescans the whole list for every
  // item reads each item n times, one that collects once per validation a few times.
  function countedItems(count: number): { items: object[]; reads: () => number } {
    let reads = 0;
    const items = Array.from(
      { length: count },
      (_, index) =>
        new Proxy(
          { id: index % 7, s: index % 7 },
          {
            get(target, key, receiver) {
              reads++;
              return Reflect.get(target, key, receiver);
            },
          },
        ),
    );
    return { items, reads: () => reads };
  }

  for (const [name, subject] of [
    ['generated', validator],
    ['jitless', jitless],
  ] as const) {
    const rules = [
      'in_array:items.*.s',
      'distinct',
      'in_array:items.*.s|distinct:strict',
      'required_with:items.*.s',
      'gt:items.*.s',
    ];
    for (const rule of rules) {
      test(`${rule} on a * field reads each item a bounded number of times, up to the limit (${name})`, () => {
        const perItem = (count: number): number => {
          const { items, reads } = countedItems(count);
          subject.validate({ items }, { 'items.*.id': `required|integer|${rule}` });
          return reads() / count;
        };
        const small = perItem(50);
        const atTheLimit = perItem(1_000);
        assert.ok(small > 0, 'the items are read');
        assert.ok(atTheLimit <= small + 1, `${atTheLimit} reads per item at 1,000 items, ${small} at 50`);
      });
    }

    test(`past maxWildcardItems the field fails once at its container, and no item is read (${name})`, () => {
      const { items, reads } = countedItems(100_000);
      const errors = subject.validate({ items }, { 'items.*.id': 'required|integer|distinct' });
      assert.deepEqual(errors, { items: [{ rule: 'max', params: ['1000'] }] });
      assert.equal(reads(), 0);
      const nested = { a: [{ b: Array.from({ length: 1_001 }, () => ({ c: 1 })) }] };
      assert.deepEqual(subject.validate(nested, { 'a.*.b.*.c': 'required|integer' }), {
        'a.0.b': [{ rule: 'max', params: ['1000'] }],
      });
    });
  }

  test('maxWildcardItems sets the limit; the items up to it are checked one by one', () => {
    const small = new Validator({ maxWildcardItems: 3 });
    const rules = { 'items.*.id': 'required|integer' };
    assert.deepEqual(small.validate({ items: [{ id: 1 }, { id: 'x' }, { id: 3 }] }, rules), {
      'items.1.id': [{ rule: 'integer' }],
    });
    assert.deepEqual(small.validate({ items: [{}, {}, {}, {}] }, rules), {
      items: [{ rule: 'max', params: ['3'] }],
    });
    assert.throws(() => new Validator({ maxWildcardItems: -1 }), /maxWildcardItems must be a whole number/);
  });

  test('any JSON payload under * rules yields structured errors (property-based)', () => {
    const rules = {
      '*.a': 'required|string|distinct',
      'x.*.y.*': 'integer|gt:x.*.z',
      'x.*.z': 'nullable|numeric',
      'x.*': 'array:y,z',
    };
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const errors = check(data, rules);
        for (const [key, failures] of Object.entries(errors)) {
          assert.equal(typeof key, 'string');
          for (const failure of failures) assert.equal(typeof failure.rule, 'string');
        }
        assert.deepEqual(jitless.validate(data as Record<string, unknown>, rules), errors);
      }),
      { numRuns: 300 },
    );
  });
});

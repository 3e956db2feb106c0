// Traps new users met without a warning: standard decorators that left '3' a string, one query
// value that failed an `array` rule, Express/Fastify query objects whose bracket keys were
// dropped, and `handleBody` refusing Fastify's `unknown` body at compile time. Compiled in
// both decorator modes: the results must not depend on the mode.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  Cast,
  FromBody,
  ImmutableDate,
  Request,
  RequestHandler,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { decoratorMode } from '../support/decorator-mode.js';
import { ruleNames } from '../support/requests.js';

class Order extends Request {
  @Validate('required|integer') qty!: number;
  @Validate('numeric') ratio?: number;
  @Validate('boolean') gift?: boolean;
  @Validate('required|date') due!: Date;
  @Validate('date_format:dd/MM/yyyy') delivery?: Date;
  @Validate('array') tags?: string[];
  @Validate('string') note?: string;
}

const handler = new RequestHandler();

describe(`casts follow the rules when no type is declared (${decoratorMode} decorators)`, () => {
  test('integer → int, numeric → float, boolean → bool, date / date_format → Date, array → array', async () => {
    const order = await handler.handleArray(Order, {
      qty: '3',
      ratio: '0.25',
      gift: 'yes',
      due: '2026-12-01',
      delivery: '24/12/2026',
      tags: ['a'],
      note: '7',
    });
    assert.equal(order.qty, 3);
    assert.equal(order.ratio, 0.25);
    assert.equal(order.gift, true);
    assert.ok(order.due instanceof Date && !(order.due instanceof ImmutableDate));
    assert.equal(order.due.toISOString(), '2026-12-01T00:00:00.000Z');
    assert.ok(order.delivery instanceof Date);
    assert.equal(order.delivery.toISOString(), '2026-12-24T00:00:00.000Z');
    assert.deepEqual(order.tags, ['a']);
    assert.equal(order.note, '7');
  });

  test('a value the rule refuses is a 422 before any cast', async () => {
    await assert.rejects(
      handler.handleArray(Order, { qty: '3.5', due: 'soon' }),
      (error: ValidationException) => {
        assert.deepEqual(ruleNames(error.errors), { qty: ['integer'], due: ['date'] });
        return true;
      },
    );
  });
});

class Search extends Request {
  @Validate('array') tags?: string[];
  @Cast('array') ids?: unknown[];
  @Validate('string') q?: string;
}

describe('one query value for an array field', () => {
  test('?tags=a is the one-element list, as ?tags=a&tags=b is the two-element one', async () => {
    assert.deepEqual((await handler.handleQuery(Search, '?tags=a')).tags, ['a']);
    assert.deepEqual((await handler.handleQuery(Search, '?tags=a&tags=b')).tags, ['a', 'b']);
    assert.deepEqual((await handler.handleQuery(Search, { tags: 'a' })).tags, ['a']);
  });

  test('a single value is read as the array cast reads strings; other fields keep their strings', async () => {
    const search = await handler.handleQuery(Search, '?tags=a,b&ids=[1,2]&q=a');
    assert.deepEqual(search.tags, ['a', 'b']);
    assert.deepEqual(search.ids, [1, 2]);
    assert.equal(search.q, 'a');
  });

  test('a field validated as text and only cast to an array keeps its string for validation', async () => {
    class Fields extends Request {
      @Validate('regex:/^(name|email)(,(name|email))*$/') @Cast('array') fields?: string[];
    }
    assert.deepEqual((await handler.handleQuery(Fields, '?fields=name,email')).fields, ['name', 'email']);
    await assert.rejects(handler.handleQuery(Fields, '?fields=name,password'), ValidationException);
  });

  test('the caller’s query object is not modified', async () => {
    const query = { tags: 'a' };
    await handler.handleQuery(Search, query);
    assert.deepEqual(query, { tags: 'a' });
  });

  test('a field read by a dot path gets a list too: ?filter[tags]=a', async () => {
    class FilteredSearch extends Request {
      @FromBody('filter.tags') @Validate('array') tags?: string[];
      @FromBody('filter.status') @Validate('string') status?: string;
    }
    assert.deepEqual((await handler.handleQuery(FilteredSearch, '?filter[tags]=a')).tags, ['a']);
    assert.deepEqual((await handler.handleQuery(FilteredSearch, '?filter[tags]=a,b')).tags, ['a', 'b']);
    const both = await handler.handleQuery(
      FilteredSearch,
      '?filter[tags]=a&filter[tags]=b&filter[status]=open',
    );
    assert.deepEqual([both.tags, both.status], [['a', 'b'], 'open']);
    const query = { filter: { tags: 'a', status: 'open' } };
    assert.deepEqual((await handler.handleQuery(FilteredSearch, query)).tags, ['a']);
    assert.deepEqual(query, { filter: { tags: 'a', status: 'open' } });
  });
});

class Filtered extends Request {
  @Validate('array') tags?: string[];
  @Validate('object') filter?: Record<string, unknown>;
  @Validate('string') page?: string;
}

describe("Express's and Fastify's parsed queries", () => {
  test('flat bracket keys nest as in the query string', async () => {
    const dto = await handler.handleQuery(Filtered, {
      'tags[]': ['a', 'b'],
      'filter[status]': 'open',
      'filter[owner][id]': '7',
      page: '2',
    });
    assert.deepEqual(dto.tags, ['a', 'b']);
    assert.deepEqual(dto.filter, { status: 'open', owner: { id: '7' } });
    assert.equal(dto.page, '2');
  });

  test('an already nested query (qs) is used as it is', async () => {
    const dto = await handler.handleQuery(Filtered, { tags: ['a'], filter: { status: 'open' } });
    assert.deepEqual(dto.filter, { status: 'open' });
  });

  test('the query limits and the prototype-key screen apply to bracket keys too', async () => {
    await assert.rejects(handler.handleQuery(Filtered, { 'filter[__proto__][x]': '1' }), {
      code: 'prototypeKey',
    });
    const many: Record<string, string> = {};
    for (let i = 0; i < 20; i++) many[`filter[k${i}]`] = 'v';
    await assert.rejects(handler.handleQuery(Filtered, many, { limits: { maxParameters: 10 } }), {
      code: 'tooManyParameters',
    });
  });
});

describe('handleBody with a body of unknown type', () => {
  test('compiles with `unknown` and refuses a non-object at run time with a 422', async () => {
    const fromFastify: unknown = JSON.parse('{"qty":"2","due":"2026-01-01"}');
    const order = await handler.handleBody(Order, fromFastify);
    assert.equal(order.qty, 2);
    for (const body of [null, 'text', 5, ['qty']] as unknown[]) {
      await assert.rejects(handler.handleBody(Order, body), (error: ValidationException) => {
        assert.deepEqual(ruleNames(error.errors), { '*': ['object'] });
        return true;
      });
    }
  });
});

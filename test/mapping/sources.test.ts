import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  FromBody,
  FromContext,
  FromRoute,
  Request,
  RequestHandler,
  type ValidationException,
} from '../../src/index.js';
import { fetchRequest, nodeRequest, ruleNames } from '../support/requests.js';

class ShowOrder extends Request {
  @FromRoute() shopId?: unknown;
  @FromRoute('id') orderId?: unknown;
  @FromContext('userId') viewer?: unknown;
  @FromBody('customer.address.city') city?: unknown;
  @FromBody('tos_ok') accepted?: unknown;
  status?: unknown;
}

const handler = new RequestHandler();

describe('sources: the four bags', () => {
  test('route by field name and by key, context by key, body by dot path and rename, default by name', async () => {
    const dto = await handler.handleBody(
      ShowOrder,
      { customer: { address: { city: 'Lyon' } }, tos_ok: true, status: 'open', shopId: 'from-body' },
      { route: { shopId: 's1', id: 'o9' }, context: { userId: 'u7' } },
    );
    assert.equal(dto.shopId, 's1');
    assert.equal(dto.orderId, 'o9');
    assert.equal(dto.viewer, 'u7');
    assert.equal(dto.city, 'Lyon');
    assert.equal(dto.accepted, true);
    assert.equal(dto.status, 'open');
  });

  test('handleQuery reads default fields and @FromBody paths from the query', async () => {
    const dto = await handler.handleQuery(ShowOrder, '?status=paid&customer[address][city]=Oslo&tos_ok=1');
    assert.deepEqual([dto.status, dto.city, dto.accepted], ['paid', 'Oslo', '1']);
  });

  test('a missing key, a missing path step or a non-object step leaves the field without value', async () => {
    const dto = await handler.handleBody(ShowOrder, { customer: { address: 'flat' } });
    assert.equal(dto.city, undefined);
    assert.equal(dto.shopId, undefined);
    assert.equal(dto.has('city'), false);
  });

  test('only own properties are read, in every bag', async () => {
    const route = Object.create({ id: 'inherited' }) as Record<string, unknown>;
    const body = Object.create({ status: 'inherited' }) as Record<string, unknown>;
    body.customer = Object.create({ address: { city: 'inherited' } });
    const dto = await handler.handleArray(ShowOrder, body, { route });
    assert.deepEqual([dto.orderId, dto.status, dto.city], [undefined, undefined, undefined]);
  });
});

describe('sources: handleBody inputs', () => {
  const cases: Array<[string, () => Parameters<typeof handler.handleBody>[1]]> = [
    ['a plain object', () => ({ status: 'open', tos_ok: 'yes' })],
    [
      'a Fetch JSON request',
      () => fetchRequest(JSON.stringify({ status: 'open', tos_ok: 'yes' }), 'application/json'),
    ],
    [
      'a Fetch urlencoded request',
      () => fetchRequest('status=open&tos_ok=yes', 'application/x-www-form-urlencoded'),
    ],
    [
      'a Fetch multipart request',
      () => {
        const form = new FormData();
        form.set('status', 'open');
        form.set('tos_ok', 'yes');
        return new globalThis.Request('http://localhost/', { method: 'POST', body: form });
      },
    ],
    [
      'a Node request stream',
      () => nodeRequest({ body: '{"status":"open","tos_ok":"yes"}', contentType: 'application/json' }),
    ],
    [
      'a Node request with a framework-parsed body',
      () => nodeRequest({ preset: { status: 'open', tos_ok: 'yes' } }),
    ],
  ];
  for (const [name, make] of cases) {
    test(`maps ${name}`, async () => {
      const dto = await handler.handleBody(ShowOrder, make());
      assert.deepEqual([dto.status, dto.accepted], ['open', 'yes']);
    });
  }

  test('a JSON body that is not an object is a validation error on "*"', async () => {
    await assert.rejects(
      handler.handleBody(ShowOrder, fetchRequest('[1,2]', 'application/json')),
      (error: ValidationException) => {
        assert.deepEqual(ruleNames(error.errors), { '*': ['object'] });
        return true;
      },
    );
  });
});

describe('sources: handleQuery inputs', () => {
  class Search extends Request {
    filter?: unknown;
    tags?: unknown;
    page?: unknown;
  }
  const expected = { filter: { status: 'a' }, tags: ['x', 'y'], page: '2' };
  const text = 'filter[status]=a&tags[]=x&tags[]=y&page=2';
  const cases: Array<[string, () => Parameters<typeof handler.handleQuery>[1]]> = [
    ['a plain object', () => ({ filter: { status: 'a' }, tags: ['x', 'y'], page: '2' })],
    ['a query string with ?', () => `?${text}`],
    ['a query string without ?', () => text],
    ['URLSearchParams', () => new URLSearchParams(text)],
    ['a URL', () => new URL(`http://localhost/search?${text}`)],
    ['a Fetch request', () => new globalThis.Request(`http://localhost/search?${text}`)],
    ['a Node request url', () => nodeRequest({ url: `/search?${text}` })],
    ['a Node request with a framework-parsed query', () => nodeRequest({ query: expected })],
  ];
  for (const [name, make] of cases) {
    test(`maps ${name} with bracket nesting`, async () => {
      const dto = await handler.handleQuery(Search, make());
      assert.deepEqual(dto.toArray(), expected);
    });
  }

  test('a repeated plain key combines into an array, which fails a scalar field', async () => {
    class Paged extends Request {
      page = 1;
    }
    await assert.rejects(handler.handleQuery(Paged, 'page=1&page=2'), (error: ValidationException) => {
      assert.deepEqual(ruleNames(error.errors), { page: ['scalar'] });
      return true;
    });
  });
});

// openapi(routes, options) on small route tables: one behaviour per test, each document also
// checked by an independent OpenAPI 3.1 validator.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import {
  documentMiddleware,
  FromBody,
  FromContext,
  FromRoute,
  type HttpContext,
  type HttpNext,
  OpenApiError,
  openapi,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';

type Json = Record<string, any>;
const info = { title: 'Test API', version: '1.0.0' };

async function assertValid(document: Json): Promise<void> {
  assert.deepEqual(await new Validator().validate(structuredClone(document)), { valid: true });
}

class SearchOrders extends Request {
  @FromContext('tenant') tenant = '';
  @FromBody('filter.status') @Validate('in:open,closed') status?: string;
  @FromBody('filter.since') @Validate('date') since?: string;
  @Validate('array') tags: string[] = [];
  @Validate('required|integer|min_value:1') page = 1;
}

class ShowOrder extends Request {
  @FromRoute() @Validate('required|integer') id = 0;
  @FromContext('tenant') tenant = '';
}

describe('openapi()', () => {
  it('writes one path per concrete form of optional segments, with unique operation ids', async () => {
    const routes = new RouteCollector();
    routes.get('/docs[/{lang:en|de}]', () => 'ok').name('docs');
    const document = openapi(routes, { info }) as Json;
    assert.deepEqual(Object.keys(document.paths), ['/docs/{lang}', '/docs']);
    assert.equal(document.paths['/docs/{lang}'].get.operationId, 'docs');
    assert.equal(document.paths['/docs'].get.operationId, 'docs_2');
    assert.deepEqual(document.paths['/docs/{lang}'].get.parameters, [
      { name: 'lang', in: 'path', required: true, schema: { type: 'string', pattern: '^(?:en|de)$' } },
    ]);
    await assertValid(document);
  });

  it('refines path parameters with the @FromRoute fields of the declared classes; names unnamed routes', async () => {
    const routes = new RouteCollector();
    routes
      .get('/orders/{id:[0-9]+}')
      .query(ShowOrder)
      .handle(() => 'order');
    routes.get('/files/{name}', () => 'file');
    const document = openapi(routes, { info }) as Json;
    const order = document.paths['/orders/{id}'].get;
    assert.deepEqual(order.parameters, [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
    ]);
    assert.equal(order.operationId, 'get_orders_id');
    assert.deepEqual(document.paths['/files/{name}'].get.parameters[0].schema, { type: 'string' });
    await assertValid(document);
  });

  it('turns a query class into query parameters: nested paths as deepObject, lists exploded, context hidden', async () => {
    const routes = new RouteCollector();
    routes
      .get('/orders')
      .query(SearchOrders)
      .handle(() => []);
    const document = openapi(routes, { info }) as Json;
    const parameters = document.paths['/orders'].get.parameters as Json[];
    assert.deepEqual(
      parameters.map((p) => [p.name, p.style, p.explode, p.required]),
      [
        ['filter', 'deepObject', true, undefined],
        ['tags', 'form', true, undefined],
        ['page', undefined, undefined, true],
      ],
    );
    assert.deepEqual(parameters[0]!.schema.properties.status, { enum: ['open', 'closed'] });
    assert.ok(!JSON.stringify(document).includes('tenant'));
    await assertValid(document);
  });

  it('describes bodies in JSON, form and multipart, and responses from output schemas, arrays included', async () => {
    class OrderView extends Request {
      @Validate('required|integer') id = 0;
    }
    class LegacyShape {}
    const routes = new RouteCollector();
    routes
      .post('/orders')
      .body(SearchOrders)
      .responds(201, OrderView)
      .responds(200, [OrderView], 'Several')
      .responds(202, LegacyShape)
      .responds(409, undefined, 'Already placed')
      .handle(() => undefined);
    const document = openapi(routes, { info }) as Json;
    const operation = document.paths['/orders'].post;
    assert.deepEqual(Object.keys(operation.requestBody.content), [
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    assert.equal(operation.requestBody.required, true);
    assert.deepEqual(operation.responses['201'].content['application/json'].schema, {
      $ref: '#/components/schemas/OrderView',
    });
    assert.deepEqual(operation.responses['200'].content['application/json'].schema, {
      type: 'array',
      items: { $ref: '#/components/schemas/OrderView' },
    });
    assert.deepEqual(operation.responses['202'].content['application/json'].schema, {
      type: 'object',
      title: 'LegacyShape',
    });
    assert.deepEqual(operation.responses['409'], {
      description: 'Already placed',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
    for (const status of ['400', '413', '415', '422', '500', '503'])
      assert.ok(operation.responses[status], status);
    assert.equal(operation.responses['404'], undefined, 'no path parameter, no kernel 404');
    await assertValid(document);
  });

  it('lets middleware declare security, schemes and answers; groups pass them on like middleware', async () => {
    const apiKey = documentMiddleware((_ctx: HttpContext, next: HttpNext) => next(), {
      securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      security: [{ key: [] }],
      responses: { 401: 'No key', 403: 'Key without access' },
    });
    const routes = new RouteCollector();
    routes.get('/public', () => 'hi');
    routes.group('/private', (r) => r.get('/data', () => 'secret'), [apiKey], { tags: ['private'] });
    const document = openapi(routes, {
      info,
      security: [],
      tags: [{ name: 'private', description: 'Keyed' }],
    }) as Json;
    assert.deepEqual(document.paths['/public'].get.security, [], 'public beside secured operations');
    const data = document.paths['/private/data'].get;
    assert.deepEqual(data.security, [{ key: [] }]);
    assert.deepEqual(data.tags, ['private']);
    assert.equal(data.responses['403'].description, 'Key without access');
    assert.deepEqual(document.components.securitySchemes, {
      key: { type: 'apiKey', in: 'header', name: 'x-api-key' },
    });
    assert.deepEqual(document.tags, [{ name: 'private', description: 'Keyed' }]);
    await assertValid(document);
  });

  it('reports routes it cannot list through onSkip, and keeps the first of two same-shaped paths', async () => {
    const skipped: string[] = [];
    const routes = new RouteCollector();
    routes.any('/hook', () => 'any');
    routes.get('/users/{id:[0-9]+}', () => 'by id');
    routes.get('/users/{slug:[a-z]+}', () => 'by slug');
    const document = openapi(routes, { info, onSkip: (message) => skipped.push(message) }) as Json;
    assert.deepEqual(Object.keys(document.paths), ['/users/{id}']);
    assert.equal(skipped.length, 2);
    assert.match(skipped[0]!, /\/hook/);
    assert.match(skipped[1]!, /same shape as \/users\/\{id\}/);
    await assertValid(document);
  });

  it('refuses a call without info or without routes with a typed error that says what to pass', () => {
    const routes = new RouteCollector();
    assert.throws(() => openapi(routes, {} as never), OpenApiError);
    assert.throws(() => openapi(routes, { info: { title: 'x' } } as never), /title and a version/);
    assert.throws(() => openapi({} as never, { info }), /RouteCollector/);
  });
});

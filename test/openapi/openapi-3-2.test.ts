// OpenAPI 3.2 as an opt-in: `openapi(routes, { version: '3.2.0' })` lists QUERY routes (which
// the router and kernel answer through both doors), other methods under `additionalOperations`,
// query classes with nested objects as one `querystring` parameter, and hierarchical tags; the
// default stays 3.1, which leaves out what it has no place for.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import {
  FromBody,
  HttpKernel,
  OpenApiError,
  openapi,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';
import { fetchDoor, nodeDoor } from '../http/support/doors.js';

type Json = Record<string, any>;
const info = { title: 'Search API', version: '1.0.0' };

class TaskFilter extends Request {
  @Validate('required|string|max:50') text = '';
  @Validate('array') tags: string[] = [];
}

class NestedSearch extends Request {
  @FromBody('filter.status') @Validate('in:open,done') status?: string;
  @Validate('integer|min_value:1') page = 1;
}

function searchRoutes(): RouteCollector {
  const routes = new RouteCollector();
  routes
    .query('/tasks/search')
    .body(TaskFilter)
    .handle(async (ctx) => ({ text: (await ctx.body()).text }))
    .name('tasks.search');
  routes.addRoute('PURGE', '/cache', () => undefined).name('cache.purge');
  routes
    .get('/tasks')
    .query(NestedSearch)
    .tags('tasks')
    .handle(() => [])
    .name('tasks.index');
  return routes;
}

const tags = [
  { name: 'work', description: 'Everything about work', kind: 'nav' },
  { name: 'tasks', description: 'Tasks', parent: 'work' },
];

describe('OpenAPI 3.2 (opt-in)', () => {
  it('lists QUERY routes under `query` with their body, and other methods under additionalOperations', async () => {
    const document = openapi(searchRoutes(), { info, version: '3.2.0', tags }) as Json;
    assert.equal(document.openapi, '3.2.0');
    const search = document.paths['/tasks/search'].query;
    assert.equal(search.operationId, 'tasks.search');
    assert.deepEqual(search.requestBody.content['application/json'].schema, {
      $ref: '#/components/schemas/TaskFilter',
    });
    assert.equal(document.paths['/cache'].additionalOperations.PURGE.operationId, 'cache.purge');
    const validator = new Validator();
    assert.deepEqual(await validator.validate(structuredClone(document)), { valid: true });
    assert.equal(validator.version, '3.2');
  });

  it('describes a query class with nested objects as one querystring parameter', () => {
    const document = openapi(searchRoutes(), { info, version: '3.2.0' }) as Json;
    const [parameter] = document.paths['/tasks'].get.parameters as Json[];
    assert.equal(parameter!.in, 'querystring');
    assert.equal(parameter!.name, 'NestedSearch');
    const schema = parameter!.content['application/x-www-form-urlencoded'].schema;
    assert.deepEqual(Object.keys(schema.properties), ['filter', 'page']);
  });

  it('keeps parent and kind on tags', () => {
    const document = openapi(searchRoutes(), { info, version: '3.2.0', tags }) as Json;
    assert.deepEqual(document.tags, tags);
  });
});

describe('OpenAPI 3.1 (the default) with routes only 3.2 can hold', () => {
  it('leaves QUERY and custom methods out, telling onSkip how to list them', async () => {
    const skipped: string[] = [];
    const document = openapi(searchRoutes(), {
      info,
      tags,
      onSkip: (message) => skipped.push(message),
    }) as Json;
    assert.equal(document.openapi, '3.1.0');
    assert.equal(document.paths['/tasks/search'], undefined);
    assert.deepEqual(skipped, [
      "/tasks/search: QUERY has no place in OpenAPI 3.1: pass version: '3.2.0' to list it",
      "/cache: PURGE has no place in OpenAPI 3.1: pass version: '3.2.0' to list it",
    ]);
    assert.equal(document.paths['/tasks'].get.parameters[0].style, 'deepObject');
    assert.deepEqual(document.tags, [
      { name: 'work', description: 'Everything about work' },
      { name: 'tasks', description: 'Tasks' },
    ]);
    assert.deepEqual(await new Validator().validate(structuredClone(document)), { valid: true });
  });

  it('refuses a version it does not write, naming the two it does', () => {
    assert.throws(
      () => openapi(searchRoutes(), { info, version: '3.0.3' as never }),
      (error: unknown) =>
        error instanceof OpenApiError && /'3\.1\.0' \(the default\) or '3\.2\.0'/.test(error.message),
    );
  });
});

describe('QUERY routes in the kernel', () => {
  for (const door of [fetchDoor, nodeDoor]) {
    it(`answers a QUERY request with its mapped body (${door.name})`, async () => {
      const opened = await door(new HttpKernel(searchRoutes()));
      try {
        const answer = await opened.send('/tasks/search', {
          method: 'QUERY',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'readme' }),
        });
        assert.equal(answer.status, 200, answer.text);
        assert.deepEqual(JSON.parse(answer.text), { text: 'readme' });
        const invalid = await opened.send('/tasks/search', {
          method: 'QUERY',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: '' }),
        });
        assert.equal(invalid.status, 422);
        const other = await opened.send('/tasks/search', { method: 'GET' });
        assert.equal(other.status, 405);
        assert.match(other.headers.allow!, /QUERY/);
      } finally {
        await opened.close();
      }
    });
  }
});

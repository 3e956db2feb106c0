// What openapi() writes for every answer a route can give besides its views: the error format's
// media type and schemas on every error answer (the default problem documents, or a custom
// format such as RealWorld's), declared application errors with their codes, response headers
// of routes and of documented middleware, and `security: []` on public operations.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import {
  documentMiddleware,
  errorFormat,
  type HttpContext,
  type HttpNext,
  OpenApiError,
  openapi,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';
import { conduitErrors } from '../support/conduit-errors.js';

type Json = Record<string, any>;
const info = { title: 'Test API', version: '1.0.0' };

async function assertValid(document: Json): Promise<void> {
  assert.deepEqual(await new Validator().validate(structuredClone(document)), { valid: true });
}

class NewArticle extends Request {
  @Validate('required|string|max:120') title = '';
}

class ArticleView extends Request {
  @Validate('required|string') slug = '';
}

const signedIn = documentMiddleware((_ctx: HttpContext, next: HttpNext) => next(), {
  securitySchemes: { token: { type: 'http', scheme: 'bearer' } },
  security: [{ token: [] }],
  responses: {
    401: { description: 'No token', headers: { 'WWW-Authenticate': 'The scheme to authenticate with' } },
  },
});

function conduitRoutes(): RouteCollector {
  const routes = new RouteCollector();
  routes
    .get('/tags')
    .responds(200, undefined, 'The tags')
    .handle(() => []);
  routes.group(
    '/articles',
    (articles) => {
      articles
        .post('')
        .body(NewArticle)
        .responds(201, ArticleView, { headers: { Location: 'The new article' } })
        .error(409, 'titleTaken', 'An article has this title')
        .handle(() => undefined)
        .name('articles.create');
      articles
        .get('/{slug}')
        .responds(200, ArticleView)
        .error(404, 'articleNotFound')
        .handle(() => undefined)
        .name('articles.show');
    },
    [signedIn],
  );
  return routes;
}

/** Every response object of the document, shared ones resolved. */
function everyResponse(document: Json): Array<[string, Json]> {
  const out: Array<[string, Json]> = [];
  for (const [path, item] of Object.entries(document.paths as Json)) {
    for (const [method, operation] of Object.entries(item as Json)) {
      for (const [status, response] of Object.entries((operation as Json).responses as Json)) {
        const resolved = response.$ref
          ? document.components.responses[String(response.$ref).split('/').pop()!]
          : response;
        out.push([`${method} ${path} ${status}`, resolved as Json]);
      }
    }
  }
  return out;
}

describe('openapi() error answers in the error format', () => {
  it('documents every error answer of the default format as problem documents, 422s as ValidationProblem', async () => {
    const document = openapi(conduitRoutes(), { info }) as Json;
    for (const [where, response] of everyResponse(document)) {
      if (Number(where.split(' ').pop()) < 400) continue;
      const content = response.content as Json;
      assert.deepEqual(Object.keys(content), ['application/problem+json'], where);
    }
    assert.deepEqual(document.components.responses.ValidationFailed.content, {
      'application/problem+json': { schema: { $ref: '#/components/schemas/ValidationProblem' } },
    });
    assert.ok(document.components.schemas.Problem.properties.code);
    await assertValid(document);
  });

  it('documents a custom format (RealWorld’s) on the kernel’s, declared and middleware errors alike', async () => {
    const document = openapi(conduitRoutes(), { info, errors: conduitErrors }) as Json;
    const errorResponses = everyResponse(document).filter(([where]) => Number(where.split(' ').pop()) >= 400);
    assert.ok(errorResponses.length >= 10);
    for (const [where, response] of errorResponses) {
      assert.deepEqual(
        response.content,
        { 'application/json': { schema: { $ref: '#/components/schemas/ConduitError' } } },
        where,
      );
    }
    assert.deepEqual(document.components.schemas.ConduitError, conduitErrors.schema);
    assert.equal(document.components.schemas.Problem, undefined);
    assert.ok(!JSON.stringify(document).includes('problem+json'));
    await assertValid(document);
  });

  it('names the 422 schema Validation<name> when the format describes validation bodies apart', async () => {
    const withValidation = errorFormat({ ...conduitErrors, validationSchema: { type: 'object' } });
    const document = openapi(conduitRoutes(), { info, errors: withValidation }) as Json;
    assert.deepEqual(document.components.responses.ValidationFailed.content, {
      'application/json': { schema: { $ref: '#/components/schemas/ValidationConduitError' } },
    });
    assert.deepEqual(document.components.schemas.ValidationConduitError, { type: 'object' });
  });

  it('lists only the kernel answers some operation refers to in components.responses', () => {
    const routes = new RouteCollector();
    routes.get('/ping', () => 'pong');
    const document = openapi(routes, { info }) as Json;
    assert.deepEqual(Object.keys(document.components.responses), [
      'BadRequest',
      'InternalServerError',
      'ServiceUnavailable',
    ]);
    assert.deepEqual(Object.keys(document.components.schemas), ['Problem']);
  });

  it('refuses a request class named like the error format’s schema', () => {
    class ConduitError extends Request {
      @Validate('required|string') message = '';
    }
    const routes = new RouteCollector();
    routes
      .get('/oops')
      .responds(200, ConduitError)
      .handle(() => undefined);
    assert.throws(() => openapi(routes, { info, errors: conduitErrors }), OpenApiError);
    assert.throws(() => openapi(routes, { info, errors: conduitErrors }), /rename the class/);
  });
});

describe('openapi() declared errors, headers and public operations', () => {
  it('lists declared error codes in the description and narrows the problem’s code to them', async () => {
    const routes = new RouteCollector();
    routes
      .post('/tasks')
      .body(NewArticle)
      .error(409, 'taskTitleTaken', 'A task has this title')
      .error(409, 'projectArchived')
      .handle(() => undefined);
    const document = openapi(routes, { info }) as Json;
    const conflict = document.paths['/tasks'].post.responses['409'];
    assert.equal(
      conflict.description,
      'Conflict\n\nApplication error codes:\n- `taskTitleTaken`: A task has this title\n- `projectArchived`',
    );
    assert.deepEqual(conflict.content['application/problem+json'].schema, {
      allOf: [
        { $ref: '#/components/schemas/Problem' },
        {
          type: 'object',
          properties: { code: { type: 'string', enum: ['taskTitleTaken', 'projectArchived'] } },
          required: ['code'],
        },
      ],
    });
    await assertValid(document);
  });

  it('keeps a format without `code` as it is for declared errors, codes in the description', () => {
    const document = openapi(conduitRoutes(), { info, errors: conduitErrors }) as Json;
    const conflict = document.paths['/articles'].post.responses['409'];
    assert.match(conflict.description, /`titleTaken`: An article has this title/);
    assert.deepEqual(conflict.content['application/json'].schema, {
      $ref: '#/components/schemas/ConduitError',
    });
  });

  it('writes the headers responds() declares, and a middleware’s answer headers', () => {
    const document = openapi(conduitRoutes(), { info }) as Json;
    const create = document.paths['/articles'].post.responses;
    assert.deepEqual(create['201'].headers, {
      Location: { description: 'The new article', required: true, schema: { type: 'string' } },
    });
    assert.deepEqual(create['401'].headers, {
      'WWW-Authenticate': {
        description: 'The scheme to authenticate with',
        required: true,
        schema: { type: 'string' },
      },
    });
  });

  it('puts a middleware’s headers on every answer of its routes, optional on the kernel’s own', async () => {
    const deprecated = documentMiddleware((_ctx: HttpContext, next: HttpNext) => next(), {
      headers: {
        Deprecation: {
          description: 'When this version was deprecated (RFC 9745)',
          schema: { type: 'string' },
        },
        Sunset: 'When it stops answering (RFC 8594)',
      },
    });
    const routes = new RouteCollector();
    routes.group(
      '/v1',
      (v1) =>
        v1
          .get('/items/{id}')
          .responds(200, ArticleView)
          .handle(() => undefined),
      [deprecated],
    );
    routes.get('/v2/items', () => []);
    const document = openapi(routes, { info }) as Json;
    const responses = document.paths['/v1/items/{id}'].get.responses as Json;
    assert.deepEqual(Object.keys(responses['200'].headers), ['Deprecation', 'Sunset']);
    assert.equal(responses['200'].headers.Sunset.required, true);
    assert.equal(responses['404'].$ref, undefined, 'a kernel answer with headers is written in place');
    assert.deepEqual(Object.keys(responses['404'].headers), ['Deprecation', 'Sunset']);
    assert.equal(responses['404'].headers.Sunset.required, undefined);
    assert.deepEqual(document.paths['/v2/items'].get.responses['400'], {
      $ref: '#/components/responses/BadRequest',
    });
    await assertValid(document);
  });

  it('writes security: [] on public operations beside secured ones; a global requirement covers all', async () => {
    const routes = conduitRoutes();
    const document = openapi(routes, { info }) as Json;
    assert.deepEqual(document.paths['/tags'].get.security, []);
    assert.deepEqual(document.paths['/articles'].post.security, [{ token: [] }]);
    const open = new RouteCollector();
    open.get('/tags', () => []);
    assert.equal((openapi(open, { info }) as Json).paths['/tags'].get.security, undefined);
    const global = openapi(open, { info, security: [{ token: [] }] }) as Json;
    assert.equal(global.paths['/tags'].get.security, undefined, 'inherits the document’s requirement');
    await assertValid(document);
  });

  it('refuses middleware documentation with a header that is no header name, saying so', () => {
    assert.throws(
      () => documentMiddleware(() => undefined, { headers: { 'Bad Header': 'x' } }),
      (error: unknown) =>
        error instanceof OpenApiError && /headers: "Bad Header" is not a header name/.test(error.message),
    );
    assert.throws(
      () => documentMiddleware(() => undefined, { responses: { 99: 'x' } }),
      /keyed by HTTP status/,
    );
  });
});

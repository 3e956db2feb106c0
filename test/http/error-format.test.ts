// The error format, declared once: every error answer of the kernel — 422s, its own 4xx/5xx,
// unreadable bodies, timeouts — is written by the `errors` option, through both doors; onError
// only answers what it handles; headers an error needs survive whoever answers it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  errorFormat,
  HttpError,
  HttpKernel,
  type ProblemDetails,
  problemDocuments,
  Reply,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';
import { conduitErrors } from '../support/conduit-errors.js';
import { MemoryLogger } from './support/app.js';
import { doorFactories } from './support/doors.js';

class NewArticle extends Request {
  @Validate('required|string|max:20') title = '';
}

function conduitRoutes(): RouteCollector {
  const routes = new RouteCollector();
  routes
    .post('/articles')
    .body(NewArticle)
    .handle(async (ctx) => ctx.body());
  routes.get('/boom', () => {
    throw new Error('secret detail');
  });
  routes.get('/taken', () => {
    throw new HttpError(409, 'That title is taken', { code: 'titleTaken' });
  });
  routes.get('/private', () => {
    throw new HttpError(401, 'Sign in first', {
      code: 'unauthenticated',
      headers: { 'WWW-Authenticate': 'Bearer realm="conduit"' },
    });
  });
  routes.get('/slow', () => new Promise(() => {}));
  return routes;
}

const post = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});

describe('the errors option', () => {
  for (const door of doorFactories) {
    it(`writes every error answer in the format (${door.name} door)`, async () => {
      const logger = new MemoryLogger();
      const kernel = new HttpKernel(conduitRoutes(), {
        errors: conduitErrors,
        logger,
        limits: { requestTimeoutMs: 200, maxBodyBytes: 64 },
      });
      const client = await door.open(kernel);
      try {
        const cases: Array<[string, string, ReturnType<typeof post> | undefined, number, unknown]> = [
          [
            'a 422',
            '/articles',
            post('{"title":""}'),
            422,
            { errors: { title: ['The title field is required.'] } },
          ],
          ['a 404', '/nowhere', undefined, 404, { errors: { body: ['No route matches GET /nowhere'] } }],
          [
            'a 409 thrown by the app',
            '/taken',
            undefined,
            409,
            { errors: { body: ['That title is taken'] } },
          ],
          ['a 500', '/boom', undefined, 500, { errors: { body: ['Internal Server Error'] } }],
          [
            'a 503 timeout',
            '/slow',
            undefined,
            503,
            { errors: { body: ['The request was not answered within 200 ms'] } },
          ],
          ['a 400 unreadable body', '/articles', post('{"title":'), 400, undefined],
          ['a 413', '/articles', post(`{"title":"${'x'.repeat(100)}"}`), 413, undefined],
        ];
        for (const [what, path, sent, status, body] of cases) {
          const received = await client.send(path, sent);
          assert.equal(received.status, status, what);
          assert.equal(received.headers['content-type'], 'application/json; charset=utf-8', what);
          const parsed = JSON.parse(received.text) as { errors: Record<string, string[]> };
          if (body !== undefined) assert.deepEqual(parsed, body, what);
          else assert.ok(Array.isArray(parsed.errors.body) && parsed.errors.body.length === 1, what);
          assert.doesNotMatch(received.text, /secret detail|"type"|"status"/, what);
        }
        const wrongMethod = await client.send('/taken', { method: 'DELETE' });
        assert.equal(wrongMethod.status, 405);
        assert.equal(wrongMethod.headers.allow, 'GET, HEAD, OPTIONS');
        assert.deepEqual(JSON.parse(wrongMethod.text), {
          errors: { body: ['DELETE is not allowed on /taken; allowed: GET, HEAD, OPTIONS'] },
        });
        const unauthenticated = await client.send('/private');
        assert.equal(unauthenticated.status, 401);
        assert.equal(unauthenticated.headers['www-authenticate'], 'Bearer realm="conduit"');
        assert.deepEqual(
          logger.entries.map((entry) => entry.message),
          ['GET /boom failed'],
        );
      } finally {
        await client.close();
      }
    });
  }

  it('answers problem documents by default, with the same headers', async () => {
    const kernel = new HttpKernel(conduitRoutes());
    assert.equal(kernel.errors, problemDocuments);
    for (const door of doorFactories) {
      const client = await door.open(kernel);
      try {
        const received = await client.send('/private');
        assert.equal(received.headers['content-type'], 'application/problem+json; charset=utf-8');
        assert.equal(received.headers['www-authenticate'], 'Bearer realm="conduit"');
        assert.deepEqual(JSON.parse(received.text), {
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          detail: 'Sign in first',
          code: 'unauthenticated',
        });
      } finally {
        await client.close();
      }
    }
  });

  it('answers the problem document, and logs once, when the format throws or writes nothing', async () => {
    const writers: Array<[string, (problem: ProblemDetails) => unknown]> = [
      [
        'throws',
        () => {
          throw new Error('format broke');
        },
      ],
      ['returns undefined', () => undefined],
      ['returns a BigInt', () => 1n],
    ];
    for (const [what, write] of writers) {
      const logger = new MemoryLogger();
      const format = errorFormat({ mediaType: 'application/json', schema: { type: 'object' }, write });
      const kernel = new HttpKernel(conduitRoutes(), { errors: format, logger });
      for (const door of doorFactories) {
        const client = await door.open(kernel);
        try {
          const received = await client.send('/taken');
          assert.equal(received.status, 409, what);
          assert.equal(received.headers['content-type'], 'application/problem+json; charset=utf-8', what);
          assert.equal(JSON.parse(received.text).code, 'titleTaken', what);
        } finally {
          await client.close();
        }
      }
      assert.equal(logger.entries.length, 2, `${what}: one line per answer`);
      assert.match(logger.entries[0]!.message, /error format could not write a 409/);
    }
  });

  it('refuses a format that is not one, naming the missing part', () => {
    const bad: Array<[unknown, RegExp]> = [
      [null, /object with mediaType, schema and write/],
      [{ mediaType: 'json', schema: {}, write: () => ({}) }, /mediaType must be a media type/],
      [{ mediaType: 'application/json', write: () => ({}) }, /schema must be a JSON Schema object/],
      [{ mediaType: 'application/json', schema: {} }, /write must be a function/],
      [{ mediaType: 'application/json', schema: {}, write: () => ({}), name: 'a b' }, /component name/],
    ];
    for (const [format, message] of bad) {
      assert.throws(() => errorFormat(format as never), { name: 'ErrorFormatError', message });
    }
  });
});

describe('onError beside the error format', () => {
  it('leaves what it does not handle to the default answer: never a silent 204', async () => {
    const logger = new MemoryLogger();
    const kernel = new HttpKernel(conduitRoutes(), {
      logger,
      errors: conduitErrors,
      onError: (error) =>
        error instanceof HttpError && error.status === 409
          ? Reply.json({ taken: true }, { status: 409 })
          : undefined,
    });
    for (const door of doorFactories) {
      const client = await door.open(kernel);
      try {
        const handled = await client.send('/taken');
        assert.deepEqual([handled.status, JSON.parse(handled.text)], [409, { taken: true }]);
        const crashed = await client.send('/boom');
        assert.deepEqual(
          [crashed.status, JSON.parse(crashed.text)],
          [500, { errors: { body: ['Internal Server Error'] } }],
        );
        const missing = await client.send('/nowhere');
        assert.equal(missing.status, 404);
      } finally {
        await client.close();
      }
    }
    assert.deepEqual(
      logger.entries.map((entry) => entry.message),
      ['GET /boom failed', 'GET /boom failed'],
      'the unhandled 500 is logged, once per request',
    );
  });

  it('keeps Allow on a replaced 405 and WWW-Authenticate on a replaced 401, unless the hook sets them', async () => {
    const kernel = new HttpKernel(conduitRoutes(), {
      onError: (error) => {
        if (!(error instanceof HttpError)) return undefined;
        if (error.status === 401) return Reply.json({ signIn: true }, { status: 401 });
        if (error.status === 405)
          return Reply.json({ nope: true }, { status: 405, headers: { Allow: 'GET' } });
        return new Response('{}', { status: error.status });
      },
    });
    for (const door of doorFactories) {
      const client = await door.open(kernel);
      try {
        const unauthenticated = await client.send('/private');
        assert.equal(unauthenticated.headers['www-authenticate'], 'Bearer realm="conduit"', door.name);
        const replaced = await client.send('/taken', { method: 'PUT' });
        assert.equal(replaced.headers.allow, 'GET', `${door.name}: the hook's own Allow wins`);
      } finally {
        await client.close();
      }
    }
  });

  it('answers the default to the original error, and logs one line with both, when the hook throws', async () => {
    const logger = new MemoryLogger();
    const kernel = new HttpKernel(conduitRoutes(), {
      logger,
      errors: conduitErrors,
      onError: () => {
        throw new Error('hook broke');
      },
    });
    for (const door of doorFactories) {
      const client = await door.open(kernel);
      try {
        const taken = await client.send('/taken');
        assert.deepEqual(
          [taken.status, JSON.parse(taken.text)],
          [409, { errors: { body: ['That title is taken'] } }],
        );
        const crashed = await client.send('/boom');
        assert.equal(crashed.status, 500);
      } finally {
        await client.close();
      }
    }
    assert.equal(logger.entries.length, 4, 'one line per failed hook, the 500 included');
    const [first] = logger.entries;
    assert.match(first!.message, /onError threw/);
    const errors = (first!.error as AggregateError).errors as Error[];
    assert.deepEqual(
      errors.map((error) => error.message),
      ['hook broke', 'That title is taken'],
    );
  });
});

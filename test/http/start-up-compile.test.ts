// A misdeclared request class stops the application when the kernel (or an adapter's
// middleware) is built, not with a 500 on the first request that reaches it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Hono } from 'hono';
import { dto as expressDto } from '../../src/adapters/express/index.js';
import { dto as fastifyDto } from '../../src/adapters/fastify/index.js';
import { dto as honoDto } from '../../src/adapters/hono/index.js';
import {
  Cast,
  ConfigurationException,
  FetchKernel,
  FromContext,
  FromRoute,
  HttpKernel,
  Items,
  Request,
  RequestHandler,
  RouteCollector,
  Validate,
  Validator,
} from '../../src/index.js';

class MisspeltRule extends Request {
  @Validate('required|emial') email = '';
}
class UnknownCast extends Request {
  @Cast('integer' as never) count?: any;
}
class TwoSources extends Request {
  @FromRoute() @FromContext('user') id = '';
}
class NestedMisdeclared extends Request {
  @Validate('array') @Items(MisspeltRule) lines: MisspeltRule[] = [];
}
class WellDeclared extends Request {
  @FromRoute() @Validate('required|integer') shopId = 0;
  @Validate('required|email') email = '';
}

const misdeclared: Array<[string, new () => Request, string]> = [
  ['a misspelt rule', MisspeltRule, 'invalidRules'],
  ['an unknown cast', UnknownCast, 'castExpectsBuiltInType'],
  ['two source decorators', TwoSources, 'multipleSources'],
  ['a nested item class with a misspelt rule', NestedMisdeclared, 'invalidRules'],
];

const kernels: Array<[string, (routes: RouteCollector) => unknown]> = [
  ['new HttpKernel(routes)', (routes) => new HttpKernel(routes)],
  ['new FetchKernel(routes)', (routes) => new FetchKernel(routes)],
];

describe('start-up compile of the classes routes declare', () => {
  for (const [kernelName, build] of kernels) {
    for (const [what, cls, code] of misdeclared) {
      it(`${kernelName} throws ConfigurationException ${code} for ${what} declared as a body`, () => {
        const routes = new RouteCollector();
        routes.post('/orders', () => 'never').body(cls);
        assert.throws(
          () => build(routes),
          (error: unknown) => error instanceof ConfigurationException && error.code === code,
        );
      });
    }

    it(`${kernelName} checks classes declared as a query and inside groups`, () => {
      const routes = new RouteCollector();
      routes.group('/api', (api) => api.get('/search', () => 'never').query(MisspeltRule));
      assert.throws(() => build(routes), ConfigurationException);
    });

    it(`${kernelName} accepts well-declared classes and then maps with them`, async () => {
      const routes = new RouteCollector();
      routes
        .post('/shops/{shopId}/orders', async (ctx) => (await ctx.body(WellDeclared)).toJSON())
        .body(WellDeclared);
      const kernel = build(routes) as FetchKernel;
      const response = await kernel.fetch(
        new globalThis.Request('http://localhost/shops/7/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a@example.com' }),
        }),
      );
      assert.deepEqual(await response.json(), { shopId: 7, email: 'a@example.com' });
    });
  }

  it('the kernel compiles the matcher when it is made; routes added later still match', async () => {
    const routes = new RouteCollector();
    routes.get('/a', () => 'a');
    let compiled = 0;
    const compile = routes.compile.bind(routes);
    routes.compile = () => {
      compiled++;
      return compile();
    };
    const kernel = new FetchKernel(routes);
    assert.equal(compiled, 1);
    routes.get('/b', () => 'b');
    const answer = await kernel.fetch(new globalThis.Request('http://localhost/b'));
    assert.equal(await answer.text(), 'b');
  });

  it("compiles with the kernel's own request handler, so its custom rules count", () => {
    class CustomRule extends Request {
      @Validate('required|sku') sku = '';
    }
    const routes = new RouteCollector();
    routes.post('/items', () => 'ok').body(CustomRule);
    assert.throws(() => new HttpKernel(routes), ConfigurationException);
    const validator = new Validator();
    validator.addRule('sku', (value) => typeof value === 'string' && /^[A-Z]{3}-\d+$/.test(value));
    new HttpKernel(routes, { requestHandler: new RequestHandler(validator) });
  });

  const adapters: Array<[string, (cls: new () => Request) => unknown]> = [
    ['intake/express dto(Cls)', (cls) => expressDto(cls)],
    ['intake/fastify dto(Cls)', (cls) => fastifyDto(cls)],
    ['intake/hono dto(target, Cls)', (cls) => new Hono().post('/', honoDto('json', cls))],
  ];
  for (const [adapter, setUp] of adapters) {
    it(`${adapter} throws ConfigurationException when the middleware is made`, () => {
      assert.throws(() => setUp(MisspeltRule), { code: 'invalidRules' });
      setUp(WellDeclared);
    });
  }
});

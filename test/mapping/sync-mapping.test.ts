// handleArraySync, handleBodySync and handleQuerySync through the public API, with generated
// steps and jitless closures: the same DTOs and errors as the promise-returning calls, and an
// AsyncMappingError naming the class, field and hook or rule when something answers with a promise.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  AsyncMappingError,
  Caster,
  ConfigurationException,
  Generator,
  InvalidArgumentException,
  Items,
  PostProcess,
  PreProcess,
  Request,
  RequestHandler,
  Validate,
  ValidationException,
  Validator,
} from '../../src/index.js';
import { runLibraryScript } from '../support/library-script.js';
import { fetchRequest, ruleNames } from '../support/requests.js';

class Line extends Request {
  @Validate('required|string') sku!: string;
  @Validate('required|integer|min_value:1') qty!: number;
}

class Order extends Request {
  @PreProcess((email: string) => email.trim()) @Validate('required|email') email!: string;
  @Validate('array') @Items(Line) lines: Line[] = [];
  @Validate('boolean') express = false;
  @PostProcess((tags: string[]) => tags.map((tag) => tag.toUpperCase())) @Validate('array') tags: string[] =
    [];
}

const valid = { email: ' ada@example.com ', lines: [{ sku: 'A', qty: '2' }], express: 'true', tags: ['x'] };
const invalid = { email: 'nope', lines: [{ sku: 'A', qty: 0 }, 3] };

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  assert.fail('expected a throw');
}

function asyncError(run: () => unknown): AsyncMappingError {
  const error = thrownBy(run);
  assert.ok(error instanceof AsyncMappingError, String(error));
  return error;
}

const modes = [
  ['generated steps', () => new RequestHandler()],
  ['jitless closures', () => new RequestHandler(undefined, { jitless: true })],
] as const;

for (const [mode, makeHandler] of modes) {
  describe(`synchronous mapping (${mode})`, () => {
    test('handleArraySync returns the DTO handleArray resolves to, on every call (fast path included)', async () => {
      const handler = makeHandler();
      const expected = (await handler.handleArray(Order, valid)).toArray();
      for (let call = 0; call < 3; call++) {
        const dto = handler.handleArraySync(Order, valid);
        assert.ok(dto instanceof Order);
        assert.ok(dto.lines[0] instanceof Line);
        assert.deepEqual(dto.toArray(), expected);
      }
      assert.deepEqual(expected.tags, ['X']);
    });

    test('invalid input throws the ValidationException handleArray rejects with', async () => {
      const handler = makeHandler();
      const rejected = await handler.handleArray(Order, invalid).catch((error: unknown) => error);
      for (let call = 0; call < 3; call++) {
        const error = thrownBy(() => handler.handleArraySync(Order, invalid));
        assert.ok(error instanceof ValidationException);
        assert.deepEqual(error.errors, (rejected as ValidationException).errors);
      }
      assert.deepEqual(ruleNames((rejected as ValidationException).errors), {
        email: ['email'],
        'lines.0.qty': ['min_value'],
        'lines.1': ['object'],
      });
    });

    test('handleBodySync takes a parsed body; a non-object is a 422 and a request is refused', () => {
      const handler = makeHandler();
      assert.equal(handler.handleBodySync(Order, JSON.parse('{"email":"a@b.co"}')).email, 'a@b.co');
      const error = thrownBy(() => handler.handleBodySync(Order, [1, 2]));
      assert.ok(error instanceof ValidationException);
      assert.deepEqual(error.errors, { '*': [{ rule: 'object' }] });
      assert.throws(
        () => handler.handleBodySync(Order, fetchRequest('{}', 'application/json')),
        InvalidArgumentException,
      );
    });

    test('handleQuerySync reads query strings as handleQuery does', async () => {
      class Search extends Request {
        @Validate('integer|min_value:1') page = 1;
        @Validate('array') tags: string[] = [];
        @Validate('string') status?: string;
      }
      const handler = makeHandler();
      const query = '?page=2&tags=a&filter[x]=1&status=open';
      const dto = handler.handleQuerySync(Search, query);
      assert.deepEqual(dto.toArray(), (await handler.handleQuery(Search, query)).toArray());
      assert.deepEqual(dto.toArray(), { page: 2, tags: ['a'], status: 'open' });
      assert.throws(() => handler.handleQuerySync(Search, '?page=0'), ValidationException);
    });

    test('a configuration mistake throws synchronously', () => {
      class Broken extends Request {
        @Validate('required|emial') email!: string;
      }
      assert.throws(() => makeHandler().handleArraySync(Broken, {}), ConfigurationException);
    });

    test('a hook that answers with a promise is named, and nothing after it runs', () => {
      let later = 0;
      async function lookUp(value: string): Promise<string> {
        return value;
      }
      class Signup extends Request {
        @PreProcess(lookUp) @Validate('required|string') name!: string;
        @PostProcess(() => later++) age = 1;
      }
      const error = asyncError(() => makeHandler().handleArraySync(Signup, { name: 'a', age: 2 }));
      assert.equal(error.code, 'asyncHook');
      assert.equal(error.className, 'Signup');
      assert.equal(error.property, 'name');
      assert.equal(error.source, '@PreProcess(lookUp)');
      assert.match(error.message, /^Signup\.name: @PreProcess\(lookUp\) answered with a promise/);
      assert.equal(later, 0);
    });

    test('casters, generators and post-processors that answer with a promise are named too', () => {
      class AsyncCaster {
        cast(value: unknown): Promise<unknown> {
          return Promise.resolve(value);
        }
      }
      const asyncGenerator = { generate: () => Promise.resolve('id') };
      class Casts extends Request {
        @Caster(AsyncCaster) amount?: unknown;
      }
      class Generates extends Request {
        @Generator(asyncGenerator) id?: string;
      }
      class Finishes extends Request {
        @PostProcess('round') total = 0;
        static round(value: number): Promise<number> {
          return Promise.resolve(Math.round(value));
        }
      }
      const handler = makeHandler();
      assert.equal(
        asyncError(() => handler.handleArraySync(Casts, { amount: 1 })).source,
        '@Caster(AsyncCaster)',
      );
      assert.equal(
        asyncError(() => handler.handleArraySync(Generates, {})).source,
        '@Generator(Object instance)',
      );
      const post = asyncError(() => handler.handleArraySync(Finishes, { total: 1.4 }));
      assert.deepEqual([post.property, post.source], ['total', "@PostProcess('round')"]);
    });

    test('a hook of a nested @Items class names the nested class and field', () => {
      class Item extends Request {
        @PreProcess(async (sku: string) => sku) @Validate('required') sku!: string;
      }
      class Cart extends Request {
        @Items(Item) items: Item[] = [];
      }
      const error = asyncError(() => makeHandler().handleArraySync(Cart, { items: [{ sku: 'a' }] }));
      assert.deepEqual([error.className, error.property], ['Item', 'sku']);
      // The same class maps asynchronously as before.
      return makeHandler()
        .handleArray(Cart, { items: [{ sku: 'a' }] })
        .then((dto) => assert.equal(dto.items[0]!.sku, 'a'));
    });

    test('a custom rule that answers with a promise is named with its field', () => {
      const validator = new Validator({ jitless: mode === 'jitless closures' }).addRule(
        'available',
        async () => true,
      );
      class Account extends Request {
        @Validate('required|email|available') email!: string;
        @Validate('string') name?: string;
      }
      const handler = new RequestHandler(validator, { jitless: mode === 'jitless closures' });
      const error = asyncError(() => handler.handleArraySync(Account, { email: 'a@b.co' }));
      assert.equal(error.code, 'asyncValidation');
      assert.deepEqual(
        [error.className, error.property, error.source],
        ['Account', 'email', "rule 'available'"],
      );
    });
  });
}

test('the promise a sync call abandons never becomes an unhandled rejection', () => {
  const script = `
    class Signup extends Request {}
    const context = { kind: 'field', name: 'name', static: false, private: false, metadata: Signup[Symbol.metadata] ?? (Signup[Symbol.metadata] = {}) };
    PreProcess(() => Promise.reject(new Error('lookup failed')))(undefined, context);
    process.on('unhandledRejection', (error) => { console.log('unhandled', error.message); });
    try { new RequestHandler().handleArraySync(Signup, { name: 'a' }); } catch (error) { console.log(error.code); }
    await new Promise((resolve) => setTimeout(resolve, 20));
  `;
  const result = runLibraryScript(['Request', 'RequestHandler', 'PreProcess'], script);
  assert.equal(result.stdout.trim(), 'asyncHook');
});

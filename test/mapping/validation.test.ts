import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  Cast,
  FromBody,
  FromContext,
  FromRoute,
  HttpError,
  Items,
  PostProcess,
  Request,
  RequestHandler,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { ruleNames } from '../support/requests.js';

const handler = new RequestHandler();

class Line extends Request {
  @Validate('required|string') sku?: string;
  @Validate('required') @Cast('int') quantity?: number;
}

let postProcessed = 0;

class Checkout extends Request {
  @Validate('required|email') email?: string;
  @FromBody('shipping.zip') @Cast('string') zip?: string;
  @FromRoute('cartId') @Cast('int') cartId?: number;
  @FromContext('user') @Cast('string') user?: string;
  @Cast('bool') gift?: boolean;
  @Validate('in:card,cash') method?: string;
  @Items(Line) lines: Line[] = [];
  @PostProcess(() => ++postProcessed) touched?: number;
}

async function errorsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ValidationException, String(error));
    return ruleNames(error.errors);
  }
  assert.fail('expected a ValidationException');
}

describe('ValidationException', () => {
  test('is an HttpError with status 422, code validationFailed and structured errors', async () => {
    await assert.rejects(handler.handleBody(Checkout, { email: 'x' }), (error: unknown) => {
      assert.ok(error instanceof ValidationException);
      assert.ok(error instanceof HttpError);
      assert.equal(error.status, 422);
      assert.equal(error.code, 'validationFailed');
      assert.deepEqual(error.errors, { email: [{ rule: 'email' }] });
      assert.match(error.message, /email/);
      return true;
    });
  });

  test('scalar: an array or object into a scalar field, from every bag', async () => {
    const errors = await errorsOf(
      handler.handleBody(
        Checkout,
        { email: 'a@b.co', shipping: { zip: ['1'] }, gift: { yes: true } },
        { route: { cartId: [1] }, context: { user: { id: 1 } } },
      ),
    );
    assert.deepEqual(errors, { zip: ['scalar'], cartId: ['scalar'], user: ['scalar'], gift: ['scalar'] });
  });

  test('a field that failed the scalar guard reports only that (no duplicate validator errors)', async () => {
    class Guarded extends Request {
      @Validate('required|string') @Cast('string') name?: string;
    }
    assert.deepEqual(await errorsOf(handler.handleBody(Guarded, { name: ['a'] })), { name: ['scalar'] });
  });

  test('every failing field of the tree at once: validator, casts, nested items, array', async () => {
    const errors = await errorsOf(
      handler.handleBody(
        Checkout,
        { method: 'cheque', gift: 'maybe', lines: [{ sku: 'a', quantity: '1.5' }, { quantity: '2' }] },
        { route: { cartId: 'abc' } },
      ),
    );
    assert.deepEqual(errors, {
      email: ['required'],
      method: ['in'],
      cartId: ['int'],
      gift: ['bool'],
      'lines.0.quantity': ['int'],
      'lines.1.sku': ['required'],
    });
  });

  test('a field the validator rejected is not cast as well', async () => {
    class Age extends Request {
      @Validate('integer') @Cast('int') age?: number;
    }
    assert.deepEqual(await errorsOf(handler.handleBody(Age, { age: 'abc' })), { age: ['integer'] });
  });

  test('post-processing runs only when nothing failed anywhere in the tree', async () => {
    const before = postProcessed;
    await errorsOf(handler.handleBody(Checkout, { email: 'a@b.co', touched: 1, lines: [{ sku: 'a' }] }));
    assert.equal(postProcessed, before);
    const dto = await handler.handleBody(Checkout, { email: 'a@b.co', touched: 1 });
    assert.equal(dto.touched, before + 1);
  });

  test('validator params and rules reach the exception unchanged', async () => {
    class Sized extends Request {
      @Validate('max:3') code?: string;
    }
    await assert.rejects(handler.handleBody(Sized, { code: 'abcd' }), (error: ValidationException) => {
      assert.deepEqual(error.errors, { code: [{ rule: 'max', params: ['3'] }] });
      return true;
    });
  });

  test('route and context fields are in the validation payload', async () => {
    class Scoped extends Request {
      @FromRoute() @Validate('required|uuid') id?: string;
      @FromContext('role') @Validate('required|in:admin') role?: string;
      @Validate('same:id') confirmId?: string;
    }
    const id = '0b6f1f7e-3c1a-4c7e-9d2a-5b8f9e7a1c23';
    const errors = await errorsOf(
      handler.handleBody(Scoped, { confirmId: 'other' }, { route: { id }, context: { role: 'guest' } }),
    );
    assert.deepEqual(errors, { role: ['in'], confirmId: ['same'] });
    const dto = await handler.handleBody(
      Scoped,
      { confirmId: id },
      { route: { id }, context: { role: 'admin' } },
    );
    assert.equal(dto.id, id);
  });

  test('a body that is not an object (null, array, string, number) is refused on "*"', async () => {
    for (const body of [null, [1, 2], 'text', 42, true]) {
      assert.deepEqual(await errorsOf(handler.handleBody(Checkout, body as never)), { '*': ['object'] });
      assert.deepEqual(await errorsOf(handler.handleArray(Checkout, body as never)), { '*': ['object'] });
    }
  });

  test('absent fields are missing from the payload, so required reports them; null is present', async () => {
    class Needs extends Request {
      @Validate('required') a?: string;
      @Validate('nullable|string') b?: string | null;
    }
    assert.deepEqual(await errorsOf(handler.handleBody(Needs, { a: undefined, b: null })), {
      a: ['required'],
    });
  });
});

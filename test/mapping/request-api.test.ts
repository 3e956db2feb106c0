import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  Cast,
  Exclude,
  FromContext,
  FromRoute,
  Group,
  Ignore,
  Items,
  Request,
  RequestHandler,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { ruleNames } from '../support/requests.js';

const handler = new RequestHandler();

class Address extends Request {
  @Validate('required') street?: string;
  @FromContext('tenant') tenant?: string;
  @FromRoute('shopId') shop?: string;
}

class Profile extends Request {
  @Group('person', { mapTo: 'name.first' }) @Group('card') first?: string;
  @Group('person', { mapTo: 'name.last' }) last?: string;
  @Group('person') @Cast('int') age?: number | null;
  @Exclude() @Validate('required') password?: string;
  @Ignore() cache: Map<string, string> = new Map();
  @Items(Address) addresses: Address[] = [];
  nickname: string | null = null;
  #secret = 'untouched';
  secret(): string {
    return this.#secret;
  }
}

describe('Request: toArray, has, get, group, toJSON', () => {
  const input = {
    first: 'Ada',
    last: 'Lovelace',
    age: '',
    password: 'hunter2',
    cache: 'from input',
    addresses: [{ street: 'Main' }],
    '#secret': 'x',
    secret: 'x',
  };

  test('toArray lists managed fields with a value (null included), minus Exclude and Ignore, nested converted', async () => {
    const dto = await handler.handleBody(Profile, input, {
      route: { shopId: 's' },
      context: { tenant: 't' },
    });
    assert.deepEqual(dto.toArray(), {
      first: 'Ada',
      last: 'Lovelace',
      age: null,
      addresses: [{ street: 'Main', tenant: 't' }],
      nickname: null,
    });
    assert.deepEqual(JSON.parse(JSON.stringify(dto)), dto.toArray());
    assert.equal(dto.password, 'hunter2', 'an excluded field is still mapped and readable');
    assert.ok(dto.cache instanceof Map, 'an ignored field is never read');
    assert.equal(dto.secret(), 'untouched');
  });

  test('has and get see managed fields holding a value, including declared defaults and null', async () => {
    const dto = await handler.handleBody(Profile, { first: 'Ada', password: 'p' });
    assert.equal(dto.has('first'), true);
    assert.equal(dto.has('nickname'), true, 'declared default null is a value');
    assert.equal(dto.has('last'), false);
    assert.equal(dto.has('cache'), false, 'ignored');
    assert.equal(dto.has('toArray'), false);
    assert.equal(dto.has('__proto__'), false);
    assert.equal(dto.get('first'), 'Ada');
    assert.equal(dto.get('last', 'fallback'), 'fallback');
    assert.equal(dto.get('nickname', 'fallback'), null);
    assert.equal(dto.get('cache', 'fallback'), 'fallback');
  });

  test('group returns non-null members at their mapTo paths; a field may be in several groups', async () => {
    const dto = await handler.handleBody(Profile, { first: 'Ada', last: 'L', age: '', password: 'p' });
    assert.deepEqual(dto.group('person'), { name: { first: 'Ada', last: 'L' } });
    assert.deepEqual(dto.group('card'), { first: 'Ada' });
    assert.deepEqual(dto.group('unknown'), {});
  });

  test('instances carry no own enumerable state besides their fields', () => {
    class Empty extends Request {}
    assert.deepEqual(Object.keys(new Empty()), []);
  });
});

describe('managed fields', () => {
  class Base extends Request {
    @Validate('required') id?: string;
    createdBy = 'system';
  }
  class Child extends Base {
    @Cast('int') count = 0;
  }

  test('inherited fields are managed, base class first; defaults are kept when absent', async () => {
    const dto = await handler.handleBody(Child, { id: 'a', count: '3' });
    assert.deepEqual(Object.keys(dto.toArray()), ['id', 'createdBy', 'count']);
    assert.deepEqual(dto.toArray(), { id: 'a', createdBy: 'system', count: 3 });
  });

  test("a subclass's rules do not leak into its base class", async () => {
    await assert.rejects(handler.handleBody(Child, { count: '1' }), ValidationException);
    const base = await handler.handleBody(Base, { id: 'x', count: 'not mapped' });
    assert.deepEqual(base.toArray(), { id: 'x', createdBy: 'system' });
  });
});

describe('@Items', () => {
  class Comment extends Request {
    @Validate('required') text?: string;
    @Items(() => Comment) replies: Comment[] = [];
  }

  test('maps nested items with context but not route, recursively through a thunk', async () => {
    const dto = await handler.handleBody(Comment, {
      text: 'a',
      replies: [{ text: 'b', replies: [{ text: 'c' }] }],
    });
    assert.ok(dto.replies[0] instanceof Comment);
    assert.equal(dto.replies[0]!.replies[0]!.text, 'c');
    const withBags = await handler.handleBody(
      Profile,
      { password: 'p', addresses: [{ street: 's' }] },
      { route: { shopId: 'route' }, context: { tenant: 'ctx' } },
    );
    assert.equal(withBags.addresses[0]!.tenant, 'ctx');
    assert.equal(withBags.addresses[0]!.shop, undefined);
  });

  test('reports non-arrays as array, non-object items as object, nested errors as field.index.sub', async () => {
    await assert.rejects(
      handler.handleBody(Comment, { text: 'a', replies: [{ text: 'b', replies: [{}, 'x', null] }, {}] }),
      (error: ValidationException) => {
        assert.deepEqual(ruleNames(error.errors), {
          'replies.0.replies.0.text': ['required'],
          'replies.0.replies.1': ['object'],
          'replies.0.replies.2': ['object'],
          'replies.1.text': ['required'],
        });
        return true;
      },
    );
    for (const replies of ['x', { 0: {} }, 5]) {
      await assert.rejects(
        handler.handleBody(Comment, { text: 'a', replies }),
        (error: ValidationException) => {
          assert.deepEqual(ruleNames(error.errors), { replies: ['array'] });
          return true;
        },
      );
    }
  });

  test('a null Items value is an array error, so a handler never loops over an unannounced null', async () => {
    await assert.rejects(
      handler.handleBody(Comment, { text: 'a', replies: null }),
      (error: ValidationException) => {
        assert.deepEqual(ruleNames(error.errors), { replies: ['array'] });
        return true;
      },
    );
  });

  test('a null Items value stays null when the field is nullable', async () => {
    class Thread extends Request {
      @Validate('nullable|array') @Items(() => Comment) replies: Comment[] | null = [];
    }
    for (const jitless of [false, true]) {
      const dto = await new RequestHandler(undefined, { jitless }).handleBody(Thread, { replies: null });
      assert.equal(dto.replies, null);
    }
  });

  test('nesting deeper than limits.maxDepth is rejected with a depth error', async () => {
    let input: Record<string, unknown> = { text: 'leaf' };
    for (let i = 0; i < 5; i++) input = { text: 'n', replies: [input] };
    await assert.rejects(
      handler.handleBody(Comment, input, { limits: { maxDepth: 3 } }),
      (error: ValidationException) => {
        assert.deepEqual(ruleNames(error.errors), { 'replies.0.replies.0.replies': ['depth'] });
        return true;
      },
    );
    await handler.handleBody(Comment, input, { limits: { maxDepth: 6 } });
  });
});

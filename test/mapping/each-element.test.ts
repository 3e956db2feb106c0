// `@Each(rules)` / `each(rules)`: a list of scalars whose elements are checked one by one (errors
// at `tags.3`), cast as their rules say, and described as `items` in JSON Schema — the same on
// generated steps and jitless closures, in decorator and `fields()` form.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  ConfigurationException,
  cast,
  Each,
  each,
  fields,
  Items,
  Request,
  RequestHandler,
  requestJsonSchema,
  Validate,
  ValidationException,
} from '../../src/index.js';

class Post extends Request {
  @Each('string|max:5') tags: string[] = [];
  @Validate('required|max:3') @Each('integer|min_value:1') ids: number[] = [];
}

class PostFields extends Request {
  tags: string[] = [];
  ids: number[] = [];
  static fields = fields<PostFields>({
    tags: each('string|max:5'),
    ids: ['required|max:3', each('integer|min_value:1')],
  });
}

const handlers = [
  ['generated code', new RequestHandler()],
  ['jitless', new RequestHandler(undefined, { jitless: true })],
] as const;

async function errorsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ValidationException);
    const out: Record<string, string[]> = {};
    for (const [key, list] of Object.entries(error.errors)) out[key] = list.map((entry) => entry.rule);
    return out;
  }
  assert.fail('expected a ValidationException');
}

for (const [mode, handler] of handlers) {
  for (const cls of [Post, PostFields]) {
    describe(`@Each on ${cls.name} (${mode})`, () => {
      test('checks every element and reports it at its index', async () => {
        for (let call = 0; call < 3; call++) {
          const errors = await errorsOf(
            handler.handleArray(cls, { tags: ['ok', 'far too long', 7], ids: [1, 0, 'x'] }),
          );
          assert.deepEqual(errors, {
            'tags.1': ['max'],
            'tags.2': ['string'],
            'ids.1': ['min_value'],
            'ids.2': ['integer'],
          });
        }
      });

      test('casts each element as its rules say, and keeps the list rules of the field', async () => {
        for (let call = 0; call < 3; call++) {
          const dto = await handler.handleArray(cls, { tags: ['a', 'b'], ids: ['3', 4] });
          assert.deepEqual(dto.toJSON(), { tags: ['a', 'b'], ids: [3, 4] });
        }
        assert.deepEqual(await errorsOf(handler.handleArray(cls, { ids: [1, 2, 3, 4] })), { ids: ['max'] });
        assert.deepEqual(await errorsOf(handler.handleArray(cls, { ids: [] })), { ids: ['required'] });
      });

      test('refuses a value that is not a list, with the array rule', async () => {
        assert.deepEqual(await errorsOf(handler.handleArray(cls, { tags: 'a', ids: [1] })), {
          tags: ['array'],
        });
      });

      test("bounds the elements by the mapping's maxArrayLength, as @Items lists are", async () => {
        const tags = Array.from({ length: 1_001 }, () => 'x');
        assert.deepEqual(await errorsOf(handler.handleArray(cls, { tags, ids: [1] })), { tags: ['max'] });
        const limits = { maxArrayLength: 2 };
        assert.deepEqual(
          await errorsOf(handler.handleArray(cls, { tags: ['a', 'b', 'c'], ids: [1] }, { limits })),
          {
            tags: ['max'],
          },
        );
        const dto = await handler.handleArray(cls, { tags: ['a', 'b'], ids: [1] }, { limits });
        assert.deepEqual(dto.toJSON(), { tags: ['a', 'b'], ids: [1] });
      });

      test('reads a repeated query key as the list', async () => {
        const dto = await handler.handleQuery(cls, 'tags=a&tags=b&ids[]=1&ids[]=2');
        assert.deepEqual(dto.toJSON(), { tags: ['a', 'b'], ids: [1, 2] });
      });
    });
  }
}

describe('@Each in JSON Schema and in configuration', () => {
  test('the elements are described as items, with their own constraints; a default that breaks them is left out', () => {
    for (const cls of [Post, PostFields]) {
      const schema = requestJsonSchema(cls) as { properties: Record<string, unknown> };
      assert.deepEqual(schema.properties.tags, {
        type: 'array',
        items: { type: 'string', maxLength: 5 },
        default: [],
      });
      assert.deepEqual(schema.properties.ids, {
        type: 'array',
        items: { type: 'integer', minimum: 1 },
        minItems: 1,
        maxItems: 3,
      });
    }
  });

  test('refuses @Each beside @Items, @Cast other than array, and an empty rule string', () => {
    class Line extends Request {
      @Validate('required') sku = '';
    }
    class WithItems extends Request {
      @Each('string') @Items(Line) lines: Line[] = [];
    }
    class WithCast extends Request {
      words: string[] = [];
      static fields = fields<WithCast>({ words: [each('string'), cast('string') as never] });
    }
    for (const cls of [WithItems, WithCast]) {
      assert.throws(
        () => new RequestHandler().compile(cls),
        (error: unknown) => error instanceof ConfigurationException && error.code === 'eachConflict',
      );
    }
    assert.throws(() => Each(''), /@Each expects a rule string/);
  });
});

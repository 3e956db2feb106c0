import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  FromBody,
  FromContext,
  FromRoute,
  Group,
  Items,
  MalformedBodyError,
  PayloadTooLargeError,
  Request,
  RequestHandler,
  UnsupportedMediaTypeError,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { assertLinearGrowth } from '../support/growth.js';
import { fetchRequest, nodeRequest } from '../support/requests.js';

const handler = new RequestHandler();

class Node extends Request {
  @FromBody('meta.owner') owner?: unknown;
  @FromRoute('id') id?: unknown;
  @FromContext('user') user?: unknown;
  @Group('g', { mapTo: 'x.y' }) name?: unknown;
  @Items(() => Node) children: Node[] = [];
  value?: unknown;
}

describe('prototype keys never resolve and never reach a prototype', () => {
  const hostile = JSON.parse(
    '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"value":"ok","meta":{"__proto__":{"owner":"x"}},"name":"n","children":[{"__proto__":{"value":"x"}}]}',
  );

  test('own __proto__ / constructor keys in body, route and context are ignored', async () => {
    const dto = await handler.handleBody(Node, hostile, {
      route: JSON.parse('{"__proto__":{"id":"x"}}'),
      context: JSON.parse('{"__proto__":{"user":"x"}}'),
    });
    assert.equal(dto.value, 'ok');
    assert.equal(dto.owner, undefined);
    assert.equal(dto.id, undefined);
    assert.equal(dto.user, undefined);
    assert.equal(dto.children[0]!.value, undefined);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.getPrototypeOf(dto.toArray()), Object.prototype);
    assert.deepEqual(dto.group('g'), { x: { y: 'n' } });
  });

  test('property: arbitrary JSON-like input never pollutes a prototype and never crashes', async () => {
    const { assertNoPoisoning, restoreGlobals } = await import('../support/poisoning.js');
    const keys = fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'value',
      'meta',
      'owner',
      'children',
      'name',
    );
    const json = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.constant(null),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(keys, tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(keys, json, { maxKeys: 6 }), async (input) => {
        const parsed = JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
        try {
          const dto = await handler.handleBody(Node, parsed, { route: parsed, context: parsed });
          dto.toArray();
        } catch (error) {
          assert.ok(error instanceof ValidationException, String(error));
        }
        assertNoPoisoning();
      }),
      { numRuns: 300 },
    );
    restoreGlobals();
  });
});

describe('bad bodies reject with typed errors', () => {
  class Body extends Request {
    @Validate('required') name?: string;
  }

  test('malformed JSON → 400', async () => {
    await assert.rejects(
      handler.handleBody(Body, fetchRequest('{"name":', 'application/json')),
      (error: unknown) => {
        assert.ok(error instanceof MalformedBodyError);
        assert.equal(error.status, 400);
        return true;
      },
    );
  });

  test('unsupported content type → 415', async () => {
    await assert.rejects(
      handler.handleBody(Body, fetchRequest('<name/>', 'application/xml')),
      (error: unknown) => {
        assert.ok(error instanceof UnsupportedMediaTypeError);
        assert.equal(error.status, 415);
        return true;
      },
    );
  });

  test('a body over the size limit → 413, from a Fetch or a Node request', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(5000) });
    for (const request of [
      fetchRequest(big, 'application/json'),
      nodeRequest({ body: big, contentType: 'application/json' }),
    ]) {
      await assert.rejects(
        handler.handleBody(Body, request, { limits: { maxBodyBytes: 1000 } }),
        (error: unknown) => {
          assert.ok(error instanceof PayloadTooLargeError);
          assert.equal(error.status, 413);
          return true;
        },
      );
    }
  });

  test('a body nested deeper than limits.maxDepth → 400', async () => {
    const deep = `${'{"a":'.repeat(50)}1${'}'.repeat(50)}`;
    await assert.rejects(
      handler.handleBody(Body, fetchRequest(deep, 'application/json'), { limits: { maxDepth: 20 } }),
      (error: unknown) => {
        assert.ok(error instanceof MalformedBodyError);
        assert.equal(error.status, 400);
        return true;
      },
    );
  });

  test('a deeply nested plain object through @Items is cut at the depth limit without a stack overflow', async () => {
    let input: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++) input = { children: [input] };
    await assert.rejects(handler.handleBody(Node, input), (error: ValidationException) => {
      assert.equal(Object.keys(error.errors).length, 1);
      assert.match(Object.keys(error.errors)[0]!, /^(children\.0\.){31}children$/);
      return true;
    });
  });

  test('an @Items array longer than limits.maxArrayLength (default 1000) is one max error, not one per element', async () => {
    const children = Array.from({ length: 20_000 }, () => 0);
    await assert.rejects(handler.handleBody(Node, { children }), (error: ValidationException) => {
      assert.deepEqual(error.errors, { children: [{ rule: 'max', params: ['1000'] }] });
      return true;
    });
    await assert.rejects(
      handler.handleBody(Node, { children: [{}, {}, {}] }, { limits: { maxArrayLength: 2 } }),
      (error: ValidationException) => {
        assert.deepEqual(error.errors, { children: [{ rule: 'max', params: ['2'] }] });
        return true;
      },
    );
    const atLimit = await handler.handleBody(Node, { children: [{}, {}] }, { limits: { maxArrayLength: 2 } });
    assert.equal(atLimit.children.length, 2);
  });

  test('a large valid item list maps in linear time', async () => {
    await assertLinearGrowth(
      'an item list',
      async (size) => {
        const children = Array.from({ length: size }, (_, i) => ({ value: i }));
        const dto = await handler.handleBody(Node, { children }, { limits: { maxArrayLength: size } });
        assert.equal(dto.children.length, size);
      },
      1_000,
    );
  });
});

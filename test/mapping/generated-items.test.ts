// @Items steps are generated per field when code generation is on; they must do exactly what
// the shared closures do — sync and async nested hooks, bad elements, limits, recursion.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Cast, Items, PostProcess, PreProcess, Request, RequestHandler, Validate } from '../../src/index.js';
import { mappingOutcome } from '../support/mapping-outcome.js';

/** Async for strings starting with "a", sync otherwise: both continuations get exercised. */
function sometimesAsync(value: unknown): unknown {
  return typeof value === 'string' && value.startsWith('a') ? Promise.resolve(value.toUpperCase()) : value;
}

class Leaf extends Request {
  @PreProcess(sometimesAsync) @Validate('required|string|max:4') name?: string;
  @Validate('integer') @Cast('int') size?: number;
  @PostProcess((value: unknown) => (typeof value === 'string' ? `${value}!` : value)) note?: unknown;
}

class Tree extends Request {
  @Validate('string') label?: string;
  @Items(Leaf) leaves: Leaf[] = [];
  @Items(() => Tree) children: Tree[] = [];
}

const generated = new RequestHandler();
const closures = new RequestHandler(undefined, { jitless: true });
const limits = { maxArrayLength: 3, maxDepth: 3 };

function outcome(handler: RequestHandler, body: Record<string, unknown>) {
  return mappingOutcome(() => handler.handleArray(Tree, body, { limits }));
}

const scalar = fc.oneof(
  fc.constantFrom('a', 'ab', 'b', 'abcde', '', '7', '1.5', 'x'),
  fc.integer({ min: -3, max: 3 }),
  fc.constant(null),
);
const leaf = fc.oneof(fc.record({ name: scalar, size: scalar, note: scalar }, { requiredKeys: [] }), scalar);
const tree = fc.letrec((tie) => ({
  node: fc.record(
    {
      label: scalar,
      leaves: fc.oneof(fc.array(leaf, { maxLength: 4 }), scalar),
      children: fc.oneof(fc.array(tie('node'), { maxLength: 2 }), scalar),
    },
    { requiredKeys: [] },
  ),
})).node;

test('property: generated and closure @Items steps give the same DTO tree or the same errors', async () => {
  await fc.assert(
    fc.asyncProperty(tree, async (body) => {
      const input = body as Record<string, unknown>;
      assert.deepEqual(await outcome(generated, input), await outcome(closures, input));
    }),
    { numRuns: 500 },
  );
});

test('an async nested hook in the middle of the items resumes with the remaining items', async () => {
  const body = { leaves: [{ name: 'b' }, { name: 'ab' }, { name: 'c', note: 'n' }] };
  const dto = await generated.handleArray(Tree, body, { limits });
  assert.deepEqual(
    dto.leaves.map((item) => item.toArray()),
    [{ name: 'b' }, { name: 'AB' }, { name: 'c', note: 'n!' }],
  );
});

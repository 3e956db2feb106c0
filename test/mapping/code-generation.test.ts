// The generated (fast) steps and the closure steps must agree on every input.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  Cast,
  FromBody,
  FromContext,
  FromRoute,
  Items,
  PreProcess,
  Request,
  RequestHandler,
  Validate,
} from '../../src/index.js';
import { runLibraryScript } from '../support/library-script.js';
import { mappingOutcome } from '../support/mapping-outcome.js';

class Part extends Request {
  @Validate('required') @Cast('int') n?: number;
  label = '';
}

class Everything extends Request {
  @Cast('float') amount?: number;
  @Cast('bool') flag?: boolean;
  @Cast('datetime') at?: Date;
  @Cast('array') list?: unknown[];
  @Validate('string|max:5') @Cast('string') text?: string;
  @FromBody('meta.owner.id') ownerId?: unknown;
  @FromBody('meta.owner.name') @Cast('string') ownerName?: string;
  @FromBody('meta.count') @Cast('int') count?: number;
  @FromBody('toString') inheritedName?: unknown;
  @FromRoute('id') @Cast('int') id?: number;
  @FromContext('user') user?: unknown;
  @PreProcess((value: unknown) => (typeof value === 'string' ? value.trim() : value)) trimmed?: unknown;
  @Items(Part) parts: Part[] = [];
  plain: unknown = null;
}

const generated = new RequestHandler();
const closures = new RequestHandler(undefined, { jitless: true });

function outcome(handler: RequestHandler, input: Record<string, unknown>, route: Record<string, unknown>) {
  return mappingOutcome(() =>
    handler.handleBody(Everything, input, { route, context: { user: route.user } }),
  );
}

const scalar = fc.oneof(
  fc.constantFrom(
    '',
    '1',
    '12.5',
    'abc',
    'yes',
    'off',
    '2024-05-01',
    '2024-02-30',
    ' 7 ',
    'a,b',
    '[1,2]',
    null,
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('id', 'name', 'n'), scalar),
);
const keys = fc.constantFrom(
  'amount',
  'flag',
  'at',
  'list',
  'text',
  'meta',
  'toString',
  'trimmed',
  'plain',
  'constructor',
  '__proto__',
  'id',
  'user',
);
const meta = fc.record(
  { owner: fc.oneof(value, fc.record({ id: value, name: value }, { requiredKeys: [] })), count: value },
  { requiredKeys: [] },
);
const parts = fc.array(fc.oneof(fc.record({ n: value, label: value }, { requiredKeys: [] }), scalar), {
  maxLength: 3,
});

test('property: generated steps and closure steps give the same DTO or the same errors', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(keys, value),
      meta,
      parts,
      fc.dictionary(keys, value),
      async (input, metaValue, partsValue, route) => {
        const body = JSON.parse(JSON.stringify({ ...input, meta: metaValue, parts: partsValue })) as Record<
          string,
          unknown
        >;
        assert.deepEqual(await outcome(generated, body, route), await outcome(closures, body, route));
      },
    ),
    { numRuns: 500 },
  );
});

test('both paths read only own properties, also for keys Object.prototype has', async () => {
  for (const handler of [generated, closures]) {
    const inherited = await handler.handleBody(Everything, {});
    assert.equal(inherited.inheritedName, undefined);
    const own = await handler.handleBody(Everything, { toString: 'mine' });
    assert.equal(own.inheritedName, 'mine');
  }
});

test('a polluted Object.prototype does not leak into either path', async () => {
  const proto = Object.prototype as Record<string, unknown>;
  proto.amount = '5';
  try {
    for (const handler of [generated, closures]) {
      const dto = await handler.handleBody(Everything, {});
      assert.equal(dto.amount, undefined);
    }
  } finally {
    delete proto.amount;
  }
});

test('where the runtime forbids code generation, the default handler falls back to closures', () => {
  const script = `
    class Line extends Request {}
    Validate('required')(undefined, { kind: 'field', name: 'n', static: false, private: false, metadata: Line[Symbol.metadata] ?? (Line[Symbol.metadata] = {}) });
    const dto = await new RequestHandler().handleArray(Line, { n: 'x' });
    console.log(JSON.stringify(dto));
  `;
  const result = runLibraryScript(['Request', 'RequestHandler', 'Validate'], script, [
    '--disallow-code-generation-from-strings',
  ]);
  assert.equal(result.stderr, '');
  assert.equal(result.stdout.trim(), '{"n":"x"}');
});

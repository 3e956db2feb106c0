// Random DTO shapes × random JSON payloads whose keys favour `__proto__`, `constructor`,
// `toString` and friends: the handler resolves or rejects with a ValidationException (or the
// input parser with a 400), the DTO's prototype is its class, no own `__proto__` key appears
// anywhere in what it returns, and no global is poisoned.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  Cast,
  Exclude,
  FromBody,
  FromContext,
  Group,
  HttpError,
  Items,
  parseJson,
  Request,
  RequestHandler,
  Validate,
  ValidationException,
} from '../../src/index.js';
import { assertCleanTree, objectsIn } from '../security/support/pollution.js';
import { assertNoPoisoning, hostileKeys, runs } from './settings.js';

class Leaf extends Request {
  @Validate('string') name?: string;
  @Cast('int') count?: number;
}

class Tree extends Request {
  label?: unknown;
  @Items(() => Tree) children?: Tree[];
}

class Nested extends Request {
  @Items(Leaf) items?: Leaf[];
  @FromBody('meta.toString') metaToString?: unknown;
  @FromBody('meta.valueOf.deep') deep?: unknown;
  @Cast('array') list?: unknown[];
  @FromContext('length') contextLength?: unknown;
}

class Flat extends Request {
  @FromBody('toString') toStringKey?: unknown;
  @FromBody('hasOwnProperty') hasOwnKey?: unknown;
  @Group('g', { mapTo: 'a.b' }) grouped?: unknown;
  @Exclude() hidden?: unknown;
  @Cast('bool') flag?: boolean;
  plain?: unknown;
}

const shapes = [Leaf, Tree, Nested, Flat] as const;
const dtoPrototypes = shapes.map((shape) => shape.prototype);
const fieldNames = [
  'name',
  'count',
  'label',
  'children',
  'items',
  'meta',
  'list',
  'plain',
  'flag',
  'grouped',
];

// JSON text built by hand, so keys such as `__proto__` become own keys exactly as a client sends them.
const key = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileKeys) },
  { weight: 3, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const { json } = fc.letrec<{ json: string; object: string; array: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false', '0', '-1.5', '1e400', '""', '"x"', '"[1]"'),
    fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
    tie('object'),
    tie('array'),
  ),
  object: fc
    .array(fc.tuple(key, tie('json')), { maxLength: 5 })
    .map((entries) => `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item}`).join(',')}}`),
  array: fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
}));
const objectJson = fc
  .array(fc.tuple(key, json), { maxLength: 6 })
  .map((entries) => `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item}`).join(',')}}`);

const handlers = [new RequestHandler(), new RequestHandler(undefined, { jitless: true })];

async function mapSafely(shape: (typeof shapes)[number], data: unknown, context: unknown): Promise<void> {
  for (const handler of handlers) await mapSafelyWith(handler, shape, data, context);
}

async function mapSafelyWith(
  handler: RequestHandler,
  shape: (typeof shapes)[number],
  data: unknown,
  context: unknown,
): Promise<void> {
  const passedThrough = objectsIn(context, objectsIn(data));
  let dto: Request;
  try {
    dto = await handler.handleArray(shape, data as Record<string, unknown>, {
      context: context as Record<string, unknown>,
    });
  } catch (error) {
    assert.ok(error instanceof ValidationException, `unexpected ${String(error)}`);
    assertCleanTree(error.errors);
    return;
  }
  assert.equal(Object.getPrototypeOf(dto), shape.prototype);
  assert.equal(Object.hasOwn(dto, '__proto__'), false);
  assertCleanTree(dto.toArray(), dtoPrototypes, passedThrough);
  assertCleanTree(dto.group('g'), dtoPrototypes, passedThrough);
}

test('the handler maps already parsed hostile JSON without polluting or copying prototype keys', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...shapes), objectJson, objectJson, async (shape, body, context) => {
      await mapSafely(shape, JSON.parse(body), JSON.parse(context));
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }),
    runs('dto/parsed', 2000),
  );
  assertNoPoisoning();
});

test('through the input parser: refused with a 400, or mapped cleanly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...shapes), json, async (shape, body) => {
      let data: unknown;
      try {
        data = parseJson(body);
      } catch (error) {
        assert.ok(error instanceof HttpError && error.status === 400, `unexpected ${String(error)}`);
        return;
      }
      // What the parser lets through is itself clean, so nothing passed through can carry a key.
      assertCleanTree(data);
      // A body that is not an object is refused by the handler with a 422 on '*'.
      await mapSafely(shape, data, {});
    }),
    runs('dto/parser', 2000),
  );
  assertNoPoisoning();
});

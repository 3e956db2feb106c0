// The kernel writes JSON answers with `jsonText`, which must give exactly what `JSON.stringify`
// gives — for any value, DTOs (their fields, nested DTOs, overrides of toJSON and toArray)
// included — and fail where it fails.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { jsonText } from '../../src/http/json-text.js';
import { Cast, Exclude, Items, Nested, Request, Validate } from '../../src/index.js';

class Tag extends Request {
  @Validate('string') label = '';
  @Validate('integer') weight?: number;
}

class Doc extends Request {
  @Validate('string') title = '';
  @Exclude() @Validate('string') secret = 'hidden';
  body: unknown = undefined;
  @Nested(Tag) main?: Tag;
  @Items(Tag) tags: Tag[] = [];
  extra: unknown = null;
}

class OwnJson extends Tag {
  override toJSON() {
    return { own: this.label };
  }
}

class OwnArray extends Tag {
  override toArray() {
    return { array: this.label, when: new Date(0) };
  }
}

// Fields whose declared kind the generated writer tests first; any value may still be there.
class Typed extends Request {
  @Cast('int') count = 0;
  @Cast('float') ratio = 0;
  @Cast('bool') flag = false;
  @Cast('string') name = '';
  @Nested(Tag) tag?: Tag;
  @Items(Tag) tags: Tag[] = [];
}

class TreeNode extends Request {
  @Validate('string') label = '';
  @Items(() => TreeNode) children: TreeNode[] = [];
  @Nested(() => TreeNode) next?: TreeNode;
}

function tree(label: string, children: TreeNode[], next: TreeNode | undefined): TreeNode {
  return Object.assign(new TreeNode(), { label, children, next });
}

function tag(label: string, weight: number | undefined, kind: number): Tag {
  const made = kind === 0 ? new Tag() : kind === 1 ? new OwnJson() : new OwnArray();
  made.label = label;
  if (weight !== undefined) made.weight = weight;
  return made;
}

const leaf = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(() => 1),
  fc.constant(Symbol('s')),
  fc.date({ noInvalidDate: false }),
  fc.constantFrom(new Number(2), new String('boxed'), new Boolean(false), Object.create(null)),
);

const tags = fc
  .tuple(fc.string(), fc.option(fc.integer(), { nil: undefined }), fc.integer({ min: 0, max: 2 }))
  .map(([label, weight, kind]) => tag(label, weight, kind));

const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tags,
    tie('doc'),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.sparseArray(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  ),
  doc: fc
    .record({
      title: fc.string(),
      body: tie('value'),
      main: fc.option(tags, { nil: undefined }),
      tags: fc.array(fc.oneof(tags, leaf), { maxLength: 3 }),
      extra: tie('value'),
    })
    .map((fields) => Object.assign(new Doc(), fields)),
}));

const typed = fc
  .record({
    count: fc.oneof(fc.integer(), leaf),
    ratio: fc.oneof(fc.double(), leaf),
    flag: fc.oneof(fc.boolean(), leaf),
    name: fc.oneof(fc.string(), leaf),
    tag: fc.oneof(tags, leaf, value),
    tags: fc.oneof(
      fc.array(tags, { maxLength: 3 }),
      fc.array(fc.oneof(tags, leaf), { maxLength: 3 }),
      leaf,
      value,
    ),
  })
  .map((fields) => Object.assign(new Typed(), fields));

const { node } = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string().map((label) => tree(label, [], undefined)),
    fc
      .tuple(
        fc.string(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.option(fc.oneof(tie('node'), tags), { nil: undefined }),
      )
      .map(([label, children, next]) => tree(label, children as TreeNode[], next as TreeNode | undefined)),
  ),
}));

describe('jsonText', () => {
  it('property: writes what JSON.stringify writes', () => {
    fc.assert(
      fc.property(value, (input) => {
        assert.equal(jsonText(input), JSON.stringify(input));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: writes what JSON.stringify writes for declared kinds holding any value, and trees of one class', () => {
    fc.assert(
      fc.property(fc.oneof(typed, node, fc.array(fc.oneof(typed, node), { maxLength: 3 })), (input) => {
        assert.equal(jsonText({ data: input }), JSON.stringify({ data: input }));
      }),
      { numRuns: 500 },
    );
  });

  it('calls toJSON with the key, once, and writes its result without calling the result’s toJSON', () => {
    const keys: string[] = [];
    const withKey = {
      toJSON(key: string) {
        keys.push(key);
        return { at: key, date: new Date(0) };
      },
    };
    const returnsDate = { toJSON: () => ({ toJSON: () => 'never', kept: 1 }) };
    const input = { a: withKey, list: [withKey], returnsDate };
    const expected = JSON.stringify(input);
    const expectedKeys = keys.splice(0);
    assert.equal(jsonText(input), expected);
    assert.deepEqual(keys, expectedKeys);
  });

  it('walks class instances, getters and null-prototype objects as JSON.stringify does', () => {
    class Point {
      x = 1;
      #hidden = 2;
      get y() {
        return this.#hidden;
      }
    }
    const withGetter = {
      get computed() {
        return 'got';
      },
      [Symbol('skipped')]: 1,
    };
    Object.defineProperty(withGetter, 'invisible', { value: 3, enumerable: false });
    const bare = Object.assign(Object.create(null) as object, { z: 1 });
    const input = [new Point(), withGetter, bare, { 2: 'b', 1: 'a', k: 'c' }];
    assert.equal(jsonText(input), JSON.stringify(input));
  });

  it('fails where JSON.stringify fails: cycles and BigInt', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = { back: cycle };
    assert.throws(() => jsonText(cycle), TypeError);
    const doc = new Doc();
    doc.extra = [doc.tags];
    doc.tags.push(tag('t', 1, 0));
    (doc.tags as unknown[]).push(doc.extra);
    assert.throws(() => JSON.stringify(doc), TypeError);
    assert.throws(() => jsonText(doc), TypeError);
    // Cycles through lists and nested DTOs of one class, which that class's own writer writes:
    // JSON.stringify overflows the stack in toArray() there, and so does jsonText.
    const root = tree('root', [], undefined);
    root.children.push(tree('child', [root], undefined));
    const self = tree('self', [], undefined);
    self.next = self;
    for (const input of [root, { data: self }]) {
      const expected = errorOf(() => JSON.stringify(input));
      assert.ok(expected instanceof Error);
      assert.throws(() => jsonText(input), expected.constructor as typeof Error);
    }
    assert.throws(() => jsonText({ n: 1n }), {
      name: 'TypeError',
      message: 'Do not know how to serialize a BigInt',
    });
  });

  it('unwraps boxed primitives and honours a BigInt toJSON, as JSON.stringify does', () => {
    const boxed = { toJSON: () => [new Number(1), new String('s'), new Boolean(true)] };
    const proto = BigInt.prototype as unknown as { toJSON?: () => string };
    proto.toJSON = function (this: bigint) {
      return `${this}n`;
    };
    try {
      const input = {
        boxed,
        wrapped: { toJSON: () => Object.assign(new Number(2), { toJSON: () => 'x' }) },
        n: 3n,
      };
      assert.equal(jsonText(input), JSON.stringify(input));
    } finally {
      delete proto.toJSON;
    }
  });

  it('returns undefined where JSON.stringify does', () => {
    for (const input of [undefined, () => 1, Symbol('s')])
      assert.equal(jsonText(input), JSON.stringify(input));
  });
});

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

// parseQuery: qs semantics, every kind of query source, and plain-object pass-through.
import assert from 'node:assert/strict';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, it } from 'node:test';
import { parseQuery } from '../../src/index.js';

const cases: Array<[string, Record<string, unknown>]> = [
  ['page=2&sort=name', { page: '2', sort: 'name' }],
  ['?page=2', { page: '2' }],
  ['', {}],
  ['?', {}],
  ['a=1&a=2&a=3', { a: ['1', '2', '3'] }],
  ['q=hello+world&r=a%20b%2Bc', { q: 'hello world', r: 'a b+c' }],
  ['flag&empty=&=orphan', { flag: '', empty: '' }],
  ['a=1&&b=2&', { a: '1', b: '2' }],
  ['x=1=2', { x: '1=2' }],
  ['name=J%C3%BCrgen&emoji=%F0%9F%98%80', { name: 'Jürgen', emoji: '😀' }],
  // Malformed escapes are kept as sent (with + still a space), as qs does, never a URIError.
  ['bad=%E0%A4%A&worse=%zz+x&lone=%', { bad: '%E0%A4%A', worse: '%zz x', lone: '%' }],
  ['filter[status]=open&filter[owner][id]=7', { filter: { status: 'open', owner: { id: '7' } } }],
  ['tags[]=a&tags[]=b', { tags: ['a', 'b'] }],
  ['a[0]=x&a[1]=y', { a: ['x', 'y'] }],
  ['a[1]=y&a[0]=x', { a: ['x', 'y'] }],
  ['filter%5Bstatus%5D=open', { filter: { status: 'open' } }],
  ['items[0][name]=n&items[0][qty]=2', { items: [{ name: 'n', qty: '2' }] }],
  // Names of Object.prototype members are dropped, as qs does by default.
  ['toString=1&hasOwnProperty=2&constructor=3&ok=4', { ok: '4' }],
  ['a[toString]=1&a[b]=2', { a: { b: '2' } }],
];

describe('parseQuery — qs semantics', () => {
  for (const [query, expected] of cases) {
    it(`parses ${JSON.stringify(query)}`, () => {
      assert.deepStrictEqual(parseQuery(query), expected);
    });
  }

  it('returns ordinary objects', () => {
    for (const query of ['a=1', 'a[b]=1']) {
      assert.equal(Object.getPrototypeOf(parseQuery(query)), Object.prototype);
    }
  });
});

describe('parseQuery — sources', () => {
  const expected = { filter: { status: 'open' }, page: '2' };
  const query = 'filter[status]=open&page=2';
  const sources: Array<[string, () => Parameters<typeof parseQuery>[0]]> = [
    ['a string without ?', () => query],
    ['a string with ?', () => `?${query}`],
    ['URLSearchParams', () => new URLSearchParams(query)],
    ['URL', () => new URL(`http://x/users?${query}#top`)],
    ['Fetch Request', () => new Request(`http://x/users?${query}`)],
    [
      'IncomingMessage (from req.url)',
      () => Object.assign(new IncomingMessage(new Socket()), { url: `/users?${query}` }),
    ],
  ];
  for (const [name, source] of sources) {
    it(`reads ${name}`, () => {
      assert.deepStrictEqual(parseQuery(source()), expected);
    });
  }

  it('reads no query from a URL without one', () => {
    assert.deepStrictEqual(parseQuery(new URL('http://x/users')), {});
    assert.deepStrictEqual(
      parseQuery(Object.assign(new IncomingMessage(new Socket()), { url: '/users' })),
      {},
    );
  });

  it('passes a plain object through untouched', () => {
    const plain = { __proto__: null, filter: { status: 'open' } } as unknown as Record<string, unknown>;
    assert.equal(parseQuery(plain), plain);
  });

  it('refuses what is no query at all with a TypeError', () => {
    for (const value of [null, undefined, 42]) {
      assert.throws(() => parseQuery(value as unknown as string), TypeError);
    }
  });

  it('uses req.query when a framework already set it', () => {
    const query = { already: 'parsed' };
    const request = Object.assign(new IncomingMessage(new Socket()), { url: '/?other=1', query });
    assert.equal(parseQuery(request), query);
  });
});

// Conditional requests (RFC 9110 §13) through both front doors: ETags set by a Reply or by the
// context on a view-written answer, 304 and 412 for GET and HEAD by the kernel, 412 from a
// handler's own check, 428 where preconditions are required — each answer what the route's
// declaration and the OpenAPI document say (answers are checked under NODE_ENV=test).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  checkPreconditions,
  entityTag,
  entityTagOf,
  evaluatePreconditions,
  HttpKernel,
  openapi,
  Reply,
  Request,
  RouteCollector,
  Validate,
} from '../../src/index.js';
import { type Door, doorFactories } from './support/doors.js';

class Note extends Request {
  @Validate('required|string') text = '';
}

/** One note at a version, read and changed under preconditions. */
function noteRoutes(note: { text: string; version: number }): RouteCollector {
  const routes = new RouteCollector();
  const etag = { ETag: { description: 'The version', required: true } };
  routes
    .get('/note', (ctx) => {
      ctx.setHeader('etag', entityTag(note.version));
      return { text: note.text };
    })
    .responds(200, Note, { headers: etag });
  routes.get('/page', () => Reply.json({ text: note.text }).etag(undefined, { weak: true }));
  routes.get('/dated', () =>
    Reply.json({ text: note.text }).header('last-modified', 'Sat, 28 Nov 2026 08:00:00 GMT'),
  );
  routes
    .patch('/note', async (ctx) => {
      const body = (await ctx.body()) as { text: string };
      checkPreconditions(ctx, { etag: entityTag(note.version) });
      note.text = body.text;
      note.version++;
      ctx.setHeader('etag', entityTag(note.version));
      return { text: note.text };
    })
    .responds(200, Note, { headers: etag })
    .error(412, 'preconditionFailed', 'Read the note again');
  return routes;
}

const cases = (conditional: boolean) => (conditional ? { requirePreconditions: true } : undefined);

for (const door of doorFactories) {
  describe(`conditional requests, ${door.name} door`, () => {
    const note = { text: 'first', version: 1 };
    let client: Door;
    let strict: Door;
    before(async () => {
      client = await door.open(new HttpKernel(noteRoutes(note)));
      strict = await door.open(new HttpKernel(noteRoutes(note), { conditionalRequests: cases(true) }));
    });
    after(async () => {
      await client.close();
      await strict.close();
    });

    it('answers 304 without a body to an If-None-Match naming the ETag, weakly compared', async () => {
      const read = await client.send('/note');
      assert.equal(read.status, 200);
      assert.equal(read.headers.etag, '"1"');
      for (const ifNoneMatch of ['"1"', 'W/"1"', '"0", "1"', '*']) {
        const again = await client.send('/note', { headers: { 'if-none-match': ifNoneMatch } });
        assert.equal(again.status, 304, ifNoneMatch);
        assert.equal(again.text, '');
        assert.equal(again.headers.etag, '"1"');
      }
      assert.equal((await client.send('/note', { headers: { 'if-none-match': '"2"' } })).status, 200);
      assert.equal(
        (await client.send('/note', { method: 'HEAD', headers: { 'if-none-match': '"1"' } })).status,
        304,
      );
    });

    it('answers 412 to a GET whose If-Match names another version (strong comparison)', async () => {
      assert.equal((await client.send('/note', { headers: { 'if-match': '"1"' } })).status, 200);
      for (const ifMatch of ['"9"', 'W/"1"']) {
        const refused = await client.send('/note', { headers: { 'if-match': ifMatch } });
        assert.equal(refused.status, 412, ifMatch);
        assert.equal(JSON.parse(refused.text).code, 'preconditionFailed');
      }
    });

    it('makes an ETag from the answer bytes, and meets If-Modified-Since with Last-Modified', async () => {
      const page = await client.send('/page');
      assert.equal(page.headers.etag, entityTagOf(page.text, { weak: true }));
      assert.equal(
        (await client.send('/page', { headers: { 'if-none-match': page.headers.etag! } })).status,
        304,
      );
      const since = { 'if-modified-since': 'Sat, 28 Nov 2026 08:00:00 GMT' };
      assert.equal((await client.send('/dated', { headers: since })).status, 304);
      const before = { 'if-modified-since': 'Sat, 28 Nov 2026 07:59:59 GMT' };
      assert.equal((await client.send('/dated', { headers: before })).status, 200);
      const unmodified = { 'if-unmodified-since': 'Sat, 28 Nov 2026 07:00:00 GMT' };
      assert.equal((await client.send('/dated', { headers: unmodified })).status, 412);
    });

    it("lets a handler refuse a change to another version than the request's If-Match (412)", async () => {
      const version = (await client.send('/note')).headers.etag!;
      const body = JSON.stringify({ text: 'second' });
      const headers = { 'content-type': 'application/json', 'if-match': version };
      const changed = await client.send('/note', { method: 'PATCH', headers, body });
      assert.equal(changed.status, 200, changed.text);
      assert.notEqual(changed.headers.etag, version);
      const stale = await client.send('/note', {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ text: 'lost' }),
      });
      assert.equal(stale.status, 412, stale.text);
      assert.equal(note.text, 'second', 'the stale change was not made');
    });

    it('answers 428 to a change without a precondition where preconditions are required', async () => {
      const body = JSON.stringify({ text: 'blind' });
      const blind = await strict.send('/note', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body,
      });
      assert.equal(blind.status, 428, blind.text);
      assert.equal(JSON.parse(blind.text).code, 'preconditionRequired');
      const etag = (await strict.send('/note')).headers.etag!;
      const headers = { 'content-type': 'application/json', 'if-match': etag };
      assert.equal((await strict.send('/note', { method: 'PATCH', headers, body })).status, 200);
      assert.equal((await strict.send('/note')).status, 200, 'reads need no precondition');
    });
  });
}

describe('evaluatePreconditions (RFC 9110 §13.2.2)', () => {
  const at = (headers: Record<string, string>, method = 'GET') =>
    evaluatePreconditions(method, (name) => headers[name], {
      etag: '"7"',
      lastModified: new Date('2026-11-28T08:00:00.500Z'),
    });
  const table: Array<[Record<string, string>, string, string]> = [
    [{}, 'GET', 'proceed'],
    [{ 'if-match': '"7"' }, 'PATCH', 'proceed'],
    [{ 'if-match': '"6", "7"' }, 'PATCH', 'proceed'],
    [{ 'if-match': '"6"' }, 'PATCH', 'failed'],
    [{ 'if-match': 'not a tag' }, 'PATCH', 'failed'],
    [{ 'if-match': '*' }, 'DELETE', 'proceed'],
    // If-Unmodified-Since is not read when If-Match is present.
    [{ 'if-match': '"7"', 'if-unmodified-since': 'Sat, 28 Nov 2026 07:00:00 GMT' }, 'PATCH', 'proceed'],
    [{ 'if-unmodified-since': 'Sat, 28 Nov 2026 07:00:00 GMT' }, 'PATCH', 'failed'],
    [{ 'if-unmodified-since': 'Sat, 28 Nov 2026 08:00:00 GMT' }, 'PATCH', 'proceed'],
    [{ 'if-unmodified-since': 'yesterday' }, 'PATCH', 'proceed'],
    [{ 'if-none-match': '"7"' }, 'GET', 'not-modified'],
    [{ 'if-none-match': 'W/"7"' }, 'HEAD', 'not-modified'],
    [{ 'if-none-match': '"7"' }, 'PUT', 'failed'],
    [{ 'if-none-match': '*' }, 'PUT', 'failed'],
    // If-Modified-Since is not read when If-None-Match is present.
    [{ 'if-none-match': '"8"', 'if-modified-since': 'Sat, 28 Nov 2026 09:00:00 GMT' }, 'GET', 'proceed'],
    [{ 'if-modified-since': 'Sat, 28 Nov 2026 08:00:00 GMT' }, 'GET', 'not-modified'],
    [{ 'if-modified-since': 'Sat, 28 Nov 2026 08:00:00 GMT' }, 'POST', 'proceed'],
  ];
  for (const [headers, method, expected] of table) {
    it(`${method} ${JSON.stringify(headers)} → ${expected}`, () => {
      assert.equal(at(headers, method), expected);
    });
  }
});

describe('entity tags', () => {
  it('are made from versions and bytes, and refuse a quote', () => {
    assert.equal(entityTag(7), '"7"');
    assert.equal(entityTag('abc', { weak: true }), 'W/"abc"');
    assert.equal(entityTagOf('hello'), entityTagOf(new TextEncoder().encode('hello')));
    assert.notEqual(entityTagOf('hello'), entityTagOf('hellp'));
    assert.throws(() => entityTag('a"b'), /An entity tag holds visible characters other than '"'/);
    assert.throws(() => Reply.stream(new ReadableStream()).etag(), /needs a text or byte body/);
  });
});

describe('the OpenAPI document of conditional answers', () => {
  it('lists 304 and 412 on a GET that declares an ETag, and 428 on changes where preconditions are required', () => {
    const routes = noteRoutes({ text: '', version: 1 });
    const info = { title: 'notes', version: '1' };
    const plain = openapi(routes, { info }) as {
      paths: Record<string, Record<string, { responses: object }>>;
    };
    assert.deepEqual(Object.keys(plain.paths['/note']!.get!.responses), [
      '200',
      '304',
      '400',
      '412',
      '500',
      '503',
    ]);
    assert.deepEqual(Object.keys(plain.paths['/page']!.get!.responses), ['200', '400', '500', '503']);
    assert.ok(!('428' in plain.paths['/note']!.patch!.responses));
    const strict = openapi(routes, {
      info,
      conditionalRequests: { requirePreconditions: true },
    }) as typeof plain;
    assert.ok('428' in strict.paths['/note']!.patch!.responses);
    const notModified = (strict as unknown as { components: { responses: Record<string, object> } })
      .components.responses.NotModified;
    assert.deepEqual(notModified, {
      description: "The resource still matches the request's If-None-Match or If-Modified-Since: no body.",
    });
  });
});

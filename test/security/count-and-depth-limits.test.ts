// Attack class 4 — resource limits, shapes: too many parameters or files, too large files,
// nesting past the depth limit and oversized arrays, on every channel and both front doors.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { orderKernel, unexpected } from './support/app.js';
import { channels, jsonAttempt, multipartFilesAttempt } from './support/channels.js';
import { assertNotPolluted } from './support/pollution.js';
import { assertBoth, LoopbackKernel } from './support/server.js';

// The default limits: 1 MiB bodies, 1,000 parameters and array items, depth 32, 10 files.
let defaults: LoopbackKernel;
before(async () => {
  defaults = await LoopbackKernel.start(orderKernel());
});
after(async () => {
  await defaults.close();
  assert.deepEqual(unexpected, [], 'no request may end in a 500');
});

describe('parameter counts', () => {
  const pairs = (count: number) => Array.from({ length: count }, (_, i) => [`p${i}`, '1'] as const);

  for (const channel of channels.filter((c) => c.name !== 'json')) {
    test(`1,000 ${channel.name} parameters are read; 1,001 are refused`, async () => {
      const fits = await defaults.both(channel.attempt(pairs(1000)));
      assertBoth(fits, 200);
      const over = await defaults.both(channel.attempt(pairs(1001)));
      const expected = channel.name === 'query' ? 400 : 413;
      assertBoth(over, expected, 'tooManyParameters');
    });
  }

  test('an array index past maxArrayLength is refused, not allocated', async () => {
    assertBoth(await defaults.both({ path: '/shops/1/orders?lines[99999999][sku]=a' }), 400);
  });
});

describe('multipart files', () => {
  const file = (i: number) => [`file${i}`, `f${i}.txt`, 'x'] as const;

  test('10 files are read; the 11th is refused with 413 tooManyFiles', async () => {
    const fits = await defaults.both(multipartFilesAttempt(Array.from({ length: 10 }, (_, i) => file(i))));
    assertBoth(fits, 200);
    const over = await defaults.both(multipartFilesAttempt(Array.from({ length: 11 }, (_, i) => file(i))));
    assertBoth(over, 413, 'tooManyFiles');
  });

  test('a file over maxFileBytes is refused with 413 fileTooLarge', async () => {
    const small = await LoopbackKernel.start(orderKernel({ maxFileBytes: 1024 }));
    try {
      assertBoth(
        await small.both(multipartFilesAttempt([['upload', 'big.txt', 'x'.repeat(1025)]])),
        413,
        'fileTooLarge',
      );
    } finally {
      await small.close();
    }
  });

  test('file parts named with prototype keys are refused with 400', async () => {
    for (const name of [
      '__proto__',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'a[__proto__]',
    ]) {
      const { node, fetch } = await defaults.both(multipartFilesAttempt([[name, 'x.txt', 'x']]));
      for (const answer of [node, fetch]) {
        assert.equal(answer.status, 400, `${name}: ${answer.text}`);
        assert.equal(answer.json.code, 'prototypeKey');
      }
      assertNotPolluted();
    }
  });
});

describe('nesting depth', () => {
  test('JSON nested 100,000 levels deep is 400, not a stack overflow', async () => {
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ]) {
      const body = `{"lines":${open!.repeat(100_000)}1${close!.repeat(100_000)}}`;
      const started = performance.now();
      assertBoth(await defaults.both(jsonAttempt(body)), 400, 'tooDeep');
      assert.ok(performance.now() - started < 2000, 'refusing a deep body is quick');
    }
  });

  test('bracket keys nested past maxDepth (32) are 400 in the query and in both kinds of form', async () => {
    const key = `a${'[b]'.repeat(1000)}`;
    for (const channel of channels.filter((c) => c.name !== 'json')) {
      assertBoth(await defaults.both(channel.attempt([[key, '1']])), 400, 'tooDeep');
    }
  });

  test("a JSON array string nested 10,000 deep for @Cast('array') is a 422, not a stack overflow", async () => {
    const tags = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const channel of channels.filter((c) => c.name !== 'query')) {
      const { node, fetch } = await defaults.both(channel.attempt([['tags', tags]]));
      for (const answer of [node, fetch]) {
        assert.equal(answer.status, 422, `${channel.name}: ${answer.text.slice(0, 200)}`);
        assert.equal(answer.json.errors.tags[0].rule, 'array');
      }
    }
  });

  // Known gap (SECURITY.md): @Items has no count limit and reports one error per element, so
  // a 40 KB body becomes a 2 MB answer (800 KB → 40 MB). A todo until the mapping caps it.
  test('a bad @Items array of 20,000 elements gets a bounded 422', {
    todo: '@Items has no count limit; every bad element is one error',
  }, async () => {
    const answer = await defaults.viaFetch(jsonAttempt(`{"lines":[${'0,'.repeat(19_999)}0]}`));
    assert.equal(answer.status, 422);
    assert.ok(answer.text.length < 64 * 1024, `the 422 has ${answer.text.length} characters`);
  });

  test('a million-item Items array is refused by the body limit (413)', async () => {
    const body = `{"lines":[${'0,'.repeat(999_999)}0]}`;
    assertBoth(await defaults.both(jsonAttempt(body)), 413);
  });
});

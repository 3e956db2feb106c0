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
      assertBoth(await defaults.both(jsonAttempt(body)), 400, 'tooDeep');
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

  // Each bad element used to be one error: a 40 KB body became a 2 MB answer (800 KB → 40 MB).
  test('an @Items array over maxArrayLength (1000) is one max error, and the 422 stays small', async () => {
    const answers = await defaults.both(jsonAttempt(`{"lines":[${'0,'.repeat(19_999)}0]}`));
    assertBoth(answers, 422, 'validationFailed');
    for (const answer of [answers.node, answers.fetch]) {
      assert.deepEqual(Object.keys(answer.json.errors), ['lines']);
      assert.equal(answer.json.errors.lines[0].rule, 'max');
      assert.ok(answer.text.length < 4096, `the 422 has ${answer.text.length} characters`);
    }
  });

  test('exactly 1,000 @Items elements are mapped', async () => {
    const answers = await defaults.both(jsonAttempt(`{"lines":[${'{"sku":"a"},'.repeat(999)}{"sku":"a"}]}`));
    assertBoth(answers, 200);
    assert.equal(answers.node.json.order.lines.length, 1000);
  });

  test("the kernel's maxArrayLength bounds @Items arrays too", async () => {
    const strict = await LoopbackKernel.start(orderKernel({ maxArrayLength: 10 }));
    try {
      const lines = (count: number) =>
        jsonAttempt(`{"lines":[${Array(count).fill('{"sku":"a"}').join(',')}]}`);
      assertBoth(await strict.both(lines(10)), 200);
      const over = await strict.both(lines(11));
      assertBoth(over, 422, 'validationFailed');
      assert.deepEqual(over.node.json.errors.lines, [
        {
          rule: 'max',
          params: ['10'],
          message: over.node.json.errors.lines[0].message,
          in: 'body',
          pointer: '#/lines',
        },
      ]);
    } finally {
      await strict.close();
    }
  });

  test('a million-item Items array is refused by the body limit before it is parsed (413)', async () => {
    const body = `{"lines":[${'0,'.repeat(999_999)}0]}`;
    assertBoth(await defaults.both(jsonAttempt(body)), 413);
  });
});

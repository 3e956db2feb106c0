// Multipart bodies built from random parts — fields and files, hostile names, truncated or
// broken framing — under small limits, so that every limit is hit often: readBody resolves or
// rejects with a 4xx HttpError on both kinds of request, and nothing escapes as an uncaught
// exception (node:test fails the test if one does).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { HttpError, type InputLimits, readBody } from '../../src/index.js';
import { fetchRequest, nodeRequest } from '../support/requests.js';
import { assertNoPoisoning, hostileKeys, runs } from './settings.js';

const limits: Partial<InputLimits> = {
  maxBodyBytes: 600,
  maxFiles: 2,
  maxFileBytes: 16,
  maxParameters: 4,
  maxDepth: 3,
};
const boundary = 'zz';

const name = fc.oneof(
  fc.constantFrom(...hostileKeys, 'a', 'a[]', 'a[b]', 'a[0]', 'a[b][c][d]', '', '"', 'x\r\ny'),
  fc.string({ maxLength: 6 }),
);
const part = fc.record({
  name,
  filename: fc.option(fc.constantFrom('f.txt', '', '../../etc/passwd', '"', 'é.bin'), { nil: undefined }),
  content: fc.oneof(fc.string({ maxLength: 24 }), fc.constantFrom(`--${boundary}`, '\r\n', '')),
});
const body = fc
  .record({
    parts: fc.array(part, { maxLength: 6 }),
    ending: fc.constantFrom(`--${boundary}--\r\n`, `--${boundary}--`, '', `--${boundary}`, '--', 'garbage'),
    cut: fc.option(fc.nat(400), { nil: undefined }),
  })
  .map(({ parts, ending, cut }) => {
    const text =
      parts
        .map(({ name: field, filename, content }) => {
          const file = filename === undefined ? '' : `; filename="${filename}"\r\ncontent-type: text/plain`;
          return `--${boundary}\r\ncontent-disposition: form-data; name="${field}"${file}\r\n\r\n${content}\r\n`;
        })
        .join('') + ending;
    return cut === undefined ? text : text.slice(0, cut);
  });
const contentType = fc.constantFrom(
  `multipart/form-data; boundary=${boundary}`,
  `multipart/form-data; boundary="${boundary}"`,
  'multipart/form-data; boundary=other',
  'multipart/form-data',
);

async function outcome(read: () => Promise<unknown>): Promise<void> {
  try {
    const value = await read();
    assert.equal(typeof value, 'object');
    assert.equal(Object.hasOwn(value as object, '__proto__'), false);
  } catch (error) {
    assert.ok(error instanceof HttpError, `unexpected ${String(error)}`);
    assert.ok(error.status >= 400 && error.status < 500, `status ${error.status}`);
  }
}

test('multipart bodies of random parts: a value or a 4xx, through Fetch and Node requests', async () => {
  await fc.assert(
    fc.asyncProperty(body, contentType, async (text, type) => {
      await outcome(() => readBody(fetchRequest(text, type), limits));
      await outcome(() => readBody(nodeRequest({ body: text, contentType: type }), limits));
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }),
    runs('multipart/random-parts', 1500),
  );
  assertNoPoisoning();
});

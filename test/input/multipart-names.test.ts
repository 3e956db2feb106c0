// Multipart names the client controls (finding 5 of issue 26): file names are base names with
// the sent name kept as `rawName`, parts named after Object.prototype members keep their data as
// own properties, and folded part headers are refused rather than silently losing a field.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MalformedBodyError, readBody, UploadedFile } from '../../src/index.js';

const boundary = 'XyZ';

function part(disposition: string, body: string): string {
  return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${body}\r\n`;
}

function read(...parts: string[]): Promise<unknown> {
  return readBody(
    new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `${parts.join('')}--${boundary}--\r\n`,
    }),
  );
}

describe('multipart file names are base names', () => {
  const cases: Array<[sent: string, name: string, raw: string]> = [
    ['filename="../../etc/passwd"', 'passwd', '../../etc/passwd'],
    ['filename="/etc/cron.d/x"', 'x', '/etc/cron.d/x'],
    ['filename="..\\\\..\\\\windows\\\\win.ini"', 'win.ini', '..\\..\\windows\\win.ini'],
    ['filename="C:\\\\Users\\\\me\\\\photo.png"', 'photo.png', 'C:\\Users\\me\\photo.png'],
    [
      'filename="safe.txt"; filename*=UTF-8\'\'..%2F..%2Froot%2F.ssh%2Fauthorized_keys',
      'authorized_keys',
      '../../root/.ssh/authorized_keys',
    ],
    ['filename=".."', '', '..'],
    ['filename="a/."', '', 'a/.'],
    ['filename="report 2026.pdf"', 'report 2026.pdf', 'report 2026.pdf'],
    ["filename*=UTF-8''%E2%9C%93.txt", '✓.txt', '✓.txt'],
  ];
  for (const [sent, name, raw] of cases) {
    it(`${sent} → name "${name}", rawName "${raw}"`, async () => {
      const body = (await read(part(`form-data; name="upload"; ${sent}`, 'content'))) as {
        upload: UploadedFile;
      };
      assert.ok(body.upload instanceof UploadedFile);
      assert.ok(body.upload instanceof File);
      assert.equal(body.upload.name, name);
      assert.equal(body.upload.rawName, raw);
      assert.equal(await body.upload.text(), 'content');
    });
  }
});

describe('multipart parts named after Object.prototype members', () => {
  for (const nested of [false, true]) {
    it(`keeps constructor, toString and hasOwnProperty as own data${nested ? ', beside bracket names' : ''}`, async () => {
      const body = (await read(
        part('form-data; name="constructor"', 'c'),
        part('form-data; name="toString"; filename="t.txt"', 'file'),
        part('form-data; name="hasOwnProperty"', 'h1'),
        part('form-data; name="hasOwnProperty"', 'h2'),
        ...(nested ? [part('form-data; name="a[valueOf]"', 'v')] : []),
      )) as Record<string, unknown>;
      assert.equal(Object.getOwnPropertyDescriptor(body, 'constructor')?.value, 'c');
      assert.ok(Object.getOwnPropertyDescriptor(body, 'toString')?.value instanceof UploadedFile);
      assert.deepEqual(body.hasOwnProperty, ['h1', 'h2']);
      if (nested) assert.equal((body.a as Record<string, unknown>).valueOf, 'v');
      assert.equal(Object.getPrototypeOf(body), Object.prototype);
      assert.equal(typeof Object.prototype.toString, 'function');
      assert.equal(({} as Record<string, unknown>).constructor, Object);
    });
  }

  it('still refuses __proto__ and constructor[prototype] names', async () => {
    for (const name of ['__proto__[x]', 'constructor[prototype][x]']) {
      await assert.rejects(read(part(`form-data; name="${name}"`, 'v')), { code: 'prototypeKey' });
    }
  });
});

describe('folded part headers', () => {
  const folded: Array<[label: string, headers: string]> = [
    ['the name on a continuation line', 'Content-Disposition: form-data;\r\n name="folded"'],
    [
      'the filename on a continuation line',
      'Content-Disposition: form-data; name="f";\r\n\tfilename="x.txt"',
    ],
    ['a continuation holding a colon', 'Content-Disposition: form-data; name="f"\r\n filename="a:b.txt"'],
  ];
  for (const [label, headers] of folded) {
    it(`refuses ${label} with 400 malformedMultipart`, async () => {
      await assert.rejects(read(`--${boundary}\r\n${headers}\r\n\r\nv\r\n`), (error: unknown) => {
        assert.ok(error instanceof MalformedBodyError);
        assert.equal(error.code, 'malformedMultipart');
        assert.equal(error.status, 400);
        assert.match(error.message, /folded/);
        return true;
      });
    });
  }
});

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
    // The parser drops a continuation without a colon, so only the raw bytes show this one.
    ['a continuation without a colon', 'Content-Disposition: form-data; name="f"\r\n filename="x.txt"'],
    [
      'a tab-folded Content-Type',
      'Content-Disposition: form-data; name="f"\r\nContent-Type: text/plain;\r\n\tcharset=utf-8',
    ],
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

describe('folded part headers, whatever the chunks', () => {
  const folded = `${part('form-data; name="a"', 'first')}--${boundary}\r\nContent-Disposition: form-data; name="f"\r\n filename="x.txt"\r\n\r\nv\r\n--${boundary}--\r\n`;

  function readInChunks(body: string, size: number): Promise<unknown> {
    const bytes = new TextEncoder().encode(body);
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, offset + size));
        offset += size;
      },
    });
    return readBody(
      new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
  }

  for (const size of [1, 2, 7, 64, 4096]) {
    it(`refuses a fold in the second part read ${size} byte(s) at a time`, async () => {
      await assert.rejects(readInChunks(folded, size), (error: unknown) => {
        assert.ok(error instanceof MalformedBodyError);
        assert.equal(error.code, 'malformedMultipart');
        return true;
      });
    });
  }

  it('keeps content that looks like a fold: spaces after line breaks in a value or a file', async () => {
    const value = 'line\r\n indented\r\n\ttabbed\r\n--not-the-boundary\r\n\r\n x';
    const body = `${part('form-data; name="text"', value)}${part('form-data; name="f"; filename="a.txt"', value)}--${boundary}--\r\n`;
    for (const size of [1, 3, 4096]) {
      const parsed = (await readInChunks(body, size)) as { text: string; f: File };
      assert.equal(parsed.text, value);
      assert.equal(await parsed.f.text(), value);
    }
  });
});

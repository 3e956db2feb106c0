// The 2025–2026 advisories whose attack is input an adapter sees (query strings, content types,
// body limits, JSON depth and prototype keys, multipart), as one table every adapter runs
// (issue 26, item 7): test/security/advisories-2025-2026.test.ts for Express, Fastify and Hono,
// test/adapters/nest/advisories-2025-2026.test.ts for NestJS (legacy decorators). Each case is
// named after its advisory; the routing and answer-writing advisories that cannot reach an
// adapter are listed in `notApplicable` with the reason.
import assert from 'node:assert/strict';
import { Request, Validate } from '../../../src/index.js';
import { rawExchange } from '../../support/sockets.js';
import { prototypePolluted } from './hostile-bodies.js';

/** The query DTO every subject maps at `GET /search`. */
export class Search extends Request {
  @Validate('array|max:1000') tags: string[] = [];
}

/** The body DTO every subject maps at `POST /notes`. */
export class Note extends Request {
  @Validate('required|string') text = '';
}

/**
 * One adapter serving `GET /search` (a query DTO with `tags: array|max:1000`) and `POST /notes`
 * (a body DTO with `text: required|string`).
 */
export interface AdvisorySubject {
  name: string;
  /** Whether intake reads these bodies itself (its limits and refusals), or the framework skips or refuses them. */
  reads: { urlencoded: boolean; multipart: boolean; contentCodings: boolean };
  get(path: string): Promise<number>;
  post(path: string, body: string, contentType: string, headers?: Record<string, string>): Promise<number>;
  /** POST `bytes` of JSON with `Transfer-Encoding: chunked` and no length. */
  chunked(path: string, bytes: number): Promise<number>;
}

export interface AdvisoryCase {
  name: string;
  run(subject: AdvisorySubject): Promise<void>;
}

const refusedOrUnmapped = (status: number, subject: AdvisorySubject) =>
  assert.ok([413, 415, 422].includes(status), `${subject.name}: ${status}`);

const multipart = (body: string) => [body, 'multipart/form-data; boundary=b'] as const;

export const adapterAdvisories: readonly AdvisoryCase[] = [
  {
    name: 'qs CVE-2025-15284 / GHSA-x5fp-wj9c-mxmx: bracket arrays past the limits are 400',
    async run(subject) {
      const many = Array.from({ length: 1001 }, () => 'tags[]=1').join('&');
      assert.equal(await subject.get('/search?tags[999999]=x'), 400, subject.name);
      assert.equal(await subject.get(`/search?${many}`), 400, subject.name);
    },
  },
  {
    name: 'qs CVE-2026-2391: a comma list stays one string (422 for an array field)',
    async run(subject) {
      const list = Array.from({ length: 2000 }, () => '1').join(',');
      assert.equal(await subject.get(`/search?tags=${list}`), 422, subject.name);
    },
  },
  {
    name: 'body-parser CVE-2025-13466: 100,000 `&` in a form body are refused by the parameter count',
    async run(subject) {
      const status = await subject.post('/notes', '&'.repeat(100_000), 'application/x-www-form-urlencoded');
      if (subject.reads.urlencoded) assert.equal(status, 413, subject.name);
      else refusedOrUnmapped(status, subject);
    },
  },
  ...(
    [
      ['fastify CVE-2025-32442 (letter case)', 'Application/JSON'],
      ['fastify CVE-2025-32442 (whitespace before ;)', 'application/json ; charset=utf-8'],
      ['fastify CVE-2026-25223 (tab before ;)', 'application/json\t; charset=utf-8'],
      ['fastify CVE-2026-3419 (garbage after the charset)', 'application/json; charset=utf-8whatever'],
      ['fastify GHSA-247c-9743-5963 (a space before the type)', ' application/json'],
      ['fastify GHSA-247c-9743-5963 (a tab before the type)', '\tapplication/json'],
      ['odd casing and parameters', 'APPLICATION/JSON; Foo=bar; CHARSET="UTF-8"'],
    ] as const
  ).map(([advisory, contentType]) => ({
    name: `${advisory}: the body is never mapped unchecked`,
    async run(subject: AdvisorySubject) {
      assert.ok([415, 422].includes(await subject.post('/notes', '{"text":42}', contentType)), subject.name);
    },
  })),
  {
    name: 'multer CVE-2025-47944: a truncated boundary is 400 (or the body is not read), no crash',
    async run(subject) {
      const status = await subject.post(
        '/notes',
        ...multipart('--b\r\nContent-Disposition: form-data; name="text"\r\n\r\nv\r\n--b'),
      );
      if (subject.reads.multipart) assert.equal(status, 400, subject.name);
      else refusedOrUnmapped(status, subject);
    },
  },
  {
    name: 'multer CVE-2025-48997: an empty field name is ignored, no crash',
    async run(subject) {
      const body = '--b\r\nContent-Disposition: form-data; name=""\r\n\r\nv\r\n--b--\r\n';
      refusedOrUnmapped(await subject.post('/notes', ...multipart(body)), subject);
    },
  },
  {
    name: 'multer CVE-2026-3520: 25,000 files are refused (413), never all parsed',
    async run(subject) {
      const file = '--b\r\nContent-Disposition: form-data; name="f"; filename="x.txt"\r\n\r\nx\r\n';
      const status = await subject.post('/notes', ...multipart(`${file.repeat(25_000)}--b--\r\n`));
      if (subject.reads.multipart) assert.equal(status, 413, subject.name);
      else refusedOrUnmapped(status, subject);
    },
  },
  {
    name: 'hono dot-notation nesting: `__proto__.x` and `constructor.prototype.x` in a form reach no prototype',
    async run(subject) {
      const status = await subject.post(
        '/notes',
        'text=a&a.b=1&__proto__.polluted=1&constructor.prototype.polluted=1',
        'application/x-www-form-urlencoded',
      );
      assert.ok(status < 500, `${subject.name}: ${status}`);
      assert.equal(prototypePolluted(), false, subject.name);
    },
  },
  {
    name: 'JSON prototype keys and depth (the pollution class of the qs and hono advisories): 400',
    async run(subject) {
      for (const text of [
        '{"text":"a","__proto__":{"polluted":true}}',
        '{"text":"a","x":{"constructor":{"prototype":{"polluted":true}}}}',
        `{"text":"a","x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      ]) {
        assert.equal(await subject.post('/notes', text, 'application/json'), 400, subject.name);
      }
      assert.equal(prototypePolluted(), false, subject.name);
    },
  },
  {
    name: 'hono body-limit bypass: a chunked body without a length stops at the limit (413)',
    async run(subject) {
      assert.equal(await subject.chunked('/notes', 2 * 1024 * 1024), 413, subject.name);
    },
  },
  {
    name: 'undici CVE-2026-22036: `Content-Encoding: gzip, br, …` 2,000 times is 415, nothing inflated',
    async run(subject) {
      // 2,000 codings stay under Node's 16 KiB header limit, so the adapter, not Node (431), answers.
      const coding = Array.from({ length: 2000 }, (_, index) => (index % 2 === 0 ? 'gzip' : 'br')).join(', ');
      const status = await subject.post('/notes', '{"text":"x"}', 'application/json', {
        'content-encoding': coding,
      });
      // Fastify decodes no content coding: the bytes are taken as sent, so nothing is inflated either.
      if (subject.reads.contentCodings) assert.equal(status, 415, subject.name);
      else assert.ok(status < 500, `${subject.name}: ${status}`);
    },
  },
];

/** Advisories no adapter can meet, each with the reason (the tests list them as skipped). */
export const notApplicable: ReadonlyArray<{ advisory: string; reason: string }> = [
  ...[
    'find-my-way CVE-2026-47219 (undefined regex capture)',
    'absolute-form target `http://localhost?next=/admin`',
    'path-to-regexp CVE-2026-4867 / CVE-2026-4923 / CVE-2026-4926',
    'hono %2F prefix bypass and mount() with %252F',
  ].map((advisory) => ({
    advisory,
    reason:
      'the framework routes; the adapter maps a DTO after its match (the kernel’s router is tested above)',
  })),
  {
    advisory: 'fastify CVE-2026-25224 (slow readers of streamed answers)',
    reason: 'the framework writes the answer; an adapter writes only bounded problem documents',
  },
  {
    advisory: 'body-parser CVE-2026-12590 (an invalid limit disables the cap)',
    reason:
      'a construction-time check, not a request: each adapter’s factory is called with invalid limits instead',
  },
];

/** JSON text of `bytes`, sent chunked with no length over a raw socket. */
export function chunkedRequest(path: string, bytes: number): string {
  const size = 64 * 1024;
  const chunk = `${size.toString(16)}\r\n${' '.repeat(size)}\r\n`;
  return `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.repeat(Math.ceil(bytes / size))}0\r\n\r\n`;
}

/** A subject served over HTTP at `base` (a framework listening on 127.0.0.1). */
export function subjectOverHttp(
  name: string,
  base: string,
  reads: AdvisorySubject['reads'],
): AdvisorySubject {
  const statusOf = async (answer: Response): Promise<number> => {
    await answer.arrayBuffer();
    return answer.status;
  };
  return {
    name,
    reads,
    get: (path) => fetch(`${base}${path}`).then(statusOf),
    post: (path, body, contentType, headers = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, ...headers },
        body,
      }).then(statusOf),
    async chunked(path, bytes) {
      const raw = await rawExchange(Number(new URL(base).port), chunkedRequest(path, bytes), 3000);
      return Number(raw.slice(9, 12));
    },
  };
}

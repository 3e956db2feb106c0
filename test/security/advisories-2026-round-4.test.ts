// The 2026 advisories of the fourth round (issue 40, item 3), each pinned through the kernel's two
// doors: Content-Type parsing (fastify CVE-2026-3419, GHSA-247c-9743-5963), cookie names
// (a non-breaking space must not shadow the real cookie; names and attributes the app sets are
// checked), no RegExp built from request data (the ajv CVE-2025-69873 class). The adapters run
// the same content types in advisories-2025-2026.test.ts (advisory-cases.ts). Bounded 422s are
// pinned in test/http/bounded-problems.test.ts, 500s without detail in hostile-throws.test.ts.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CookieError, HttpKernel, Request, RouteCollector, Validate } from '../../src/index.js';
import { doorFactories } from '../http/support/doors.js';

class Note extends Request {
  @Validate('required|string') text = '';
}

function routes(): RouteCollector {
  const table = new RouteCollector();
  table.post('/notes', async (ctx) => ctx.body(Note));
  table.get('/whoami', (ctx) => ({ sid: ctx.cookies.sid ?? null, names: Object.keys(ctx.cookies) }));
  table.get('/set', (ctx) => {
    ctx.setCookie('sid', 'a b;c', { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 60 });
    ctx.setCookie('theme', 'dark');
    return 'ok';
  });
  return table;
}

describe('Content-Type: the body is parsed by the type it really has, or refused with 415', () => {
  const cases: Array<[string, string, number]> = [
    ['fastify CVE-2026-3419: garbage after the charset', 'application/json; charset=utf-8whatever', 415],
    ['GHSA-247c-9743-5963: a space before the type', ' application/json', 422],
    ['GHSA-247c-9743-5963: a tab before the type', '\tapplication/json', 422],
    ['odd casing', 'APPLICATION/JSON; CHARSET=UTF-8', 422],
    ['a quoted charset', 'application/json; charset="utf-8"', 422],
    ['a second charset', 'application/json;charset=utf-8;charset=latin1', 415],
    ['two types in one header', 'application/json, text/plain', 415],
    ['a type with json as a parameter', 'text/plain; x=application/json', 415],
    ['a longer subtype', 'application/jsonx', 415],
    ['a structured +json suffix', 'application/vnd.api+json', 422],
  ];
  for (const door of doorFactories) {
    it(`answers each as pinned (${door.name} door)`, async () => {
      const client = await door.open(new HttpKernel(routes()));
      try {
        for (const [what, contentType, status] of cases) {
          const answer = await client.send('/notes', {
            method: 'POST',
            headers: { 'content-type': contentType },
            body: '{"text":42}',
          });
          assert.equal(answer.status, status, what);
        }
      } finally {
        await client.close();
      }
    });
  }
});

describe('cookies', () => {
  for (const door of doorFactories) {
    it(`a name with a non-breaking space before it does not shadow the real cookie (${door.name} door)`, async () => {
      const client = await door.open(new HttpKernel(routes()));
      try {
        const answer = await client.send('/whoami', { headers: { cookie: '\u00a0sid=evil; sid=victim' } });
        assert.deepEqual(JSON.parse(answer.text), { sid: 'victim', names: ['sid'] });
      } finally {
        await client.close();
      }
    });
  }

  it('setCookie writes one Set-Cookie per cookie, the value percent-encoded', async () => {
    const answer = await new HttpKernel(routes()).fetch(new globalThis.Request('http://localhost/set'));
    assert.deepEqual(answer.headers.getSetCookie(), [
      'sid=a%20b%3Bc; Max-Age=60; Path=/; SameSite=Lax; HttpOnly',
      'theme=dark',
    ]);
  });

  it('refuses a name or attribute that a client would split into something else', async () => {
    const tries: Array<[string, (ctx: import('../../src/index.js').HttpContext) => unknown]> = [
      ['CR LF in the name', (ctx) => ctx.setCookie('sid\r\nSet-Cookie: admin', '1')],
      ['; in the name', (ctx) => ctx.setCookie('a;b', '1')],
      ['= in the name', (ctx) => ctx.setCookie('a=b', '1')],
      ['a non-breaking space in the name', (ctx) => ctx.setCookie('\u00a0sid', '1')],
      ['; in the path', (ctx) => ctx.setCookie('sid', '1', { path: '/; Domain=evil.example' })],
      ['LF in the domain', (ctx) => ctx.setCookie('sid', '1', { domain: 'a.example\nx' })],
      ['a fractional max-age', (ctx) => ctx.setCookie('sid', '1', { maxAge: 1.5 })],
      ['an unknown SameSite', (ctx) => ctx.setCookie('sid', '1', { sameSite: 'Sometimes' as never })],
    ];
    for (const [what, set] of tries) {
      const table = new RouteCollector();
      let thrown: unknown;
      table.get('/', (ctx) => {
        try {
          set(ctx);
        } catch (error) {
          thrown = error;
        }
        return 'ok';
      });
      await new HttpKernel(table).fetch(new globalThis.Request('http://localhost/'));
      assert.ok(thrown instanceof CookieError, what);
      assert.equal((thrown as CookieError).code, 'invalidCookie', what);
    }
  });
});

describe('no RegExp is built from request data', () => {
  it('every RegExp the source builds comes from a declaration: route patterns, schemas, rule strings', () => {
    const root = join(process.cwd(), 'src');
    const found: string[] = [];
    for (const file of readdirSync(root, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts')) continue;
      const lines = readFileSync(join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (
          /\bRegExp\(/.test(line) &&
          !line.trimStart().startsWith('//') &&
          !line.trimStart().startsWith('*')
        )
          found.push(`${file.replaceAll('\\', '/')}:${index + 1}`);
      });
    }
    // Each site and where its source comes from; a new site must be added here with its reason.
    const declared: Record<string, string> = {
      'router/pattern.ts': 'a route template’s parameter regex, at registration (safe-regex checked)',
      'router/parameter-regex.ts': 'the same regex, checked for syntax at registration',
      'router/matcher/form-index.ts': 'segment keys compiled from registered templates',
      'router/matcher/trie-walker.ts': 'segment keys compiled from registered templates',
      'router/matcher/finder-writer.ts': 'segment keys compiled from registered templates',
      'mapping/json-schema/default-fit.ts':
        'a schema pattern the app declared, checked against its own default',
      'validator/rules/formats.ts': 'a `regex:` rule string the app wrote (length-capped by regexMaxLength)',
    };
    const files = [...new Set(found.map((site) => site.slice(0, site.lastIndexOf(':'))))].sort();
    assert.deepEqual(files, Object.keys(declared).sort(), found.join('\n'));
  });
});

describe('no cache keyed by request data grows without a bound', () => {
  it('every module-level Map is keyed by declarations and capped', () => {
    const root = join(process.cwd(), 'src');
    const found: string[] = [];
    for (const file of readdirSync(root, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts')) continue;
      const source = readFileSync(join(root, file), 'utf8');
      for (const match of source.matchAll(/^(?:const|let) (\w+)(?:: [^=]+)? = new Map\b/gm)) {
        found.push(`${file.replaceAll('\\', '/')} ${match[1]}`);
      }
    }
    // Each long-lived map and why it stays small; per-request and per-class maps die with their owner.
    const reviewed: Record<string, string> = {
      'router/matcher/simple-regex.ts simpleRegexes':
        'route regex sources, at registration; cleared past 512',
      'validator/rules/paths.ts stepsCache': 'rule paths from rule strings; cleared past 10,000',
      'validator/messages.ts PARAMETER_NAMES': 'a constant table, never written',
      'mapping/pipeline/declaration-print.ts NAMED_TYPES': 'a constant table, never written',
      'mapping/pipeline/known-values.ts byName':
        "the library's own values and built-in rules by name, filled once, never from input",
      'validator/compile-field.ts sharedChecks': 'rule strings the app declared; capped at 2,000',
    };
    assert.deepEqual(found.sort(), Object.keys(reviewed).sort());
  });
});

// Attack class 1 — router ReDoS, end to end: the 2024 advisories against find-my-way and
// path-to-regexp sent as real requests through both front doors. The router's own tests
// (test/router/redos-*.test.ts) pin the growth rate; here the whole request must grow linearly,
// answer with a 4xx, and the server must keep serving. Registration-time refusals are checked
// through the public collector the way an application meets them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HttpKernel, RouteCollector, RouteDefinitionError } from '../../src/index.js';
import { assertLinearGrowth } from '../support/growth.js';
import { LoopbackKernel } from './support/server.js';

const longPaths = 1 << 17;

function hostileRoutes(options: ConstructorParameters<typeof RouteCollector>[0] = {}): RouteCollector {
  const routes = new RouteCollector(options);
  routes.get('/{a}-{b}-', () => 'find-my-way');
  routes.get('/{a}-{b}-{c}-{d}', () => 'path-to-regexp');
  routes.get('/files/{id:[0-9]{1,8}}/{name:[a-z0-9-]+\\.[a-z]+}', () => 'files');
  routes.get('/health', () => 'ok');
  return routes;
}

/** Each attack's path for `size` repetitions of its hostile piece; `size` is 16,000 or 8,000 as published. */
const attacks = [
  { name: 'find-my-way 2024', size: 16_000, pathOf: (size: number) => `/${'-'.repeat(size)}a` },
  { name: 'path-to-regexp 2024', size: 8000, pathOf: (size: number) => `/${'a-'.repeat(size)}/z` },
  { name: 'user parameter regex', size: 8000, pathOf: (size: number) => `/files/1/${'a-'.repeat(size)}.` },
].map((attack) => ({ ...attack, path: attack.pathOf(attack.size) }));

let strict: LoopbackKernel;
let lenient: LoopbackKernel;
before(async () => {
  strict = await LoopbackKernel.start(new HttpKernel(hostileRoutes()));
  // Limits raised so the hostile paths reach the matcher itself.
  lenient = await LoopbackKernel.start(
    new HttpKernel(hostileRoutes({ maxPathLength: longPaths, maxParameterLength: longPaths }), {
      limits: { maxUrlLength: longPaths },
    }),
    { maxHeaderSize: 2 * longPaths },
  );
});
after(async () => {
  await strict.close();
  await lenient.close();
});

describe('ReDoS advisories through the HTTP kernel', () => {
  for (const { name, path, size, pathOf } of attacks) {
    test(`${name}: with default limits the ${path.length}-character path is refused at once`, async () => {
      const fetchSide = await strict.viaFetch({ path });
      assert.equal(fetchSide.status, 414, fetchSide.text);
      // node:http refuses a request line this long itself (431) before the kernel runs.
      const nodeSide = await strict.viaNode({ path });
      assert.ok([414, 431].includes(nodeSide.status), String(nodeSide.status));
    });

    test(`${name}: with raised limits the matcher answers in linear time on both doors`, async () => {
      for (const door of ['viaNode', 'viaFetch'] as const) {
        await assertLinearGrowth(
          door,
          async (length) => {
            const answer = await lenient[door]({ path: pathOf(length) });
            assert.ok(answer.status >= 400 && answer.status < 500, `${door}: ${answer.status}`);
          },
          size / 16,
        );
      }
    });
  }

  test('ordinary paths still match after the attacks', async () => {
    const { node, fetch } = await lenient.both({ path: '/x-y-' });
    assert.equal(node.status, 200);
    assert.equal(fetch.text, node.text);
    const files = await lenient.both({ path: '/files/42/read-me.txt' });
    assert.equal(files.node.status, 200);
    assert.equal(files.fetch.status, 200);
  });
});

describe('unsafe routes are refused at registration', () => {
  for (const pattern of ['(a+)+', '([0-9]+){4}', '(a|aa)*b*(c+)+', '(?:x*)*']) {
    test(`nested quantifier {id:${pattern}} is refused unless allowUnsafeRegex`, () => {
      assert.throws(
        () => new RouteCollector().get(`/r/{id:${pattern}}`, () => 1),
        (error: unknown) =>
          error instanceof RouteDefinitionError &&
          error.code === 'unsafeRegex' &&
          error.message.includes(pattern),
      );
      assert.doesNotThrow(() =>
        new RouteCollector({ allowUnsafeRegex: true }).get(`/r/{id:${pattern}}`, () => 1),
      );
    });
  }

  test('a dozen optional segments are refused with tooManyAlternatives, leaving no route behind', () => {
    const routes = new RouteCollector();
    const path = `/x${Array.from({ length: 12 }, (_, i) => `[/s${i}]`).join('')}`;
    assert.throws(
      () => routes.get(path, () => 1),
      (error: unknown) => error instanceof RouteDefinitionError && error.code === 'tooManyAlternatives',
    );
    assert.equal(routes.routes.length, 0);
    assert.equal(routes.match('GET', '/x'), null);
  });

  test('the star-height check is conservative: a safe slug pattern with a repeated group needs allowUnsafeRegex', () => {
    const slug = '/posts/{slug:[a-z]+(?:-[a-z]+)*}';
    assert.throws(() => new RouteCollector().get(slug, () => 1), RouteDefinitionError);
    const routes = new RouteCollector({ allowUnsafeRegex: true });
    routes.get(slug, () => 1);
    assert.equal(routes.match('GET', '/posts/read-me')?.params.slug, 'read-me');
  });

  test('counted quantifiers {n} and {n,m} in a parameter regex parse and match', () => {
    const routes = new RouteCollector();
    routes.get('/d/{year:[0-9]{4}}-{month:[0-9]{1,2}}', () => 1);
    assert.deepEqual({ ...routes.match('GET', '/d/2026-11')?.params }, { year: '2026', month: '11' });
    assert.equal(routes.match('GET', '/d/20266-11'), null);
  });
});

// In a file that imports intake's DTO base class `Request`, `new Request(url)` makes a DTO, not
// a Fetch request: `kernel.fetch` says so instead of failing deep inside, and `RequestDto` is the
// same class under a name that shadows nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpKernel, Request, RequestDto, RouteCollector } from '../../src/index.js';

const routes = new RouteCollector();
routes.get('/health', () => 'ok');
const kernel = new HttpKernel(routes);

class Ping extends Request {}

test('kernel.fetch given a DTO names the mix-up and the fix', async () => {
  const dto = new Ping() as unknown as globalThis.Request;
  await assert.rejects(kernel.fetch(dto), {
    name: 'TypeError',
    message: /given an instance of intake's request DTO class.*globalThis\.Request.*RequestDto/,
  });
  await assert.rejects(kernel.fetch(undefined as unknown as globalThis.Request), {
    name: 'TypeError',
    message: /given undefined/,
  });
});

test('RequestDto is the DTO base class; the global Request stays the Fetch one', async () => {
  assert.equal(RequestDto, Request);
  const answer = await kernel.fetch(new globalThis.Request('http://x/health'));
  assert.equal(await answer.text(), 'ok');
});

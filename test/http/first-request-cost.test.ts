// What the first request of a Node server loads. Node's Fetch API (`Request`, `Response`, web
// streams) is a set of lazy globals backed by undici: the first read of one loads it, which
// cost the first request of a generated 1,000-route app most of its time (BENCHMARKS.md, "The
// first request"). A server on `node:http` that takes a JSON body, maps it and answers JSON —
// and one that answers a 422 — must never read them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runLibraryScript } from '../support/library-script.js';

const script = `
const undiciLoaded = () => process.moduleLoadList.some((name) => name.includes('undici'));
class Note extends Request {
  static fields = fields({ title: 'required|string|max:40', pages: ['required|integer', cast('int')] });
}
const routes = new RouteCollector();
routes.post('/notes/{id}').body(Note).handle(async (ctx) => ({ id: ctx.params.id, note: await ctx.body() }));
const kernel = new HttpKernel(routes);
const { createServer, request } = await import('node:http');
const server = createServer(kernel.listener);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
// Taken once the server listens: some Node lines load undici with node:http itself.
const before = undiciLoaded();
const send = (body) =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      { port: server.address().port, host: '127.0.0.1', path: '/notes/7', method: 'POST', headers: { 'content-type': 'application/json' } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
const created = await send('{"title":"A note","pages":"3"}');
const refused = await send('{"title":""}');
server.close();
console.log(JSON.stringify({ before, after: undiciLoaded(), created, refused }));
`;

test('a node:http server maps a body and answers without loading the Fetch API', (t) => {
  const run = runLibraryScript(['Request', 'RouteCollector', 'HttpKernel', 'fields', 'cast'], script);
  assert.equal(run.status, 0, run.stderr);
  const outcome = JSON.parse(run.stdout) as {
    before: boolean;
    after: boolean;
    created: { status: number; text: string };
    refused: { status: number; text: string };
  };
  assert.deepEqual(outcome.created, {
    status: 200,
    text: JSON.stringify({ id: '7', note: { title: 'A note', pages: 3 } }),
  });
  assert.equal(outcome.refused.status, 422);
  if (outcome.before) {
    t.skip('this Node loads undici with node:http, before any request');
    return;
  }
  assert.equal(outcome.after, false, 'the requests loaded undici');
});

// Regression: `ctx.files()` on a route that declared `.body(Dto)` answered `{}`, because it read
// `ctx.body()`, which maps the declared class. The files come from the parsed body, read once
// and shared with `ctx.body()`, in whichever order the handler asks.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HttpKernel, Request, RouteCollector, Validate } from '../../src/index.js';
import { type Door, doorFactories } from './support/doors.js';

class Upload extends Request {
  @Validate('required|string') title!: string;
}

async function describeFiles(files: Record<string, File | File[]>) {
  const described: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(files)) {
    const list = Array.isArray(value) ? value : [value];
    described[name] = await Promise.all(list.map(async (file) => `${file.name}:${await file.text()}`));
  }
  return described;
}

function kernel() {
  const routes = new RouteCollector();
  routes
    .post('/declared/body-first')
    .body(Upload)
    .handle(async (ctx) => {
      const upload = await ctx.body();
      return { title: upload.title, files: await describeFiles(await ctx.files()) };
    });
  routes
    .post('/declared/files-first')
    .body(Upload)
    .handle(async (ctx) => {
      const files = await describeFiles(await ctx.files());
      return { title: (await ctx.body()).title, files };
    });
  routes.post('/undeclared', async (ctx) => {
    const files = await describeFiles(await ctx.files());
    return { title: ((await ctx.body()) as { title: string }).title, files };
  });
  return new HttpKernel(routes);
}

async function multipart() {
  const form = new FormData();
  form.append('title', 'report');
  form.append('attachment', new File(['a,b'], 'one.csv', { type: 'text/csv' }));
  form.append('attachment', new File(['c,d'], 'two.csv', { type: 'text/csv' }));
  const encoded = new Response(form);
  return {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')! },
    body: new Uint8Array(await encoded.arrayBuffer()),
  };
}

for (const { name, open } of doorFactories) {
  describe(`ctx.files() on a route that declares a body (${name} door)`, () => {
    let door: Door;
    before(async () => {
      door = await open(kernel());
    });
    after(() => door.close());

    for (const path of ['/declared/body-first', '/declared/files-first', '/undeclared']) {
      it(`gives the uploaded files and the mapped fields: ${path}`, async () => {
        const received = await door.send(path, await multipart());
        assert.equal(received.status, 200, received.text);
        assert.deepEqual(JSON.parse(received.text), {
          title: 'report',
          files: { attachment: ['one.csv:a,b', 'two.csv:c,d'] },
        });
      });
    }

    it('answers {} for a JSON body on a declared route', async () => {
      const routes = new RouteCollector();
      routes
        .post('/json')
        .body(Upload)
        .handle(async (ctx) => ({ files: await ctx.files(), title: (await ctx.body()).title }));
      const jsonDoor = await open(new HttpKernel(routes));
      try {
        const received = await jsonDoor.send('/json', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"title":"x"}',
        });
        assert.deepEqual(JSON.parse(received.text), { files: {}, title: 'x' });
      } finally {
        await jsonDoor.close();
      }
    });
  });
}

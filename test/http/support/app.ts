// One route table exercising every return-value conversion and error mapping; the contract
// tests run it behind both front doors.
import { Readable } from 'node:stream';
import {
  Cast,
  FromContext,
  FromRoute,
  HttpError,
  HttpKernel,
  type KernelOptions,
  Reply,
  Request,
  RouteCollector,
  Validate,
} from '../../../src/index.js';

export class CreateItem extends Request {
  @FromRoute() @Cast('int') listId = 0;
  @FromContext('userId') ownerId = '';
  @Validate('required|string|max:20') title = '';
  @Validate('integer|min_value:1') @Cast('int') quantity = 1;
}

export class ItemFilter extends Request {
  @FromRoute() @Cast('int') listId = 0;
  @Validate('in:open,done') status = 'open';
  @Cast('int') limit = 10;
}

/** Captures what the kernel logged. */
export class MemoryLogger {
  readonly entries: Array<{ message: string; error: unknown }> = [];
  error(message: string, error: unknown): void {
    this.entries.push({ message, error });
  }
}

export function contractKernel(options: KernelOptions = {}): HttpKernel {
  const routes = new RouteCollector();
  routes.get('/text', () => 'hello');
  routes.get('/object', () => ({ a: 1, nested: { b: [true, null] } }));
  routes.get('/array', () => [1, 'two']);
  routes.get('/nothing', () => undefined);
  routes.get('/null', () => null);
  routes.get('/bytes', () => new Uint8Array([104, 105]));
  routes.get('/web-stream', () => new Response('streamed').body);
  routes.get('/node-stream', () => Readable.from([Buffer.from('node '), Buffer.from('stream')]));
  routes.get(
    '/fetch-response',
    () => new Response('teapot', { status: 418, headers: { 'x-from': 'fetch' } }),
  );
  routes.get('/created', () => Reply.created({ id: 7 }, '/items/7'));
  routes.get('/redirect', () => Reply.redirect('/text', 307));
  routes.get('/status', (ctx) => {
    ctx.status(202).setHeader('x-extra', 'yes');
    return { accepted: true };
  });
  routes.get('/async', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return { late: true };
  });
  routes.get('/conflict', () => {
    throw new HttpError(409, 'Item 3 was changed meanwhile', { code: 'editConflict' });
  });
  routes.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  routes.get('/async-boom', async () => {
    throw new TypeError('secret detail');
  });
  routes.get('/circular', () => {
    const value: Record<string, unknown> = {};
    value.self = value;
    return value;
  });
  routes.get('/headers', (ctx) => ({
    agent: ctx.header('X-Agent') ?? null,
    cookies: ctx.cookies,
  }));
  routes.get('/query', (ctx) => ctx.query());
  routes.get('/lists/{listId:[0-9]+}/items', (ctx) => ctx.query(ItemFilter));
  routes.post('/lists/{listId:[0-9]+}/items', async (ctx) => {
    ctx.state.userId = 'u-1';
    return Reply.json(await ctx.body(CreateItem), { status: 201 });
  });
  routes.post('/echo', (ctx) => ctx.body());
  routes.post('/upload', async (ctx) => {
    const files = await ctx.files();
    const described: Record<string, unknown> = {};
    for (const [name, file] of Object.entries(files)) {
      const list = Array.isArray(file) ? file : [file];
      described[name] = await Promise.all(
        list.map(async (f) => ({ name: f.name, type: f.type, text: await f.text() })),
      );
    }
    return { files: described, title: ((await ctx.body()) as Record<string, unknown>).title };
  });
  routes.put('/echo', (ctx) => ctx.body());
  return new HttpKernel(routes, { logger: new MemoryLogger(), ...options });
}

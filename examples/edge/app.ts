// One intake app for every Fetch runtime: Node, Bun, Deno and Cloudflare Workers (workerd).
// Bundle it with esbuild as ESM — nothing Node-only comes along (docs/edge.md):
//   npx esbuild examples/edge/app.ts --bundle --format=esm --platform=neutral --main-fields=module,main --outfile=build/edge/app.js
// and hand `default.fetch` to the runtime (Deno.serve, Bun.serve, a Worker's module export).
import { FetchKernel, FromRoute, Items, Request, RouteCollector, Validate } from 'intake';

export class OrderLine extends Request {
  @Validate('required|string|max:40') sku = '';
  @Validate('required|integer|min_value:1') qty = 0;
}

export class CreateOrder extends Request {
  @FromRoute() @Validate('required|integer') shopId = 0;
  @Validate('required|email') email = '';
  @Validate('required|array|min:1') @Items(OrderLine) lines: OrderLine[] = [];
}

export class UploadNote extends Request {
  @Validate('required|string|max:80') title = '';
  @Validate('array') tags: string[] = [];
}

const routes = new RouteCollector();
routes.group('/shops/{shopId:[0-9]+}', (shop) => {
  shop.post('/orders', async (ctx) => {
    const order = await ctx.body(CreateOrder);
    ctx.status(201);
    return { ...order.toJSON(), items: order.lines.reduce((sum, line) => sum + line.qty, 0) };
  });
  // A multipart form: text fields map onto the DTO, files come from ctx.files().
  shop.post('/notes', async (ctx) => {
    const note = await ctx.body(UploadNote);
    const files = await ctx.files();
    const attachment = files.attachment;
    const file = Array.isArray(attachment) ? attachment[0] : attachment;
    return {
      note: note.toJSON(),
      attachment: file === undefined ? null : { name: file.name, type: file.type, text: await file.text() },
    };
  });
});
routes.get('/health', () => ({ status: 'ok', id: crypto.randomUUID().length }));

// FetchKernel: the kernel without its Node door, so none of it is bundled.
export const kernel = new FetchKernel(routes);

export default { fetch: kernel.fetch };

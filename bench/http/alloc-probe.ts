// Bytes allocated per request by intake's Node door, without sockets: the benchmark app's
// listener is called with stand-in req/res objects, one request at a time, and the heap growth
// between two forced GCs is divided by the request count (minus the stand-ins' own cost,
// measured with a listener that only ends the response). No GC may run in between, so run:
//   node --expose-gc --min-semi-space-size=128 --max-semi-space-size=128 build/std/bench/http/alloc-probe.js
import { PerformanceObserver } from 'node:perf_hooks';
import { kernel } from './intake-app.js';
import { validQuery } from './shared.js';

type Listener = (req: never, res: never) => void;
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with --expose-gc');

let collections = 0;
new PerformanceObserver((list) => {
  // Forced collections (flag 4: our own gc() calls) do not count.
  for (const entry of list.getEntries())
    if (((entry as { detail?: { flags: number } }).detail!.flags & 4) === 0) collections++;
}).observe({ entryTypes: ['gc'] });

const headers = { host: '127.0.0.1', accept: '*/*' };

/** One request through `listener`; resolves when the response is ended. */
function serveOnce(listener: Listener, url: string): Promise<void> {
  return new Promise((resolve) => {
    const req = { url, method: 'GET', headers, httpVersionMajor: 1 };
    const res = {
      writableEnded: false,
      destroyed: false,
      headersSent: false,
      statusCode: 200,
      writeHead(status: number) {
        this.statusCode = status;
        return this;
      },
      end() {
        this.writableEnded = true;
        resolve();
      },
    };
    listener(req as never, res as never);
  });
}

async function bytesPerRequest(listener: Listener, url: string, count: number): Promise<number> {
  for (let i = 0; i < 2000; i++) await serveOnce(listener, url); // warm up the JIT
  gc!();
  const collectionsBefore = collections;
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) await serveOnce(listener, url);
  const after = process.memoryUsage().heapUsed;
  // The observer reports asynchronously: let it catch up before trusting the figure.
  await new Promise((resolve) => setImmediate(resolve));
  if (collections !== collectionsBefore)
    throw new Error('a GC ran during the probe: raise --min-semi-space-size');
  return (after - before) / count;
}

const count = 10_000;
const bare: Listener = (_req, res) => (res as { end(): void }).end();
const baseline = await bytesPerRequest(bare, validQuery, count);
// A filler route (router + kernel only) and the measured query-DTO route.
for (const url of ['/accounts/7', validQuery]) {
  const intake = await bytesPerRequest(kernel.listener as Listener, url, count);
  console.log(`GET ${url}: ${Math.round(intake - baseline)} bytes allocated per request by intake`);
}

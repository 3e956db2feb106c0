// One benchmark server, a sequence of loads, the server's CPU per request in each phase: the
// tool that found the dead-connection slowdown (BENCHMARKS.md, HTTP). The full benchmark mixes
// five servers; this isolates how one process behaves after what came before.
//
//   npx tsc -p tsconfig.test.json
//   node build/std/bench/http/phases.js intake P:4,P:4,G:4 [--log out.txt] [-- --trace-gc-nvp]
//
// Phases: `P:<s>` POST load, `G:<s>` GET load (the benchmark's two routes, 100 connections,
// pipelining 10), `S:<s>` idle. Node flags after `--` go to the server; its stdout (where
// V8's traces print) goes to `--log`, with a `==== <phase> done` line after each load.
import { createWriteStream } from 'node:fs';
import { cpuSeconds, load, routes, startServer } from './driver.js';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const own = dashes === -1 ? args : args.slice(0, dashes);
const [server, sequence] = own;
const logIndex = own.indexOf('--log');
if (server === undefined || sequence === undefined) {
  throw new Error('usage: phases.js <server> <P:s,G:s,S:s,...> [--log file] [-- node flags]');
}

const log = logIndex === -1 ? undefined : createWriteStream(own[logIndex + 1]!);
const { child, base } = await startServer(server, {
  nodeFlags: dashes === -1 ? [] : args.slice(dashes + 1),
  onOutput: (chunk) => log?.write(chunk),
});

try {
  for (const phase of sequence.split(',')) {
    const [kind, secondsText] = phase.split(':');
    const seconds = Number(secondsText);
    if (kind === 'S') {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (kind !== 'P' && kind !== 'G') throw new Error(`unknown phase ${phase}`);
    const before = cpuSeconds(child.pid!);
    const result = await load(base, kind === 'P' ? routes[0] : routes[1], seconds);
    const micros = ((cpuSeconds(child.pid!) - before) * 1e6) / result.requests.total;
    log?.write(`==== ${phase} done\n`);
    console.log(
      `${server} ${phase}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${micros.toFixed(1)} µs CPU/request`,
    );
  }
} finally {
  child.kill('SIGTERM');
  log?.end();
}

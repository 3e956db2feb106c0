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
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { validQuery, validUser } from './shared.js';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const own = dashes === -1 ? args : args.slice(0, dashes);
const nodeFlags = dashes === -1 ? [] : args.slice(dashes + 1);
const [server, sequence] = own;
const logIndex = own.indexOf('--log');
if (server === undefined || sequence === undefined) {
  throw new Error('usage: phases.js <server> <P:s,G:s,S:s,...> [--log file] [-- node flags]');
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const file = fileURLToPath(new URL(`./${server}.js`, import.meta.url));
const child = spawn(process.execPath, [...nodeFlags, file], {
  env: { ...process.env, PORT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const log = logIndex === -1 ? undefined : createWriteStream(own[logIndex + 1]!);
const base = await new Promise<string>((resolve, reject) => {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    log?.write(chunk);
    output += String(chunk);
    const port = /listening (\d+)/.exec(output)?.[1];
    if (port !== undefined) resolve(`http://127.0.0.1:${port}`);
  });
  child.once('exit', () => reject(new Error(`${server} exited before listening`)));
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
    const result = await autocannon({
      ...(kind === 'P'
        ? {
            url: `${base}/users/42`,
            method: 'POST' as const,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(validUser),
          }
        : { url: base + validQuery, method: 'GET' as const }),
      connections: 100,
      pipelining: 10,
      duration: seconds,
    });
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

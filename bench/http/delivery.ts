// `npm run bench:delivery`: how often a client that uploads too much actually sees the 413.
// The intake and Fastify servers of the HTTP benchmark (1 MiB body limit each) run in their
// own processes; this process is the client. Each client kind uploads 2, 8 and 64 MiB to
// POST /users/42 many times, alternating servers, and counts the answers that arrived as a
// 413 rather than as EPIPE / ECONNRESET / "other side closed". `--quick` runs a few trials.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { environment } from '../harness.js';
import { startServer } from './driver.js';

const quick = process.argv.includes('--quick');
const trials = quick ? 4 : 40;
const sizesMiB = [2, 8, 64] as const;
const servers = ['intake', 'fastify'] as const;

/** The status the client saw, or the error that stopped it. */
type Outcome = number | string;
type Client = (base: string, bytes: Uint8Array) => Promise<Outcome>;

const jsonType = { 'content-type': 'application/json' };

/** Fetch (undici) with the whole body and its Content-Length. */
const viaFetch: Client = async (base, bytes) => {
  try {
    const response = await fetch(`${base}/users/42`, {
      method: 'POST',
      headers: jsonType,
      body: bytes as unknown as BodyInit,
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? String(error);
  }
};

/** node:http with 64 KiB writes that respect back-pressure; chunked when no length is sent. */
function viaNodeHttp(withLength: boolean): Client {
  return (base, bytes) =>
    new Promise((resolve) => {
      const headers: Record<string, string | number> = { ...jsonType };
      if (withLength) headers['content-length'] = bytes.byteLength;
      const req = request(`${base}/users/42`, { method: 'POST', headers });
      let settled = false;
      const settle = (outcome: Outcome): void => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      req.on('response', (res) => {
        res.resume();
        settle(res.statusCode ?? 0);
      });
      req.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
      let offset = 0;
      const pump = (): void => {
        while (offset < bytes.byteLength && !req.destroyed) {
          const chunk = bytes.subarray(offset, offset + 64 * 1024);
          offset += chunk.byteLength;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end();
      };
      pump();
    });
}

/** curl, reading the body from standard input with a known length. */
const viaCurl: Client = (base, bytes) =>
  new Promise((resolve) => {
    const curl = spawn(
      'curl',
      [
        '-s',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code}',
        '-H',
        'content-type: application/json',
        '-H',
        `content-length: ${bytes.byteLength}`,
        '--data-binary',
        '@-',
        `${base}/users/42`,
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    let out = '';
    curl.stdout.on('data', (chunk: Buffer) => (out += chunk));
    curl.stdin.on('error', () => {});
    curl.stdin.end(bytes);
    curl.on('close', (code) => resolve(out === '000' || out === '' ? `curl exit ${code}` : Number(out)));
  });

async function curlAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn('curl', ['--version'], { stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('close', (code) => resolve(code === 0));
  });
}

async function main(): Promise<void> {
  const clients: Array<[string, Client]> = [
    ['fetch (undici)', viaFetch],
    ['node:http, streamed, Content-Length', viaNodeHttp(true)],
    ['node:http, chunked, no Content-Length', viaNodeHttp(false)],
  ];
  if (await curlAvailable()) clients.push(['curl --data-binary', viaCurl]);
  const running = await Promise.all(servers.map((name) => startServer(name)));
  const env = environment();
  console.log('### 413 delivery: oversized uploads that receive the 413\n');
  console.log(
    `${env.date} · Node ${env.node} · ${env.cpu} (${env.cores} cores) · ${trials} uploads per cell\n`,
  );
  console.log('| client | upload | intake | Fastify | intake failures | Fastify failures |');
  console.log('|---|---:|---:|---:|---|---|');
  try {
    for (const [label, client] of clients) {
      for (const mib of sizesMiB) {
        const bytes = new Uint8Array(mib * 1024 * 1024).fill(0x61);
        const received = servers.map(() => 0);
        const failures = servers.map(() => new Map<string, number>());
        for (let trial = 0; trial < trials; trial++) {
          for (let k = 0; k < servers.length; k++) {
            const outcome = await client(running[k]!.base, bytes);
            if (outcome === 413) received[k]!++;
            else failures[k]!.set(String(outcome), (failures[k]!.get(String(outcome)) ?? 0) + 1);
          }
        }
        const rate = (k: number): string => `${((100 * received[k]!) / trials).toFixed(1)} %`;
        const why = (k: number): string =>
          [...failures[k]!].map(([what, count]) => `${what} ×${count}`).join(', ') || '—';
        console.log(`| ${label} | ${mib} MiB | ${rate(0)} | ${rate(1)} | ${why(0)} | ${why(1)} |`);
      }
    }
  } finally {
    for (const server of running) server.child.kill('SIGTERM');
  }
}

await main();

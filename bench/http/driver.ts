// What the HTTP benchmark runner (run.ts) and the phase probe (phases.ts) share: the two
// measured routes, starting a server process, loading it with autocannon, and reading the
// server's CPU time. Kept apart from shared.ts, which every server process loads.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { invalidQuery, invalidUser, validQuery, validUser } from './shared.js';

export const jsonHeaders = { 'content-type': 'application/json' };

export interface Route {
  title: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  invalid: { path: string; body?: string };
  expect: number;
}

/** The two measured routes: POST with a JSON body DTO, GET with a query DTO. */
export const routes: readonly [post: Route, get: Route] = [
  {
    title: 'POST /users/{id} — 6-field JSON body → DTO → 201 JSON',
    method: 'POST',
    path: '/users/42',
    body: JSON.stringify(validUser),
    invalid: { path: '/users/42', body: JSON.stringify(invalidUser) },
    expect: 201,
  },
  {
    title: 'GET /users/{id}?fields=… — query DTO → 200 JSON',
    method: 'GET',
    path: validQuery,
    invalid: { path: invalidQuery },
    expect: 200,
  },
];

/**
 * CPU seconds a process has used so far (Linux /proc, clock ticks at the usual 100 Hz), or NaN
 * where /proc is missing. Unlike req/s, it hardly moves when other work takes the cores.
 */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts `bench/http/<name>.js` on a free port and resolves once it prints `listening <port>`.
 * `onOutput` sees everything the server writes to stdout (V8's traces print there).
 */
export function startServer(
  name: string,
  options: {
    nodeFlags?: readonly string[];
    onOutput?: (chunk: Buffer) => void;
    env?: Readonly<Record<string, string>>;
  } = {},
): Promise<{ child: ChildProcess; base: string }> {
  const file = fileURLToPath(new URL(`./${name}.js`, import.meta.url));
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), file], {
    env: { ...process.env, ...options.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let listening = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      options.onOutput?.(chunk);
      if (listening) return;
      output += String(chunk);
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port !== undefined) {
        listening = true;
        resolve({ child, base: `http://127.0.0.1:${port}` });
      }
    });
    child.once('exit', () => reject(new Error(`${name} exited before listening`)));
  });
}

/** One autocannon run of `route` against `base`: 100 connections, pipelining 10. */
export function load(base: string, route: Route, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: base + route.path,
    method: route.method,
    headers: route.body === undefined ? {} : jsonHeaders,
    body: route.body,
    connections: 100,
    pipelining: 10,
    duration: seconds,
  });
}

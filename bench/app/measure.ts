// The measurements of one generated server: a cold life (start-up, first request, every route
// once, heap before and after), the sanity check that gates timing, and one autocannon run.
import { execFile } from 'node:child_process';
import { isDeepStrictEqual, promisify } from 'node:util';
import { cpuSeconds, load, type Route } from '../http/driver.js';
import { Server } from './server.js';
import type { Api, Resource } from './spec.js';
import { everyRoute, type RouteCall, TENANT } from './stack.js';

const run = promisify(execFile);

export interface ColdLife {
  startMs: number;
  firstRequestMs: number;
  everyRouteMs: number;
  heapBefore: number;
  heapAfter: number;
}

/** The two routes measured under load: POST of the 10-field DTO, PUT of the DTO with items. */
export function loadRoutes(api: Api): { post: Route; put: Route } {
  const route = (title: string, method: 'POST' | 'PUT', resource: Resource, expect: number): Route => {
    const path = `/api/v2/tenants/${TENANT}/${resource.name}${method === 'PUT' ? '/7' : ''}`;
    return {
      title,
      method,
      path,
      body: JSON.stringify(resource.valid),
      invalid: { path, body: JSON.stringify(resource.invalid) },
      expect,
    };
  };
  const items = api.putTarget.items;
  return {
    post: route(
      `POST ${api.postTarget.name}: ${api.postTarget.fields.length} fields`,
      'POST',
      api.postTarget,
      201,
    ),
    put: route(
      `PUT ${api.putTarget.name}/{id}: ${api.putTarget.fields.length} fields + ${items?.name} (5 items of ${items?.fields.length} fields)`,
      'PUT',
      api.putTarget,
      200,
    ),
  };
}

/** Sends every route once, in order, on one connection; throws on the first unexpected status. */
export async function hitEveryRoute(
  server: Server,
  calls: readonly RouteCall[],
  name: string,
): Promise<number> {
  const start = performance.now();
  for (const call of calls) {
    const answer = await server.send(call);
    if (answer.status !== call.expect) {
      throw new Error(
        `${name}: ${call.method} ${call.path} answered ${answer.status}, expected ${call.expect}: ${answer.text.slice(0, 300)}`,
      );
    }
  }
  return performance.now() - start;
}

/** One fresh process: start-up, the first request (the POST target), every route once, heap. */
export async function coldLife(
  entry: string,
  api: Api,
  calls: readonly RouteCall[],
  name: string,
  env: Readonly<Record<string, string>> = {},
): Promise<ColdLife> {
  const server = await Server.start(entry, [], env);
  try {
    const heapBefore = await server.heapUsed();
    const { post } = loadRoutes(api);
    const first = performance.now();
    const answer = await server.send(post);
    const firstRequestMs = performance.now() - first;
    if (answer.status !== post.expect) throw new Error(`${name}: first request answered ${answer.status}`);
    const everyRouteMs = await hitEveryRoute(server, calls, name);
    const heapAfter = await server.heapUsed();
    return { startMs: server.startMs, firstRequestMs, everyRouteMs, heapBefore, heapAfter };
  } finally {
    await server.stop();
  }
}

/** Valid input → the expected status with the payload echoed back; invalid → 4xx. A line to print. */
export async function sanity(server: Server, route: Route, name: string): Promise<string> {
  const good = await server.send(route);
  const echoed =
    good.status === route.expect ? (JSON.parse(good.text) as { tenantId?: string; data?: unknown }) : {};
  const bad = await server.send({ method: route.method, path: route.invalid.path, body: route.invalid.body });
  const sameData = isDeepStrictEqual(echoed.data, JSON.parse(route.body!)) && echoed.tenantId === TENANT;
  if (!sameData || bad.status < 400 || bad.status >= 500) {
    throw new Error(
      `${name} failed the sanity check on ${route.title}: ${good.status} ${good.text.slice(0, 200)} / ${bad.status}`,
    );
  }
  return `${name}: valid → ${good.status} with the payload echoed, invalid → ${bad.status}`;
}

export interface LoadSample {
  requestsPerSecond: number;
  p99: number;
  cpuMicros: number;
  failures: number;
}

export async function loadOnce(server: Server, route: Route, seconds: number): Promise<LoadSample> {
  const before = cpuSeconds(server.child.pid!);
  const result = await load(server.base, route, seconds);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    cpuMicros: ((cpuSeconds(server.child.pid!) - before) * 1e6) / result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Runs a stack's compiled `openapi.js` in a fresh process: the generation time it reports. */
export async function openapiOnce(entry: string): Promise<{ ms: number; paths: number; bytes: number }> {
  const { stdout } = await run(process.execPath, [entry]);
  return JSON.parse(stdout) as { ms: number; paths: number; bytes: number };
}

export { everyRoute };

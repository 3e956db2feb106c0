// What every emitter hands to the workspace: a stack's source files and compiler options, and the
// pieces of source all four stacks share (the readiness/heap probe, the route listing).
import { type Api, type Resource, typeName, VERSIONS } from './spec.js';

export const STACKS = ['intake', 'nest', 'fastify', 'hono'] as const;
export type StackName = (typeof STACKS)[number];

export interface StackSource {
  name: StackName;
  /** Compiler options on top of the shared ones (decorator mode). */
  compilerOptions: Record<string, unknown>;
  /** Source files by path under the stack's `src/`: always `main.ts`, and `openapi.ts` where the stack can. */
  files: Map<string, string>;
}

/**
 * `probe.ts`, the same in every stack: tells the runner (over IPC) the port once the server
 * listens, and answers `heap` with the heap used after a full GC (`--expose-gc`).
 */
export const PROBE_SOURCE = `import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const port = Number(process.env.PORT ?? 0);

export function ready(server: Server): void {
  const announce = () => process.send?.({ listening: (server.address() as AddressInfo).port });
  if (server.listening) announce();
  else server.once('listening', announce);
  process.on('message', (message) => {
    if (message !== 'heap') return;
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ heapUsed: process.memoryUsage().heapUsed });
  });
  process.once('SIGTERM', () => process.exit(0));
}
`;

/** The five verbs of a resource: list, create, show, replace, delete. */
export const VERBS = ['list', 'create', 'show', 'update', 'remove'] as const;
export type Verb = (typeof VERBS)[number];

/** One request of the "every route once" pass, with the status a correct server answers. */
export interface RouteCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string;
  expect: number;
}

export const TENANT = 't42';

/** Every route of the API once: both versions, every resource, the five verbs, valid input. */
export function everyRoute(api: Api): RouteCall[] {
  const calls: RouteCall[] = [];
  for (const version of VERSIONS) {
    for (const resource of api.resources) {
      const base = `/api/${version}/tenants/${TENANT}/${resource.name}`;
      const body = JSON.stringify(resource.valid);
      calls.push(
        { method: 'GET', path: `${base}?page=2&perPage=10&order=desc`, expect: 200 },
        { method: 'POST', path: base, body, expect: 201 },
        { method: 'GET', path: `${base}/7`, expect: 200 },
        { method: 'PUT', path: `${base}/7`, body, expect: 200 },
        { method: 'DELETE', path: `${base}/7`, expect: 204 },
      );
    }
  }
  return calls;
}

/** `import { CreateRes0, ListRes0, UpdateRes0 } from './dto/res0.js';` for every resource. */
export function dtoImports(api: Api, extra: (resource: Resource) => string[] = () => []): string[] {
  return api.resources.map((resource) => {
    const stem = typeName(resource);
    const names = [`Create${stem}`, `List${stem}`, `Update${stem}`, ...extra(resource)].sort();
    return `import { ${names.join(', ')} } from './dto/${resource.name}.js';`;
  });
}

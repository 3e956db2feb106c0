#!/usr/bin/env node
// `npx intake routes <module>`: prints the route table of an application — method, path, name,
// handler, middleware — as `node ace list:routes` and `fastify print-routes` do. `<module>` is a
// JavaScript module (built output, or TypeScript through a loader such as tsx) that exports a
// RouteCollector — as `default`, as `routes`, or from a function under either name.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatRouteTable, type Route } from '../router/index.js';

const USAGE =
  'usage: intake routes <module>\n  <module> exports a RouteCollector (default or `routes`), or a function returning one';

interface RouteSource {
  readonly routes: readonly Route<unknown>[];
}

function isRouteSource(value: unknown): value is RouteSource {
  return typeof value === 'object' && value !== null && Array.isArray((value as RouteSource).routes);
}

/** The collector a module exports: `default` or `routes`, called first when it is a function. */
async function collectorOf(specifier: string): Promise<RouteSource> {
  const loaded = (await import(pathToFileURL(resolve(specifier)).href)) as Record<string, unknown>;
  for (const key of ['default', 'routes']) {
    let value = loaded[key];
    if (typeof value === 'function' && !isRouteSource(value)) value = await (value as () => unknown)();
    if (isRouteSource(value)) return value;
  }
  throw new Error(
    `${specifier} exports no RouteCollector as \`default\` or \`routes\` (nor a function returning one)`,
  );
}

async function main(args: readonly string[]): Promise<number> {
  const [command, specifier] = args;
  if (command !== 'routes' || specifier === undefined || args.length > 2) {
    process.stderr.write(`${USAGE}\n`);
    return command === undefined || command === '--help' ? 0 : 2;
  }
  const collector = await collectorOf(specifier);
  process.stdout.write(`${formatRouteTable(collector.routes)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`intake: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);

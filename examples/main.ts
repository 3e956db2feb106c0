// `npm start`: builds and starts the example tasks API (see docs/example-app.md).
// PORT picks the port (default 3000); DATABASE_URL a PostgreSQL server (postgres://…), else the
// embedded database in DATA_DIR (default ./data/tasks); `npm start -- --memory` keeps it in
// memory only; `--build <file>` takes the generated code from an ahead-of-time build
// (`npm run start:built` writes one: docs/build.md). Ctrl-C or SIGTERM stops it cleanly.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { configure, formatRouteTable } from 'intake';
import { reasonOf, withoutPassword } from './app/database.js';
import { start } from './app/server.js';

const memory = process.argv.includes('--memory');
const buildFile = process.argv[process.argv.indexOf('--build') + 1];
if (process.argv.includes('--build')) {
  if (buildFile === undefined) throw new Error('--build names the file `npx intake build` wrote');
  // Refused when stale: a build that no longer matches the classes is a deploy mistake to fix.
  configure({ build: (await import(pathToFileURL(resolve(buildFile)).href)).default, staleBuild: 'refuse' });
}
const url = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? 'data/tasks');
const database = url !== undefined ? { url } : memory ? { memory: true as const } : { dataDir };
const app = await start({ database, host: process.env.HOST }).catch((error: unknown) => {
  // A start-up problem (the data folder, the server, a port in use) is the operator's to fix: say it, no stack.
  console.error(`The tasks API did not start: ${reasonOf(error)}`);
  process.exit(1);
});
const where = app.server.url;
console.log(`${formatRouteTable(app.routes.routes)}\n`);
const described =
  url !== undefined ? `PostgreSQL at ${withoutPassword(url)}` : memory ? 'in memory (--memory)' : dataDir;
console.log(`Tasks database: ${described}`);
console.log(`Tasks API listening on ${where} — try: curl ${where}/health`);
console.log(`API reference: ${where}/docs (OpenAPI document: ${where}/openapi.json)`);
const stop = (signal: string) => {
  console.log(`${signal}: closing…`);
  app.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

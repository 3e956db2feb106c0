// `npm start`: builds and starts the example tasks API (see docs/example-app.md).
// PORT picks the port (default 3000); DATA_DIR the database folder (default ./data/tasks);
// `npm start -- --memory` keeps the database in memory only. Ctrl-C or SIGTERM stops it cleanly.
import { resolve } from 'node:path';
import { formatRouteTable } from 'intake';
import { start } from './app/server.js';

const memory = process.argv.includes('--memory');
const dataDir = resolve(process.env.DATA_DIR ?? 'data/tasks');
const app = await start({
  database: memory ? { memory: true } : { dataDir },
  host: process.env.HOST,
}).catch((error: Error) => {
  // A start-up problem (the data folder, a port in use) is the operator's to fix: say it, no stack.
  console.error(`The tasks API did not start: ${error.message}`);
  process.exit(1);
});
const url = app.server.url;
console.log(`${formatRouteTable(app.routes.routes)}\n`);
console.log(`Tasks database: ${memory ? 'in memory (--memory)' : dataDir}`);
console.log(`Tasks API listening on ${url} — try: curl ${url}/health`);
console.log(`API reference: ${url}/docs (OpenAPI document: ${url}/openapi.json)`);
const stop = (signal: string) => {
  console.log(`${signal}: closing…`);
  app.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

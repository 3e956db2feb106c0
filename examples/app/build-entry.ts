// What `npx intake build` reads to write the example's ahead-of-time build (docs/build.md): the
// routes and the request handler exactly as `start()` assembles them. No database is opened: the
// store and the lookups are values the generated code reads by name, so stand-ins that refuse
// every query give the same generated text.
import type { Database } from './database.js';
import { taskLookups } from './lookups.js';
import { buildApp, taskRequestHandler } from './server.js';
import { DatabaseTaskStore } from './store.js';

const refuse = async (): Promise<never> => {
  throw new Error('the build entry opens no database');
};
const noDatabase: Database = { query: refuse, transaction: refuse, ping: refuse, close: refuse };

const { routes } = buildApp(new DatabaseTaskStore(noDatabase), taskLookups(noDatabase), {
  pingDatabase: () => noDatabase.ping(),
});

export const requestHandler = taskRequestHandler(taskLookups(noDatabase));

export default routes;

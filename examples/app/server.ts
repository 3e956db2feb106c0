// Wires the example together: database → store → controllers (through the resolver) → kernel
// → server.
import {
  type ErrorFormat,
  HttpKernel,
  RequestHandler,
  type RouteCollector,
  type RunningServer,
  SingletonResolver,
  serve,
  serveApiReference,
  Validator,
} from 'intake';
import { TaskController, TaskControllerV1 } from './controllers.js';
import { type DatabaseLocation, openDatabase } from './database.js';
import { guarded } from './database-guard.js';
import { type TaskLookup, taskLookups } from './lookups.js';
import { buildRoutes, openapiOptions } from './routes.js';
import { DatabaseTaskStore, type TaskStore } from './store.js';

/** How the app is built besides its store: the format of its error answers (problem documents by default). */
export interface AppOptions {
  readonly errors?: ErrorFormat;
  /** `/health` asks it whether the database answers; it rejects with a 503 error when not. */
  readonly pingDatabase?: () => Promise<void>;
}

/**
 * The kernel and its routes, keeping tasks in `store`; `lookups` back the validator's
 * `exists:`/`unique:` rules, such as the `exists:projectTasks` of a task's `follows` (lookups.ts).
 * One error format, given to the kernel and the document alike, so both say the same.
 */
export function buildApp(
  store: TaskStore,
  lookups: Record<string, TaskLookup> = {},
  options: AppOptions = {},
): { kernel: HttpKernel; routes: RouteCollector } {
  const routes = buildRoutes({ pingDatabase: options.pingDatabase });
  // /openapi.json and the /docs page, describing the routes above.
  serveApiReference(routes, { ...openapiOptions, errors: options.errors });
  // Controllers need constructor arguments, so they are registered with the resolver.
  const resolver = new SingletonResolver()
    .register(TaskController, new TaskController(store, routes))
    .register(TaskControllerV1, new TaskControllerV1(store, routes));
  const requestHandler = taskRequestHandler(lookups);
  const kernel = new HttpKernel(routes, { resolver, requestHandler, errors: options.errors });
  return { kernel, routes };
}

/** The request handler the app maps with: its validator knows the lookups and the messages below. */
export function taskRequestHandler(lookups: Record<string, TaskLookup>): RequestHandler {
  return new RequestHandler(new Validator({ lookups, messages: taskMessages }));
}

/** Messages for the rules of `follows` (looked up by `field.rule` before the defaults). */
const taskMessages = {
  'follows.exists': 'The task to follow is not one of your tasks in this project.',
  'follows.different': 'A task cannot follow itself.',
};

export interface StartOptions extends AppOptions {
  /** Where the tasks live: `{ dataDir }` or `{ memory: true }`. */
  readonly database: DatabaseLocation;
  /** Default: `PORT`, else 3000 (as `serve()` does); 0 picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** How long one statement may take before its request answers 503 (default 5 s: inside the kernel's 30 s deadline). */
  readonly databaseTimeoutMs?: number;
}

/** The started app: its server, its routes, and one `close()` for both server and database. */
export interface RunningApp {
  readonly server: RunningServer;
  readonly routes: RouteCollector;
  close(): Promise<void>;
}

/** Opens and migrates the database, then serves the API on it. */
export async function start(options: StartOptions): Promise<RunningApp> {
  const database = guarded(await openDatabase(options.database), options.databaseTimeoutMs);
  const { kernel, routes } = buildApp(new DatabaseTaskStore(database), taskLookups(database), {
    ...options,
    pingDatabase: () => database.ping(),
  });
  let server: RunningServer;
  try {
    server = await serve(kernel, { port: options.port, host: options.host ?? '127.0.0.1' });
  } catch (error) {
    await database.close();
    throw error;
  }
  // The server closes first, so no request is left writing to a closed database.
  const close = async () => {
    await server.close();
    await database.close();
  };
  return { server, routes, close };
}

// Wires the example together: store → controllers (through the resolver) → kernel → server.
import {
  formatRouteTable,
  HttpKernel,
  type RouteCollector,
  type RunningServer,
  SingletonResolver,
  serve,
} from 'intake';
import { addApiDocs } from './api-docs.js';
import { TaskController, TaskControllerV1 } from './controllers.js';
import { buildRoutes } from './routes.js';
import { InMemoryTaskStore, type TaskStore } from './store.js';

/** The kernel and its routes, with an in-memory store unless another is given. */
export function buildApp(store: TaskStore = new InMemoryTaskStore()): {
  kernel: HttpKernel;
  routes: RouteCollector;
} {
  const routes = buildRoutes();
  addApiDocs(routes);
  // Controllers need constructor arguments, so they are registered with the resolver.
  const resolver = new SingletonResolver()
    .register(TaskController, new TaskController(store, routes))
    .register(TaskControllerV1, new TaskControllerV1(store, routes));
  return { kernel: new HttpKernel(routes, { resolver }), routes };
}

/** Starts the API on `port` (default: `PORT`, else 3000, as `serve()` does) and stops it cleanly on SIGINT/SIGTERM. */
export async function start(port?: number): Promise<RunningServer> {
  const { kernel, routes } = buildApp();
  const running = await serve(kernel, { port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`${formatRouteTable(routes.routes)}\n`);
  console.log(`Tasks API listening on ${running.url} — try: curl ${running.url}/health`);
  console.log(`API reference: ${running.url}/docs (OpenAPI document: ${running.url}/openapi.json)`);
  const stop = (signal: string) => {
    console.log(`${signal}: closing…`);
    running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return running;
}

// The example's route table: an outer /api group with shared middleware, v1 (deprecated)
// and v2 (current) nested inside, and named routes for Location headers.
import { RouteCollector } from '../../src/index.js';
import { TaskController, TaskControllerV1 } from './controllers.js';
import { Authenticate, deprecatedV1, requestId } from './middleware.js';

const project = '/projects/{projectId:[0-9]+}/tasks';
const task = `${project}/{taskId}`;

/** Builds the API's routes. */
export function buildRoutes(): RouteCollector {
  const routes = new RouteCollector();
  routes.get('/health', () => ({ status: 'ok' })).name('health');
  routes.group(
    '/api',
    (api) => {
      api.group(
        '/v1',
        (v1) => {
          v1.get(project, [TaskControllerV1, 'index']).name('v1.tasks.index');
          v1.post(project, [TaskControllerV1, 'store']).name('v1.tasks.store');
          v1.get(task, [TaskControllerV1, 'show']).name('v1.tasks.show');
        },
        [deprecatedV1],
      );
      api.group('/v2', (v2) => {
        v2.get(project, [TaskController, 'index']).name('v2.tasks.index');
        v2.post(project, [TaskController, 'store']).name('v2.tasks.store');
        v2.get(task, [TaskController, 'show']).name('v2.tasks.show');
        v2.patch(task, [TaskController, 'update']).name('v2.tasks.update');
        v2.delete(task, [TaskController, 'destroy']).name('v2.tasks.destroy');
      });
    },
    [requestId, Authenticate],
  );
  return routes;
}

// The example's route table: an outer /api group with shared middleware, v1 (deprecated)
// and v2 (current) nested inside, named routes for Location headers, and declarations of what
// each route reads and answers (docs/router.md, "Declarations").
import { RouteCollector } from '../../src/index.js';
import { TaskController, TaskControllerV1 } from './controllers.js';
import { CreateTask, CreateTaskV1, ListTasks, TaskAddress, UpdateTask } from './dtos.js';
import { Authenticate, deprecatedV1, requestId } from './middleware.js';

const project = '/projects/{projectId:[0-9]+}/tasks';
const task = `${project}/{taskId}`;

/** Builds the API's routes. */
export function buildRoutes(): RouteCollector {
  const routes = new RouteCollector();
  routes
    .get('/health')
    .summary('Liveness probe')
    .responds(200, undefined, 'The service is up')
    .handle(() => ({ status: 'ok' }))
    .name('health');
  routes.group(
    '/api',
    (api) => {
      api.group(
        '/v1',
        (v1) => {
          v1.get(project, [TaskControllerV1, 'index']).query(ListTasks).name('v1.tasks.index');
          v1.post(project, [TaskControllerV1, 'store'])
            .body(CreateTaskV1)
            .responds(201)
            .name('v1.tasks.store');
          v1.get(task, [TaskControllerV1, 'show']).query(TaskAddress).responds(404).name('v1.tasks.show');
        },
        [deprecatedV1],
        { tags: ['tasks (v1)'], deprecated: true },
      );
      api.group(
        '/v2',
        (v2) => {
          v2.get(project, [TaskController, 'index']).query(ListTasks).name('v2.tasks.index');
          v2.post(project, [TaskController, 'store']).body(CreateTask).responds(201).name('v2.tasks.store');
          v2.get(task, [TaskController, 'show']).query(TaskAddress).responds(404).name('v2.tasks.show');
          v2.patch(task, [TaskController, 'update']).body(UpdateTask).responds(404).name('v2.tasks.update');
          v2.delete(task, [TaskController, 'destroy']).responds(204).responds(404).name('v2.tasks.destroy');
        },
        [],
        { tags: ['tasks'] },
      );
    },
    [requestId, Authenticate],
  );
  return routes;
}

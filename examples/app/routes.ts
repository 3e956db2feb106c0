// The example's route table: an outer /api group with shared middleware, v1 (deprecated)
// and v2 (current) nested inside, named routes for Location headers, and declarations of what
// each route reads and answers (docs/router.md, "Declarations").
import { RouteCollector } from 'intake';
import { TaskController, TaskControllerV1 } from './controllers.js';
import { CreateTask, CreateTaskV1, ListTasks, TaskAddress, UpdateTask } from './dtos.js';
import { Authenticate, deprecatedV1, projectScope, requestId } from './middleware.js';
import { HealthStatus, TaskPage, TaskResource } from './resources.js';

const project = '/projects/{projectId:[0-9]+}/tasks';
const task = `${project}/{taskId}`;

/** How the OpenAPI document introduces the API (`/openapi.json`, `npx intake openapi`). */
export const openapiOptions = {
  info: {
    title: 'Tasks API (intake example)',
    version: '2.0.0',
    description: 'The example app of intake. Authorize with a demo token: `alice-token` or `bob-token`.',
    license: { name: 'MIT', identifier: 'MIT' },
    contact: { name: 'intake maintainers' },
  },
  tags: [
    { name: 'service', description: 'Whether the service is up' },
    { name: 'tasks', description: 'Tasks of a project, API v2 (current)' },
    { name: 'tasks (v1)', description: 'Tasks of a project, API v1 (deprecated: see the Sunset header)' },
  ],
  // Relative to the document: the API is served by the app that serves /openapi.json.
  servers: [{ url: '/', description: 'The server this document comes from' }],
};

/** The task's version as a strong ETag: send it back in If-Match to change that version only. */
const etag = {
  ETag: {
    description: "The task's version (send it in If-Match to change this version only)",
    required: true,
  },
};
/** The `Location` header of a 201: where the new task can be read. */
const created = { Location: "The new task's URL (its GET route)", ...etag };
/** The title is unique per owner in a project. */
const titleTaken = 'You already have a task with this title in this project';
/** If-Match named another version than the stored one. */
const stale = 'The task changed since the version If-Match names: read it again';

/** What the routes need besides the controllers. */
export interface RouteChecks {
  /** Resolves when the database answers; rejects with a 503 error (DatabaseOutageError) when not. */
  readonly pingDatabase?: () => Promise<void>;
}

/** Builds the API's routes. */
export function buildRoutes(checks: RouteChecks = {}): RouteCollector {
  const routes = new RouteCollector();
  routes
    .get('/health')
    .summary('Liveness and database probe')
    .tags('service')
    .responds(200, HealthStatus, 'The service is up and its database answers')
    .error(
      503,
      'databaseUnavailable',
      'The database does not answer: the detail says why (a full disk, a refused connection, a time-out)',
    )
    .handle(async () => {
      if (checks.pingDatabase === undefined) return { status: 'ok', database: 'not checked' };
      await checks.pingDatabase();
      return { status: 'ok', database: 'ok' };
    })
    .name('health');
  routes.group(
    '/api',
    (api) => {
      api.group(
        '/v1',
        (v1) => {
          v1.get(project, [TaskControllerV1, 'index'])
            .summary("List the user's tasks of a project (a bare array)")
            .query(ListTasks)
            .responds(200, [TaskResource], 'The tasks (a bare array in v1)')
            .name('v1.tasks.index');
          v1.post(project, [TaskControllerV1, 'store'])
            .summary('Create a task (flat v1 body)')
            .body(CreateTaskV1)
            .responds(201, TaskResource, { description: 'The new task', headers: created })
            .error(409, 'taskTitleTaken', titleTaken)
            .name('v1.tasks.store');
          v1.get(task, [TaskControllerV1, 'show'])
            .summary('Read one task')
            .query(TaskAddress)
            .responds(200, TaskResource)
            .error(404, 'taskNotFound', 'No such task for this user')
            .name('v1.tasks.show');
        },
        [deprecatedV1],
        { tags: ['tasks (v1)'], deprecated: true },
      );
      api.group(
        '/v2',
        (v2) => {
          v2.get(project, [TaskController, 'index'])
            .summary("List the user's tasks of a project")
            .query(ListTasks)
            .responds(200, TaskPage)
            .name('v2.tasks.index');
          v2.post(project, [TaskController, 'store'])
            .summary('Create a task')
            .body(CreateTask)
            .responds(201, TaskResource, { description: 'The new task', headers: created })
            .error(409, 'taskTitleTaken', titleTaken)
            .name('v2.tasks.store');
          v2.get(task, [TaskController, 'show'])
            .summary('Read one task')
            .query(TaskAddress)
            .responds(200, TaskResource, { description: 'The task', headers: etag })
            .error(404, 'taskNotFound', 'No such task for this user')
            .name('v2.tasks.show');
          v2.patch(task, [TaskController, 'update'])
            .summary('Change a task (every field optional)')
            .body(UpdateTask)
            .responds(200, TaskResource, { description: 'The changed task', headers: etag })
            .error(404, 'taskNotFound', 'No such task for this user')
            .error(409, 'taskTitleTaken', titleTaken)
            .error(412, 'preconditionFailed', stale)
            .name('v2.tasks.update');
          v2.delete(task, [TaskController, 'destroy'])
            .summary('Delete a task')
            .query(TaskAddress)
            .responds(204, undefined, 'Deleted')
            .error(404, 'taskNotFound', 'No such task for this user')
            .error(412, 'preconditionFailed', stale)
            .name('v2.tasks.destroy');
        },
        [projectScope],
        { tags: ['tasks'] },
      );
    },
    [requestId, Authenticate],
  );
  return routes;
}

export default buildRoutes;

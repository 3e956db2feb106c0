// The example's controllers: thin — map the request to a DTO, call the store, return data.
// A task's answers carry its version as a strong ETag; a change sent with If-Match is made
// only if the task is still at that version (checked in the store's transaction: 412 if not).
import {
  checkPreconditions,
  entityTag,
  type HttpContext,
  HttpError,
  Reply,
  type RouteCollector,
} from 'intake';
import { CreateTask, CreateTaskV1, ListTasks, TaskAddress, UpdateTask } from './dtos.js';
import type { Task, TaskCheck, TaskStore } from './store.js';

/** The current API (v2). */
export class TaskController {
  readonly #store: TaskStore;
  readonly #routes: RouteCollector;

  constructor(store: TaskStore, routes: RouteCollector) {
    this.#store = store;
    this.#routes = routes;
  }

  async index(ctx: HttpContext): Promise<unknown> {
    const query = await ctx.query(ListTasks);
    const done = query.status === 'all' ? undefined : query.status === 'done';
    const data = await this.#store.list(query.projectId, query.ownerId, { done, limit: query.limit });
    return { data, count: data.length };
  }

  async store(ctx: HttpContext): Promise<Reply> {
    const dto = await ctx.body(CreateTask);
    const task = await this.#store.create(newTask(dto.group('record')));
    const location = this.#routes.url('v2.tasks.show', { projectId: task.projectId, taskId: task.id });
    return Reply.created(withoutVersion(task), location).etag(task.version);
  }

  async show(ctx: HttpContext): Promise<Task> {
    // The kernel answers 304 to an If-None-Match that names this ETag.
    return tagged(ctx, await findTask(this.#store, await ctx.query(TaskAddress)));
  }

  async update(ctx: HttpContext): Promise<Task> {
    const dto = await ctx.body(UpdateTask);
    const fields = dto.toArray();
    const changes: Record<string, unknown> = {};
    for (const field of ['title', 'description', 'done', 'follows'] as const) {
      if (dto.has(field)) changes[field] = fields[field];
    }
    const task = await this.#store.update(dto, changes, preconditionsOf(ctx));
    if (task === undefined) throw notFound(dto.taskId);
    return tagged(ctx, task);
  }

  async destroy(ctx: HttpContext): Promise<undefined> {
    const address = await ctx.query(TaskAddress);
    if (!(await this.#store.remove(address, preconditionsOf(ctx)))) throw notFound(address.taskId);
    return undefined; // → 204 No Content
  }
}

/** The deprecated API (v1): a flat body and a bare array for lists. */
export class TaskControllerV1 {
  readonly #store: TaskStore;
  readonly #routes: RouteCollector;

  constructor(store: TaskStore, routes: RouteCollector) {
    this.#store = store;
    this.#routes = routes;
  }

  async index(ctx: HttpContext): Promise<Task[]> {
    const query = await ctx.query(ListTasks);
    return await this.#store.list(query.projectId, query.ownerId, { limit: query.limit });
  }

  async store(ctx: HttpContext): Promise<Reply> {
    const dto = await ctx.body(CreateTaskV1);
    const task = await this.#store.create(newTask(dto.group('record')));
    return Reply.created(
      withoutVersion(task),
      this.#routes.url('v1.tasks.show', { projectId: task.projectId, taskId: task.id }),
    ).etag(task.version);
  }

  async show(ctx: HttpContext): Promise<Task> {
    return findTask(this.#store, await ctx.query(TaskAddress));
  }
}

/** A new task from a DTO's `record` group (`Group` collects exactly the fields to store). */
function newTask(record: Record<string, unknown>): Omit<Task, 'version'> {
  const fields = record as Partial<Task> & Pick<Task, 'id' | 'projectId' | 'ownerId' | 'title'>;
  return {
    id: fields.id,
    projectId: fields.projectId,
    ownerId: fields.ownerId,
    title: fields.title,
    description: fields.description ?? null,
    dueAt: fields.dueAt ?? null,
    checklist: fields.checklist ?? [],
    follows: fields.follows ?? null,
    done: false,
    createdAt: new Date(),
  };
}

/** A task as answers show it: its version travels in the ETag. */
function withoutVersion({ version: _version, ...task }: Task): Omit<Task, 'version'> {
  return task;
}

/** The task's version as its ETag on the answer. */
function tagged(ctx: HttpContext, task: Task): Task {
  ctx.setHeader('etag', entityTag(task.version));
  return task;
}

/** The request's If-Match (and other preconditions), held to the task as stored, in the store's transaction. */
function preconditionsOf(ctx: HttpContext): TaskCheck {
  return (current) => {
    checkPreconditions(ctx, { etag: entityTag(current.version) });
  };
}

/** The addressed task, or a 404 naming it. */
async function findTask(
  store: TaskStore,
  address: { projectId: number; ownerId: string; taskId: string },
): Promise<Task> {
  const task = await store.find(address);
  if (task === undefined) throw notFound(address.taskId);
  return task;
}

function notFound(taskId: string): HttpError {
  return new HttpError(404, `Task ${taskId} does not exist in this project`, { code: 'taskNotFound' });
}

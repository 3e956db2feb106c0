// The example's controllers: thin — map the request to a DTO, call the store, return data.
import { type HttpContext, HttpError, Reply, type RouteCollector } from 'intake';
import { CreateTask, CreateTaskV1, ListTasks, TaskAddress, UpdateTask } from './dtos.js';
import type { Task, TaskStore } from './store.js';

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
    const task = await this.#store.save(newTask(dto.group('record')));
    const location = this.#routes.url('v2.tasks.show', { projectId: task.projectId, taskId: task.id });
    return Reply.created(task, location);
  }

  async show(ctx: HttpContext): Promise<Task> {
    return findTask(this.#store, await ctx.query(TaskAddress));
  }

  async update(ctx: HttpContext): Promise<Task> {
    const dto = await ctx.body(UpdateTask);
    const task = await findTask(this.#store, dto);
    const changes = dto.toArray();
    for (const field of ['title', 'description', 'done', 'follows'] as const) {
      if (dto.has(field)) Object.assign(task, { [field]: changes[field] });
    }
    return this.#store.save(task);
  }

  async destroy(ctx: HttpContext): Promise<undefined> {
    const address = await ctx.query(TaskAddress);
    if (!(await this.#store.remove(address.projectId, address.ownerId, address.taskId)))
      throw notFound(address.taskId);
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
    const task = await this.#store.save(newTask(dto.group('record')));
    return Reply.created(
      task,
      this.#routes.url('v1.tasks.show', { projectId: task.projectId, taskId: task.id }),
    );
  }

  async show(ctx: HttpContext): Promise<Task> {
    return findTask(this.#store, await ctx.query(TaskAddress));
  }
}

/** A new task from a DTO's `record` group (`Group` collects exactly the fields to store). */
function newTask(record: Record<string, unknown>): Task {
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

/** The addressed task, or a 404 naming it. */
async function findTask(
  store: TaskStore,
  address: { projectId: number; ownerId: string; taskId: string },
): Promise<Task> {
  const task = await store.find(address.projectId, address.ownerId, address.taskId);
  if (task === undefined) throw notFound(address.taskId);
  return task;
}

function notFound(taskId: string): HttpError {
  return new HttpError(404, `Task ${taskId} does not exist in this project`, { code: 'taskNotFound' });
}

// The example's persistence: an interface, and an in-memory implementation as the embedded
// default (swap in a database by implementing TaskStore).

/** A task as stored and returned by the API. */
export interface Task {
  id: string;
  projectId: number;
  ownerId: string;
  title: string;
  description: string | null;
  dueAt: Date | null;
  checklist: Array<{ text: string; done: boolean }>;
  done: boolean;
  createdAt: Date;
}

export interface TaskStore {
  list(projectId: number, ownerId: string, filter: { done?: boolean; limit: number }): Task[];
  find(projectId: number, ownerId: string, id: string): Task | undefined;
  save(task: Task): Task;
  remove(projectId: number, ownerId: string, id: string): boolean;
}

/** Keeps tasks in a Map for as long as the process runs; each user sees only their own. */
export class InMemoryTaskStore implements TaskStore {
  readonly #tasks = new Map<string, Task>();

  list(projectId: number, ownerId: string, filter: { done?: boolean; limit: number }): Task[] {
    const found: Task[] = [];
    for (const task of this.#tasks.values()) {
      if (found.length === filter.limit) break;
      if (task.projectId !== projectId || task.ownerId !== ownerId) continue;
      if (filter.done === undefined || task.done === filter.done) found.push(task);
    }
    return found;
  }

  find(projectId: number, ownerId: string, id: string): Task | undefined {
    const task = this.#tasks.get(id);
    return task?.projectId === projectId && task.ownerId === ownerId ? task : undefined;
  }

  save(task: Task): Task {
    this.#tasks.set(task.id, task);
    return task;
  }

  remove(projectId: number, ownerId: string, id: string): boolean {
    return this.find(projectId, ownerId, id) !== undefined && this.#tasks.delete(id);
  }
}

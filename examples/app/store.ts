// The example's persistence: the TaskStore interface and its implementation on the embedded
// database. Every query is parameterised ($1, $2…): values never become SQL text.
import type { PGlite } from '@electric-sql/pglite';
import { HttpError } from 'intake';

/** A task as stored and returned by the API. */
export interface Task {
  id: string;
  projectId: number;
  ownerId: string;
  title: string;
  description: string | null;
  dueAt: Date | null;
  checklist: Array<{ text: string; done: boolean }>;
  /** The task of the same project this one comes after, or null. */
  follows: string | null;
  done: boolean;
  createdAt: Date;
}

export interface TaskStore {
  list(projectId: number, ownerId: string, filter: { done?: boolean; limit: number }): Promise<Task[]>;
  find(projectId: number, ownerId: string, id: string): Promise<Task | undefined>;
  /** Inserts the task, or replaces the one with its id. */
  save(task: Task): Promise<Task>;
  remove(projectId: number, ownerId: string, id: string): Promise<boolean>;
}

interface TaskRow {
  id: string;
  project_id: number;
  owner_id: string;
  title: string;
  description: string | null;
  due_at: Date | null;
  checklist: Task['checklist'];
  follows: string | null;
  done: boolean;
  created_at: Date;
}

const COLUMNS = 'id, project_id, owner_id, title, description, due_at, checklist, follows, done, created_at';

/** Tasks in the `tasks` table; each user sees only their own. */
export class DatabaseTaskStore implements TaskStore {
  readonly #database: PGlite;

  constructor(database: PGlite) {
    this.#database = database;
  }

  async list(projectId: number, ownerId: string, filter: { done?: boolean; limit: number }): Promise<Task[]> {
    const rows = await this.#query<TaskRow>(
      `SELECT ${COLUMNS} FROM tasks
        WHERE project_id = $1 AND owner_id = $2 AND ($3::boolean IS NULL OR done = $3)
        ORDER BY created_at, id LIMIT $4`,
      [projectId, ownerId, filter.done ?? null, filter.limit],
    );
    return rows.map(taskOf);
  }

  async find(projectId: number, ownerId: string, id: string): Promise<Task | undefined> {
    const rows = await this.#query<TaskRow>(
      `SELECT ${COLUMNS} FROM tasks WHERE project_id = $1 AND owner_id = $2 AND id = $3`,
      [projectId, ownerId, id],
    );
    return rows[0] === undefined ? undefined : taskOf(rows[0]);
  }

  async save(task: Task): Promise<Task> {
    const rows = await this.#query<TaskRow>(
      `INSERT INTO tasks (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
           due_at = EXCLUDED.due_at, checklist = EXCLUDED.checklist, follows = EXCLUDED.follows,
           done = EXCLUDED.done
         RETURNING ${COLUMNS}`,
      [
        task.id,
        task.projectId,
        task.ownerId,
        task.title,
        task.description,
        task.dueAt,
        JSON.stringify(task.checklist),
        task.follows,
        task.done,
        task.createdAt,
      ],
      task,
    );
    return taskOf(rows[0]!);
  }

  async remove(projectId: number, ownerId: string, id: string): Promise<boolean> {
    const rows = await this.#query(
      'DELETE FROM tasks WHERE project_id = $1 AND owner_id = $2 AND id = $3 RETURNING id',
      [projectId, ownerId, id],
    );
    return rows.length === 1;
  }

  /** Runs one parameterised statement; the client's share of a failure becomes a problem. */
  async #query<Row>(sql: string, params: unknown[], written?: Task): Promise<Row[]> {
    try {
      return (await this.#database.query<Row>(sql, params)).rows;
    } catch (error) {
      throw problemOf(error, written);
    }
  }
}

function taskOf(row: TaskRow): Task {
  return {
    id: row.id,
    projectId: row.project_id,
    ownerId: row.owner_id,
    title: row.title,
    description: row.description,
    dueAt: row.due_at,
    checklist: row.checklist,
    follows: row.follows,
    done: row.done,
    createdAt: row.created_at,
  };
}

/**
 * The client's share of a failed statement as a problem: the unique title (409), a followed
 * task deleted after the `exists` rule saw it (422), and values Postgres refuses (SQLSTATE
 * class 22: a number beyond the column, a NUL character in text; 422). Anything else is the
 * server's fault and stays an error (500).
 */
function problemOf(error: unknown, task: Task | undefined): unknown {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (task !== undefined && code === '23505' && constraint === 'tasks_project_title_key') {
    return new HttpError(409, `Project ${task.projectId} already has a task titled "${task.title}"`, {
      code: 'taskTitleTaken',
    });
  }
  if (task !== undefined && code === '23503' && constraint === 'tasks_follows_fkey') {
    return new HttpError(422, `Task ${task.follows} no longer exists`, { code: 'followedTaskGone' });
  }
  if (typeof code === 'string' && code.startsWith('22')) {
    return new HttpError(422, 'The request holds a value the database cannot store', {
      code: 'unstorableValue',
    });
  }
  return error;
}

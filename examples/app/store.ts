// The example's persistence: the TaskStore interface and its implementation on the database
// (embedded PGlite or a PostgreSQL server: database.ts). Every query is parameterised ($1, $2…):
// values never become SQL text. A change reads the row, checks it and writes it in one
// transaction holding the row's lock, and raises its version: two processes changing one task
// take turns, and a client that saw an older version learns so (If-Match, 412).
import { HttpError } from 'intake';
import type { Database, SqlClient } from './database.js';

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
  /** Raised by every change: the task's ETag (not part of the JSON answer). */
  version: number;
}

/** Which task: the project, the user asking, the task's id. */
export interface TaskAddress {
  readonly projectId: number;
  readonly ownerId: string;
  readonly taskId: string;
}

/** The fields a change may set. */
export type TaskChanges = Partial<Pick<Task, 'title' | 'description' | 'done' | 'follows'>>;

/**
 * Called with the task as stored, inside the change's transaction, before the change is made:
 * it throws to refuse the change (a precondition that fails: 412).
 */
export type TaskCheck = (current: Task) => void;

export interface TaskStore {
  list(projectId: number, ownerId: string, filter: { done?: boolean; limit: number }): Promise<Task[]>;
  find(address: TaskAddress): Promise<Task | undefined>;
  /** Inserts a new task (version 1). */
  create(task: Omit<Task, 'version'>): Promise<Task>;
  /** Changes the task, raising its version; undefined when there is none. */
  update(address: TaskAddress, changes: TaskChanges, check?: TaskCheck): Promise<Task | undefined>;
  /** Deletes the task; false when there is none. */
  remove(address: TaskAddress, check?: TaskCheck): Promise<boolean>;
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
  version: number;
}

const COLUMNS =
  'id, project_id, owner_id, title, description, due_at, checklist, follows, done, created_at, version';

const ADDRESSED = 'project_id = $1 AND owner_id = $2 AND id = $3';

/** Tasks in the `tasks` table; each user sees only their own. */
export class DatabaseTaskStore implements TaskStore {
  readonly #database: Database;

  constructor(database: Database) {
    this.#database = database;
  }

  async list(projectId: number, ownerId: string, filter: { done?: boolean; limit: number }): Promise<Task[]> {
    const rows = await query<TaskRow>(
      this.#database,
      `SELECT ${COLUMNS} FROM tasks
        WHERE project_id = $1 AND owner_id = $2 AND ($3::boolean IS NULL OR done = $3)
        ORDER BY created_at, id LIMIT $4`,
      [projectId, ownerId, filter.done ?? null, filter.limit],
    );
    return rows.map(taskOf);
  }

  async find(address: TaskAddress): Promise<Task | undefined> {
    const rows = await query<TaskRow>(
      this.#database,
      `SELECT ${COLUMNS} FROM tasks WHERE ${ADDRESSED}`,
      addressParams(address),
    );
    return rows[0] === undefined ? undefined : taskOf(rows[0]);
  }

  async create(task: Omit<Task, 'version'>): Promise<Task> {
    // The checklist goes as text: drivers disagree on how a JSON parameter is encoded.
    const rows = await query<TaskRow>(
      this.#database,
      `INSERT INTO tasks (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8, $9, $10, 1)
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

  update(address: TaskAddress, changes: TaskChanges, check?: TaskCheck): Promise<Task | undefined> {
    return this.#database.transaction(async (tx) => {
      const current = await locked(tx, address);
      if (current === undefined) return undefined;
      check?.(current);
      const next = { ...current, ...changes };
      const rows = await query<TaskRow>(
        tx,
        `UPDATE tasks SET title = $4, description = $5, done = $6, follows = $7, version = version + 1
          WHERE ${ADDRESSED} RETURNING ${COLUMNS}`,
        [...addressParams(address), next.title, next.description, next.done, next.follows],
        next,
      );
      return taskOf(rows[0]!);
    });
  }

  remove(address: TaskAddress, check?: TaskCheck): Promise<boolean> {
    return this.#database.transaction(async (tx) => {
      const current = await locked(tx, address);
      if (current === undefined) return false;
      check?.(current);
      await query(tx, `DELETE FROM tasks WHERE ${ADDRESSED}`, addressParams(address));
      return true;
    });
  }
}

/** The addressed task, its row locked until the transaction ends: a second change waits for this one. */
async function locked(tx: SqlClient, address: TaskAddress): Promise<Task | undefined> {
  const rows = await query<TaskRow>(
    tx,
    `SELECT ${COLUMNS} FROM tasks WHERE ${ADDRESSED} FOR UPDATE`,
    addressParams(address),
  );
  return rows[0] === undefined ? undefined : taskOf(rows[0]);
}

function addressParams(address: TaskAddress): unknown[] {
  return [address.projectId, address.ownerId, address.taskId];
}

/** Runs one parameterised statement; the client's share of a failure becomes a problem. */
async function query<Row>(
  client: SqlClient,
  sql: string,
  params: unknown[],
  written?: Omit<Task, 'version'>,
): Promise<Row[]> {
  try {
    return (await client.query<Row>(sql, params)).rows;
  } catch (error) {
    throw problemOf(error, written);
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
    version: row.version,
  };
}

/**
 * The client's share of a failed statement as a problem: the user's own title again (409), a followed
 * task deleted after the `exists` rule saw it (422), and values Postgres refuses (SQLSTATE
 * class 22: a number beyond the column, a NUL character in text; 422). Anything else is the
 * server's fault and stays an error (500).
 */
function problemOf(error: unknown, task: Omit<Task, 'version'> | undefined): unknown {
  // PGlite names the constraint `constraint`, the postgres driver `constraint_name`.
  const { code, constraint, constraint_name } = error as {
    code?: unknown;
    constraint?: unknown;
    constraint_name?: unknown;
  };
  const which = constraint ?? constraint_name;
  // The title is unique per owner: the 409 tells the user about their own task only.
  if (task !== undefined && code === '23505' && which === 'tasks_owner_title_key') {
    return new HttpError(409, `You already have a task titled "${task.title}" in project ${task.projectId}`, {
      code: 'taskTitleTaken',
    });
  }
  if (task !== undefined && code === '23503' && which === 'tasks_follows_fkey') {
    return new HttpError(422, `Task ${task.follows} no longer exists`, { code: 'followedTaskGone' });
  }
  if (typeof code === 'string' && code.startsWith('22')) {
    return new HttpError(422, 'The request holds a value the database cannot store', {
      code: 'unstorableValue',
    });
  }
  return error;
}

// Application lookups for the validator's `exists:<name>` and `unique:<name>` rules
// (docs/example-app.md, "Lookup rules"): each answers "is there a matching record?" with one
// parameterised query. The validator passes the column a rule names; only columns with a
// written query are accepted, so a rule string never reaches SQL as text. A lookup also gets the
// request's Context bag (`ctx.state` under the kernel), which scopes `projectTasks` to the
// user and project asking.
import type { SqlClient } from './database.js';

/** What a lookup is asked (the validator's `LookupQuery`). */
export interface TaskLookupQuery {
  readonly value: unknown;
  /** `exists:tasks,title`: the column to compare; `id` when the rule names none. */
  readonly column: string | undefined;
  /** `unique:tasks,title,<id>`: the task to leave out (the one being changed). */
  readonly except: string | undefined;
  /** The Context bag of the request (`ctx.state`): `userId`, and `projectId` on project routes. */
  readonly context?: unknown;
  readonly signal?: AbortSignal;
}

export type TaskLookup = (query: TaskLookupQuery) => Promise<boolean>;

/** One fixed query per column a rule may name; $2 is the task to leave out, if any. */
const QUERIES: Readonly<Record<string, string>> = {
  id: 'SELECT 1 FROM tasks WHERE id::text = $1 AND ($2::text IS NULL OR id::text <> $2) LIMIT 1',
  title: 'SELECT 1 FROM tasks WHERE title = $1 AND ($2::text IS NULL OR id::text <> $2) LIMIT 1',
};

/** A task id of the project and owner asking ($2 is bigint: the route allows any digits). */
const PROJECT_TASK =
  'SELECT 1 FROM tasks WHERE id::text = $1 AND project_id = $2::bigint AND owner_id = $3 LIMIT 1';

/** The part of the Context bag `projectTasks` reads: set by `Authenticate` and `projectScope`. */
interface ProjectScope {
  readonly userId?: unknown;
  readonly projectId?: unknown;
}

/**
 * The lookups the example registers: `tasks` (`exists:tasks`, `unique:tasks,title`) over the
 * whole table, and `projectTasks` (`exists:projectTasks`): a task id of the project and user the
 * request is for, so an id from another project, or another user's task, does not exist.
 *
 * @example
 * new Validator({ lookups: taskLookups(database) });
 */
export function taskLookups(database: SqlClient): Record<'tasks' | 'projectTasks', TaskLookup> {
  return {
    tasks: async ({ value, column = 'id', except, signal }) => {
      const sql = QUERIES[column];
      if (sql === undefined) throw new Error(`The tasks lookup cannot search by "${column}"`);
      signal?.throwIfAborted();
      const { rows } = await database.query(sql, [String(value), except ?? null]);
      return rows.length > 0;
    },
    projectTasks: async ({ value, column = 'id', context, signal }) => {
      if (column !== 'id') throw new Error(`The projectTasks lookup cannot search by "${column}"`);
      const { userId, projectId } = (context ?? {}) as ProjectScope;
      if (typeof userId !== 'string' || typeof projectId !== 'number') {
        throw new Error('The projectTasks lookup needs userId and projectId in the context');
      }
      // A project number no integer column holds has no tasks.
      if (!Number.isSafeInteger(projectId)) return false;
      signal?.throwIfAborted();
      const { rows } = await database.query(PROJECT_TASK, [String(value), projectId, userId]);
      return rows.length > 0;
    },
  };
}

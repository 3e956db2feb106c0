// Application lookups for the validator's `exists:<name>` and `unique:<name>` rules
// (docs/example-app.md, "Lookup rules"): each answers "is there a matching record?" with one
// parameterised query. The validator passes the column a rule names; only columns with a
// written query are accepted, so a rule string never reaches SQL as text.
import type { PGlite } from '@electric-sql/pglite';

/** What a lookup is asked (the validator's `LookupQuery`). */
export interface TaskLookupQuery {
  readonly value: unknown;
  /** `exists:tasks,title`: the column to compare; `id` when the rule names none. */
  readonly column: string | undefined;
  /** `unique:tasks,title,<id>`: the task to leave out (the one being changed). */
  readonly except: string | undefined;
  readonly signal?: AbortSignal;
}

export type TaskLookup = (query: TaskLookupQuery) => Promise<boolean>;

/** One fixed query per column a rule may name; $2 is the task to leave out, if any. */
const QUERIES: Readonly<Record<string, string>> = {
  id: 'SELECT 1 FROM tasks WHERE id::text = $1 AND ($2::text IS NULL OR id::text <> $2) LIMIT 1',
  title: 'SELECT 1 FROM tasks WHERE title = $1 AND ($2::text IS NULL OR id::text <> $2) LIMIT 1',
};

/**
 * The lookups the example registers: `tasks` (`exists:tasks`, `unique:tasks,title`).
 *
 * @example
 * new Validator({ lookups: taskLookups(database) });
 */
export function taskLookups(database: PGlite): Record<'tasks', TaskLookup> {
  return {
    tasks: async ({ value, column = 'id', except, signal }) => {
      const sql = QUERIES[column];
      if (sql === undefined) throw new Error(`The tasks lookup cannot search by "${column}"`);
      signal?.throwIfAborted();
      const { rows } = await database.query(sql, [String(value), except ?? null]);
      return rows.length > 0;
    },
  };
}

// The example's schema, as an ordered list of migrations. A migration, once released, never
// changes: a new column or index is a new entry at the end, so every data folder reaches the
// same schema whatever version created it. Statements are separated by `;` (never inside a
// literal): each runs on its own.

/** One schema step, applied once per database inside a transaction. */
export interface Migration {
  /** Position in the list; recorded in `schema_migrations` once applied. */
  readonly version: number;
  readonly description: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: 'tasks, one title per project',
    sql: `
      CREATE TABLE tasks (
        id          uuid        PRIMARY KEY,
        project_id  integer     NOT NULL,
        owner_id    text        NOT NULL,
        title       text        NOT NULL,
        description text,
        due_at      timestamptz,
        checklist   jsonb       NOT NULL DEFAULT '[]',
        done        boolean     NOT NULL DEFAULT false,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tasks_project_title_key UNIQUE (project_id, title)
      );
      CREATE INDEX tasks_owner_idx ON tasks (project_id, owner_id, created_at);
    `,
  },
  {
    version: 2,
    description: 'a task may follow another; deleting the followed task clears the link',
    // The index serves the foreign key: deleting a task finds its followers without a scan.
    sql: `
      ALTER TABLE tasks ADD COLUMN follows uuid REFERENCES tasks (id) ON DELETE SET NULL;
      CREATE INDEX tasks_follows_idx ON tasks (follows);
    `,
  },
  {
    version: 3,
    description: 'a version per task, raised by every change (ETag and If-Match)',
    sql: 'ALTER TABLE tasks ADD COLUMN version integer NOT NULL DEFAULT 1',
  },
  {
    version: 4,
    description: "titles unique per owner within a project: a 409 never reveals another user's task",
    // Looser than the rule it replaces, so every existing table satisfies it.
    sql: `
      ALTER TABLE tasks DROP CONSTRAINT tasks_project_title_key;
      ALTER TABLE tasks ADD CONSTRAINT tasks_owner_title_key UNIQUE (project_id, owner_id, title)
    `,
  },
];

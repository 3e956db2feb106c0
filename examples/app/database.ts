// The example's embedded database: PGlite (Postgres compiled to WebAssembly), kept in a data
// folder or, for tests, in memory. Opening it applies the migrations it has not seen yet.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Migration, migrations } from './migrations.js';

/** Where the database lives: a folder (created when missing) or memory only. */
export type DatabaseLocation = { readonly dataDir: string } | { readonly memory: true };

/** The database could not be opened where it was asked to live; the message says where and why. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'databaseUnavailable';

  constructor(where: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `Cannot open the tasks database in ${where} (${reason}): set DATA_DIR to a writable folder, or use --memory`,
      {
        cause,
      },
    );
    this.name = 'DatabaseUnavailableError';
  }
}

/** Opens (creating if needed) the database at `location` and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<PGlite> {
  const dataDir = 'dataDir' in location ? location.dataDir : undefined;
  let database: PGlite;
  try {
    if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
    database = await PGlite.create(dataDir);
  } catch (error) {
    throw new DatabaseUnavailableError(dataDir ?? 'memory', error);
  }
  try {
    await migrate(database, migrations);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Applies, in order, each migration newer than the database's recorded version. */
export async function migrate(database: PGlite, steps: readonly Migration[]): Promise<number[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await database.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  const current = rows[0]?.version ?? 0;
  const applied: number[] = [];
  for (const step of steps) {
    if (step.version <= current) continue;
    // Each step and its record commit together, so a failed step leaves no half-made schema.
    await database.transaction(async (tx) => {
      await tx.exec(step.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [step.version]);
    });
    applied.push(step.version);
  }
  return applied;
}

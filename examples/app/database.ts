// The example's database, whichever store holds it: PGlite embedded in the process (the
// default, a data folder or memory) or a PostgreSQL server (`DATABASE_URL`). Both speak the
// same SQL through the small `Database` interface below; opening one applies the migrations it
// has not seen yet, under an advisory lock so processes starting together migrate once.
import { type Migration, migrations } from './migrations.js';

/** Where the database lives: a folder (created when missing), memory only, or a PostgreSQL server. */
export type DatabaseLocation =
  | { readonly dataDir: string }
  | { readonly memory: true }
  | { readonly url: string };

/** Runs one parameterised statement ($1, $2…): values never become SQL text. */
export interface SqlClient {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** The tasks database as the store, the lookups and the migrations use it. */
export interface Database extends SqlClient {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query; rejects with the reason otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The database could not be opened where it was asked to live; the message says where and why. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'databaseUnavailable';

  constructor(where: string, cause: unknown, fix = 'set DATA_DIR to a writable folder, or use --memory') {
    super(`Cannot open the tasks database in ${where} (${reasonOf(cause)}): ${fix}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * A failure's own words. PGlite rejects with plain objects and WebAssembly aborts, whose
 * `String()` is `[object Object]`: their message, errno code or JSON says what happened.
 */
export function reasonOf(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    const message = cause.message || cause.name;
    // A system error's code (ENOSPC, ECONNREFUSED) says more than its message; an app code does not.
    return typeof code === 'string' && /^[A-Z0-9_]+$/.test(code) && !message.includes(code)
      ? `${code}: ${message}`
      : message;
  }
  if (cause !== null && typeof cause === 'object') {
    const { message, code, errno } = cause as { message?: unknown; code?: unknown; errno?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof code === 'string') return code;
    // PGlite's file system errors carry WASI errno numbers only.
    const named = typeof errno === 'number' ? WASI_ERRNO[errno] : undefined;
    if (named !== undefined) return named;
    try {
      const text = JSON.stringify(cause);
      if (text !== undefined && text !== '{}') return text;
    } catch {}
    return `an unexplained ${cause.constructor?.name ?? 'object'}`;
  }
  return String(cause);
}

/** The URL as an operator may see it in a log: the password replaced. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.href;
  } catch {
    return 'DATABASE_URL (not a URL)';
  }
}

/** The WASI errno numbers of the file system errors an operator can fix. */
const WASI_ERRNO: Readonly<Record<number, string>> = {
  2: 'EACCES: permission denied',
  44: 'ENOENT: no such file or directory',
  51: 'ENOSPC: no space left on device',
  63: 'EPERM: operation not permitted',
  69: 'EROFS: read-only file system',
};

/** Opens (creating if needed) the database at `location` and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const database =
    'url' in location
      ? await (await import('./postgres-database.js')).openPostgres(location.url)
      : await (await import('./embedded-database.js')).openEmbedded(location);
  try {
    await migrate(database, migrations);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Any number under which the example's migrations take PostgreSQL's advisory lock. */
const MIGRATION_LOCK = 4_237_001;

/**
 * Applies, in order, each migration newer than the database's recorded version, all in one
 * transaction that first takes an advisory lock: a second process starting at the same time
 * waits, then finds the schema current. A failed step leaves no half-made schema.
 */
export async function migrate(
  database: Pick<Database, 'transaction'>,
  steps: readonly Migration[],
): Promise<number[]> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    const current = rows[0]?.version ?? 0;
    const applied: number[] = [];
    for (const step of steps) {
      if (step.version <= current) continue;
      for (const statement of statementsOf(step.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [step.version]);
      applied.push(step.version);
    }
    return applied;
  });
}

/** A migration's statements, one at a time: a prepared statement holds one command. */
function statementsOf(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

// The server store: a PostgreSQL server at `DATABASE_URL`, through the `postgres` driver (one
// small package with its own types; a pool of connections that reconnects on its own after the
// server comes back). Several app processes may share one server: the rules live in the
// database (unique constraints, row versions changed in one statement), not in a process.
import postgres from 'postgres';
import { type Database, DatabaseUnavailableError, type SqlClient, withoutPassword } from './database.js';

/** Seconds a new connection may take before the query waiting for it fails. */
const CONNECT_TIMEOUT_SECONDS = 5;

/** Connects to the server at `url` and checks that it answers. */
export async function openPostgres(url: string): Promise<Database> {
  const sql = postgres(url, {
    max: 10,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    idle_timeout: 60,
    // Notices (`CREATE TABLE IF NOT EXISTS` on an existing table) are not worth a log line.
    onnotice: () => {},
  });
  const client = (runner: postgres.Sql | postgres.TransactionSql): SqlClient => ({
    query: async <Row>(text: string, params: unknown[] = []) => ({
      // A plain array, as PGlite gives: the driver's result list carries more than rows.
      rows: [...(await runner.unsafe(text, params as postgres.ParameterOrJSON<never>[]))] as Row[],
    }),
  });
  const database: Database = {
    ...client(sql),
    transaction: (work) => sql.begin((tx) => work(client(tx))) as Promise<never>,
    ping: async () => {
      await sql.unsafe('SELECT 1');
    },
    close: () => sql.end({ timeout: 5 }),
  };
  try {
    await database.ping();
  } catch (error) {
    await sql.end({ timeout: 0 });
    throw new DatabaseUnavailableError(
      withoutPassword(url),
      error,
      'check DATABASE_URL and that the PostgreSQL server is running',
    );
  }
  return database;
}

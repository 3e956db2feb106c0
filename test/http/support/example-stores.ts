// The stores the example app's suites run on: PGlite in memory, and a PostgreSQL server of the
// test file's own (test/support/postgres-server.ts), each suite on a fresh database. Where
// PostgreSQL is missing its suites are skipped with the reason, except under
// INTAKE_REQUIRE_POSTGRES=1 (CI).
import { after } from 'node:test';
import type { DatabaseLocation } from '../../../examples/app/database.js';
import { missing, PostgresServer } from '../../support/postgres-server.js';

/** One store: its name for the suite title, why it is skipped (or false), and a fresh, empty database on it. */
export interface StoreUnderTest {
  readonly name: 'PGlite' | 'PostgreSQL';
  readonly skip: string | false;
  fresh(): Promise<DatabaseLocation>;
}

/** Call at the top of a test file: the server, started on first use, stops when the file's tests end. */
export function exampleStores(): StoreUnderTest[] {
  let server: Promise<PostgresServer> | undefined;
  after(async () => (await server)?.stop());
  return [
    { name: 'PGlite', skip: false, fresh: async () => ({ memory: true }) },
    {
      name: 'PostgreSQL',
      skip: missing,
      fresh: async () => {
        server ??= PostgresServer.start();
        return { url: await (await server).freshDatabase() };
      },
    },
  ];
}

/** The running PostgreSQL server of a test file, for suites that stop and start it. */
export function postgresServer(): () => Promise<PostgresServer> {
  let server: Promise<PostgresServer> | undefined;
  after(async () => (await server)?.stop());
  return () => (server ??= PostgresServer.start());
}

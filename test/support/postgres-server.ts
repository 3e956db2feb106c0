// A PostgreSQL server of its own for a test file: Debian's binaries, a cluster in a temporary
// folder, a free port on 127.0.0.1, stopped and removed after. PostgreSQL refuses to run as
// root, so under root the folder belongs to the `postgres` user and its commands run as that
// user. Where PostgreSQL is missing a suite says so and is skipped, except under
// INTAKE_REQUIRE_POSTGRES=1 (CI), where that is a failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/** The folder holding initdb and pg_ctl: POSTGRES_BIN, Debian's newest, or the PATH's. */
const binDir = ((): string | undefined => {
  const given = process.env.POSTGRES_BIN;
  if (given !== undefined) return existsSync(join(given, 'initdb')) ? given : undefined;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(debian, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found === '' ? undefined : join(found, '..');
})();

/** Whether a missing PostgreSQL fails the run (CI) rather than skipping. */
export const required = process.env.INTAKE_REQUIRE_POSTGRES === '1';

/** The skip reason where PostgreSQL is missing, else false; under INTAKE_REQUIRE_POSTGRES=1 never a skip. */
export const missing: string | false =
  binDir === undefined && !required
    ? 'PostgreSQL not found: apt-get install postgresql, or set POSTGRES_BIN to the folder of initdb'
    : false;

const asRoot = process.getuid?.() === 0;

/** Runs one of PostgreSQL's programs, as the `postgres` user when this process is root. */
function run(program: string, args: string[]): string {
  if (binDir === undefined) {
    throw new Error(
      'PostgreSQL is required (INTAKE_REQUIRE_POSTGRES=1) and was not found: apt-get install postgresql',
    );
  }
  const path = join(binDir, program);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A free TCP port on 127.0.0.1 (closed again before the server takes it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** One running server: URLs of fresh databases, and its stop (and start again, to test outages). */
export class PostgresServer {
  readonly #folder: string;
  readonly #port: number;
  #databases = 0;

  private constructor(folder: string, port: number) {
    this.#folder = folder;
    this.#port = port;
  }

  /** Creates a cluster in a temporary folder and starts it on a free port. */
  static async start(): Promise<PostgresServer> {
    const folder = mkdtempSync(join(tmpdir(), 'intake-postgres-'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(folder, uid, gid);
    }
    try {
      // Speed over durability: a test cluster that never outlives its test.
      run('initdb', [
        '-D',
        join(folder, 'data'),
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--no-sync',
      ]);
      const server = new PostgresServer(folder, await freePort());
      server.resume();
      return server;
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
  }

  /** The URL of the server's `postgres` database. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.#port}/postgres`;
  }

  /** Creates an empty database and gives its URL: each suite starts from no tasks. */
  async freshDatabase(): Promise<string> {
    const name = `intake_${process.pid}_${++this.#databases}`;
    const admin = postgres(this.url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    return `postgres://postgres@127.0.0.1:${this.#port}/${name}`;
  }

  /** Stops the server at once (connections are cut), as an outage would. */
  pause(): void {
    run('pg_ctl', ['-D', join(this.#folder, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  /** Starts the server (again) and waits until it accepts connections. */
  resume(): void {
    const options = `-p ${this.#port} -k ${this.#folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    run('pg_ctl', [
      '-D',
      join(this.#folder, 'data'),
      '-o',
      options,
      '-l',
      join(this.#folder, 'log'),
      '-w',
      'start',
    ]);
  }

  /** Stops the server and removes its folder. */
  stop(): void {
    try {
      this.pause();
    } finally {
      rmSync(this.#folder, { recursive: true, force: true });
    }
  }
}

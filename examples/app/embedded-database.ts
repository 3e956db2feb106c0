// The embedded store: PGlite (Postgres compiled to WebAssembly), in memory on this thread or on
// a data folder in a worker thread (embedded-worker.ts). One process at a time may use a
// folder: PGlite keeps no lock of its own, and two processes on one folder each overwrite the
// other's writes, so a lock file guards it. When PGlite cannot create its next write-ahead log
// segment (a full disk) it spins and never returns: on its own thread that freezes only the
// worker, which is replaced once it has not answered for a while, and no write starts without
// room for a whole segment.
import { mkdirSync, statfsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLock } from './data-dir-lock.js';
import { type Database, DatabaseUnavailableError, reasonOf, type SqlClient } from './database.js';
import type { WorkerError, WorkerReply, WorkerRequest } from './embedded-worker.js';

/** Opens PGlite on a locked data folder (in a worker), or in memory. */
export async function openEmbedded(location: { dataDir: string } | { memory: true }): Promise<Database> {
  if (!('dataDir' in location)) {
    let pglite: PGlite;
    try {
      pglite = await PGlite.create();
    } catch (error) {
      throw new DatabaseUnavailableError('memory', error);
    }
    return {
      query: (sql, params) => pglite.query(sql, params),
      transaction: (work) => pglite.transaction((tx) => work(tx)),
      ping: async () => {
        await pglite.query('SELECT 1');
      },
      close: () => pglite.close(),
    };
  }
  const { dataDir } = location;
  let lock: DataDirLock | undefined;
  try {
    mkdirSync(dataDir, { recursive: true });
    lock = DataDirLock.take(dataDir);
    const database = new WorkerDatabase(dataDir, lock);
    await database.started();
    return database;
  } catch (error) {
    lock?.release();
    throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(dataDir, error);
  }
}

/** How long a statement may go unanswered before the worker counts as stuck and is replaced. */
const STUCK_AFTER_MS = 10_000;
/** How long opening may take: a new folder is first filled with a whole cluster. */
const OPENING_LIMIT_MS = 60_000;

/** PGlite in a worker thread: one statement at a time, transactions kept whole. */
class WorkerDatabase implements Database {
  readonly #dataDir: string;
  readonly #lock: DataDirLock;
  readonly #pending = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (error: unknown) => void }
  >();
  #nextId = 0;
  #worker: Worker | undefined;
  #ready: Promise<void> | undefined;
  /** The end of the last operation queued: each query or transaction runs alone. */
  #turn: Promise<unknown> = Promise.resolve();

  constructor(dataDir: string, lock: DataDirLock) {
    this.#dataDir = dataDir;
    this.#lock = lock;
  }

  /** Resolves once PGlite opened the folder; rejects with its reason. */
  started(): Promise<void> {
    return (this.#ready ??= this.#spawn());
  }

  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }> {
    return this.#alone(async () => {
      if (WRITES.test(sql)) checkFreeSpace(this.#dataDir);
      return { rows: (await this.#send(sql, params)) as Row[] };
    });
  }

  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    return this.#alone(async () => {
      checkFreeSpace(this.#dataDir);
      await this.#send('BEGIN');
      try {
        const result = await work({
          query: async <Row>(sql: string, params?: unknown[]) => ({
            rows: (await this.#send(sql, params)) as Row[],
          }),
        });
        await this.#send('COMMIT');
        return result;
      } catch (error) {
        await this.#send('ROLLBACK').catch(() => {});
        throw error;
      }
    });
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1');
    // A full disk still reads: only the free space tells that writes will fail.
    checkFreeSpace(this.#dataDir);
  }

  async close(): Promise<void> {
    try {
      await this.#alone(() => this.#send(undefined, undefined, true));
    } catch {
      // A stuck or dead worker has nothing left to close.
    } finally {
      await this.#worker?.terminate();
      this.#lock.release();
    }
  }

  #alone<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.#turn.then(operation);
    this.#turn = run.catch(() => {});
    return run;
  }

  #spawn(): Promise<void> {
    const worker = new Worker(new URL('./embedded-worker.js', import.meta.url), {
      workerData: { dataDir: this.#dataDir },
    });
    this.#worker = worker;
    return new Promise((resolve, reject) => {
      const stuck = setTimeout(() => {
        reject(stuckError(`PGlite did not open the data folder within ${OPENING_LIMIT_MS} ms`));
        this.#replace(worker);
      }, OPENING_LIMIT_MS);
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) {
          clearTimeout(stuck);
          resolve();
        } else if ('failed' in reply) {
          clearTimeout(stuck);
          reject(errorOf(reply.failed));
        } else {
          const pending = this.#pending.get(reply.id);
          this.#pending.delete(reply.id);
          if ('error' in reply) pending?.reject(errorOf(reply.error));
          else pending?.resolve(reply.rows);
        }
      });
      worker.on('error', (error) => {
        clearTimeout(stuck);
        reject(error);
        this.#failAll(error);
      });
    });
  }

  async #send(sql: string | undefined, params?: unknown[], close?: true): Promise<unknown[]> {
    const ready = (this.#ready ??= this.#spawn());
    try {
      await ready;
    } catch (error) {
      // The next statement tries a new worker (the disk may have room again).
      if (this.#ready === ready) this.#ready = undefined;
      throw Object.assign(new Error(`The embedded database could not be reopened: ${reasonOf(error)}`), {
        code: 'DATABASE_REOPENING',
        cause: error,
      });
    }
    const worker = this.#worker!;
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      const stuck = setTimeout(() => this.#replace(worker), STUCK_AFTER_MS);
      this.#pending.set(id, {
        resolve: (rows) => {
          clearTimeout(stuck);
          resolve(rows);
        },
        reject: (error) => {
          clearTimeout(stuck);
          reject(error);
        },
      });
      worker.postMessage({ id, sql, params, close } satisfies WorkerRequest);
    });
  }

  /** Ends a stuck worker: its statements fail, and the next one starts a new worker. */
  #replace(worker: Worker): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    this.#ready = undefined;
    this.#failAll(stuckError(`no answer for ${STUCK_AFTER_MS} ms; the worker was replaced`));
    void worker.terminate();
  }

  #failAll(error: unknown): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

function stuckError(message: string): Error {
  return Object.assign(new Error(`The embedded database is stuck: ${message}`), { code: 'DATABASE_STUCK' });
}

/** An error as the worker described it, with the fields the store and the guard read. */
function errorOf(described: WorkerError): Error {
  const message =
    typeof described.message === 'string' && described.message !== '' ? described.message : undefined;
  const error = new Error(message ?? reasonOf(described));
  if (typeof described.name === 'string') error.name = described.name;
  return Object.assign(error, {
    code: described.code,
    constraint: described.constraint,
    errno: described.errno,
  });
}

/** Statements that write (a transaction is taken to write). */
const WRITES = /^\s*(INSERT|UPDATE|DELETE|MERGE|CREATE|ALTER|DROP|TRUNCATE)\b/i;

/** A write-ahead log segment (16 MiB) and a margin for the table pages and indexes of a write. */
const LOW_SPACE_BYTES = 17 * 1024 * 1024;

function checkFreeSpace(dataDir: string): void {
  const { bavail, bsize } = statfsSync(dataDir);
  const free = bavail * bsize;
  if (free < LOW_SPACE_BYTES) {
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    throw Object.assign(
      new Error(`${mib(free)} MiB free in ${dataDir}; writes need ${mib(LOW_SPACE_BYTES)} MiB`),
      {
        code: 'ENOSPC',
      },
    );
  }
}

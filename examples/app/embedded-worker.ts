// The PGlite of a data folder, on a worker thread (embedded-database.ts starts it). The app's
// own thread stays free to answer even if PGlite stops returning, as it does when it cannot
// create a write-ahead log segment on a full disk. Each message is one statement; the app's
// side orders them (a transaction is BEGIN, its statements, COMMIT or ROLLBACK).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** One statement to run, or `close`. */
export interface WorkerRequest {
  readonly id: number;
  readonly sql?: string;
  readonly params?: unknown[];
  readonly close?: true;
}

/** What went wrong, in the fields the store and the guard read (errors do not cross threads whole). */
export interface WorkerError {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly code?: unknown;
  readonly constraint?: unknown;
  readonly errno?: unknown;
}

export type WorkerReply =
  | { readonly id: number; readonly rows: unknown[] }
  | { readonly id: number; readonly error: WorkerError }
  | { readonly ready: true }
  | { readonly failed: WorkerError };

function plain(error: unknown): WorkerError {
  const { name, message, code, constraint, errno } = (error ?? {}) as WorkerError;
  return { name, message, code, constraint, errno };
}

const port = parentPort!;
let pglite: PGlite;
try {
  pglite = await PGlite.create((workerData as { dataDir: string }).dataDir);
  port.postMessage({ ready: true } satisfies WorkerReply);
} catch (error) {
  port.postMessage({ failed: plain(error) } satisfies WorkerReply);
  process.exit(1);
}
port.on('message', async (request: WorkerRequest) => {
  try {
    if (request.close) {
      await pglite.close();
      port.postMessage({ id: request.id, rows: [] } satisfies WorkerReply);
      port.close();
      return;
    }
    const { rows } = await pglite.query(request.sql!, request.params);
    port.postMessage({ id: request.id, rows } satisfies WorkerReply);
  } catch (error) {
    port.postMessage({ id: request.id, error: plain(error) } satisfies WorkerReply);
  }
});

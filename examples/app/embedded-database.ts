// The embedded store: PGlite (Postgres compiled to WebAssembly) in this process, on a data
// folder or in memory. One process at a time may use a folder: PGlite keeps no lock of its own,
// and two processes on one folder each overwrite the other's writes, so a lock file guards it.
// PGlite runs on this process's thread, and when it cannot create its next write-ahead log
// segment (a full disk) it spins and never returns, freezing every request of the process; so
// on a data folder no write starts without room for a whole segment.
import { mkdirSync, statfsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLock } from './data-dir-lock.js';
import { type Database, DatabaseUnavailableError } from './database.js';

/** Opens PGlite on a locked data folder, or in memory. */
export async function openEmbedded(location: { dataDir: string } | { memory: true }): Promise<Database> {
  const dataDir = 'dataDir' in location ? location.dataDir : undefined;
  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  try {
    if (dataDir !== undefined) {
      mkdirSync(dataDir, { recursive: true });
      lock = DataDirLock.take(dataDir);
    }
    pglite = await PGlite.create(dataDir);
  } catch (error) {
    lock?.release();
    throw error instanceof DatabaseUnavailableError
      ? error
      : new DatabaseUnavailableError(dataDir ?? 'memory', error);
  }
  const roomToWrite = () => {
    if (dataDir !== undefined) checkFreeSpace(dataDir);
  };
  return {
    query: async (sql, params) => {
      if (WRITES.test(sql)) roomToWrite();
      return pglite.query(sql, params);
    },
    transaction: async (work) => {
      roomToWrite();
      return pglite.transaction((tx) => work(tx));
    },
    ping: async () => {
      await pglite.query('SELECT 1');
      // A full disk still reads: only the free space tells that writes will fail.
      roomToWrite();
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
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
      { code: 'ENOSPC' },
    );
  }
}

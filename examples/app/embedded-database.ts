// The embedded store: PGlite (Postgres compiled to WebAssembly) in this process, on a data
// folder or in memory. One process at a time may use a folder: PGlite keeps no lock of its own,
// and two processes on one folder each overwrite the other's writes, so a lock file guards it.
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
  return {
    query: (sql, params) => pglite.query(sql, params),
    transaction: (work) => pglite.transaction((tx) => work(tx)),
    ping: async () => {
      await pglite.query('SELECT 1');
      // A full disk still reads: only the free space tells that the next write will fail.
      if (dataDir !== undefined) checkFreeSpace(dataDir);
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

/** Below this, the next write may fail (a table page is 8 KiB, a write-ahead log record more). */
const LOW_SPACE_BYTES = 1024 * 1024;

function checkFreeSpace(dataDir: string): void {
  const { bavail, bsize } = statfsSync(dataDir);
  const free = bavail * bsize;
  if (free < LOW_SPACE_BYTES) {
    throw Object.assign(new Error(`${Math.floor(free / 1024)} KiB free in ${dataDir}`), { code: 'ENOSPC' });
  }
}

// One process per data folder: an exclusive lock file naming its holder. A holder killed with
// SIGKILL cannot remove it, so a lock counts as held only while its process is alive — the
// same pid and, where /proc tells, the same process start time, so a recycled pid does not
// keep a dead holder's lock.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DatabaseUnavailableError } from './database.js';

interface Holder {
  readonly pid: number;
  readonly host: string;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat), where known. */
  readonly started: string | null;
}

/** The lock of one data folder, taken by `take()` and given back by `release()`. */
export class DataDirLock {
  /** The lock file's name inside the data folder (Postgres ignores files it does not know). */
  static readonly FILE = 'intake-app.lock';
  readonly #path: string;
  readonly #holder: Holder;

  private constructor(path: string, holder: Holder) {
    this.#path = path;
    this.#holder = holder;
  }

  /** Takes the folder's lock, or throws a `DatabaseUnavailableError` naming the folder and its holder. */
  static take(dataDir: string): DataDirLock {
    const path = join(dataDir, DataDirLock.FILE);
    const me: Holder = { pid: process.pid, host: hostname(), started: startTimeOf(process.pid) };
    const text = JSON.stringify(me);
    // Twice at most: the second attempt follows the removal of a dead holder's lock.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(path, text, { flag: 'wx' });
        // Another starter may have removed a lock it judged dead and written its own meanwhile.
        if (readFileSync(path, 'utf8') === text) return new DataDirLock(path, me);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw new DatabaseUnavailableError(dataDir, error);
        }
      }
      const holder = readHolder(path);
      if (holder !== undefined && isAlive(holder)) {
        throw new DatabaseUnavailableError(
          dataDir,
          `the folder is in use by process ${holder.pid} on ${holder.host}`,
          'stop that process, or give this one another DATA_DIR (a PostgreSQL server serves several processes: DATABASE_URL)',
        );
      }
      rmSync(path, { force: true });
    }
    throw new DatabaseUnavailableError(dataDir, 'another process took the folder while this one started');
  }

  /** Removes the lock file if it is still this process's. */
  release(): void {
    const holder = readHolder(this.#path);
    if (holder?.pid === this.#holder.pid && holder.started === this.#holder.started) {
      rmSync(this.#path, { force: true });
    }
  }
}

/** The holder a lock file names; undefined when it is gone or unreadable (a holder killed mid-write). */
function readHolder(path: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) && typeof holder.host === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  // A process on another machine (a shared network folder) cannot be asked: its lock stands.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = startTimeOf(holder.pid);
  return started === null || holder.started === null || started === holder.started;
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

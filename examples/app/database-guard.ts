// Failures answer, never hang: every statement the store and the lookups send gets a time
// limit well inside the kernel's request deadline, and a database that is unreachable, out of
// space or not answering becomes a 503 the client may retry — not a 500, and not a request
// left waiting. The database itself recovers on its own (the driver reconnects); the guard
// keeps nothing between requests.
import { HttpError } from 'intake';
import type { Database } from './database.js';

/** How long one statement (or one transaction) may take before its request answers 503. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

/**
 * The database did not answer, or answered that it cannot work (503, retry later). The message
 * names the kind of outage only (a refused connection, a full disk, a time-out): addresses and
 * server messages stay in the log, with the cause.
 */
export class DatabaseOutageError extends HttpError {
  declare readonly code: 'databaseUnavailable';

  constructor(reason: string, cause?: unknown) {
    super(503, `The tasks database is not available (${reason}); try again shortly`, {
      code: 'databaseUnavailable',
      headers: { 'retry-after': '5' },
      expose: true,
      cause,
    });
  }
}

/** The kind of outage an error shows, in words a client may read. */
function outageKind(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return 'the embedded database stopped';
  if (code === '53100' || code === 'ENOSPC') return 'disk full';
  if (code.startsWith('53')) return 'out of resources';
  if (code.startsWith('57P')) return 'the server is shutting down or starting';
  if (code.startsWith('58')) return 'storage error';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'DATABASE_STUCK') return 'the embedded database stopped answering';
  if (code === 'DATABASE_REOPENING') return 'the embedded database could not be reopened';
  if (code === 'CONNECT_TIMEOUT' || code === 'ETIMEDOUT') return 'connection timed out';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH') return 'server not reachable';
  return 'connection lost';
}

/**
 * Whether an error is the database's trouble rather than the statement's: SQLSTATE classes 08
 * (connection), 53 (insufficient resources: a full disk is 53100), 57P (shut down, starting
 * up), 58 (system I/O), the socket's errors, the postgres driver's connection codes, and a
 * WebAssembly abort inside PGlite.
 */
export function isOutage(error: unknown): boolean {
  if (error instanceof DatabaseOutageError) return true;
  if (error !== null && typeof error === 'object' && (error as { name?: unknown }).name === 'RuntimeError')
    return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^(08|53|58)/.test(code) || code.startsWith('57P') || OUTAGE_CODES.has(code);
}

const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENOSPC',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'DATABASE_STUCK',
  'DATABASE_REOPENING',
]);

/**
 * The database with a time limit on each statement and transaction, and outages as 503s.
 * A transaction cut off by the limit may still commit later: a 503 to a change means "unknown",
 * and the task's version (ETag) tells the client what happened.
 */
export function guarded(database: Database, timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS): Database {
  return {
    query: (sql, params) => withinLimit(() => database.query(sql, params), timeoutMs),
    transaction: (work) => withinLimit(() => database.transaction(work), timeoutMs),
    ping: () => withinLimit(() => database.ping(), timeoutMs),
    close: () => database.close(),
  };
}

async function withinLimit<T>(run: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseOutageError(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([run(), expired]);
  } catch (error) {
    throw isOutage(error) && !(error instanceof DatabaseOutageError)
      ? new DatabaseOutageError(outageKind(error), error)
      : error;
  } finally {
    clearTimeout(timer);
  }
}

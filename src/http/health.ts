// Liveness and readiness for orchestrators (docs/operations.md#health): `/live` answers while the
// process can answer at all; `/ready` only once the server has started, while no drain is under
// way and every user check (a database ping…) passes within its time.
import type { HttpContext } from './context.js';
import { Reply } from './reply.js';

/** A readiness check: resolves (any value) when the dependency is usable, throws or rejects when not. */
export type HealthCheck = () => unknown;

export interface HealthOptions {
  /** Named checks run by every `/ready` request, concurrently (e.g. `{ database: () => pool.query('select 1') }`). */
  checks?: Readonly<Record<string, HealthCheck>>;
  /** How long one check may take before it counts as failed. Default 2000 ms. */
  timeoutMs?: number;
}

/** What `/ready` answers (as JSON): the state, and each check's outcome. */
export interface HealthReport {
  /** `starting`: not listening yet; `draining`: closing; `failing`: a check failed; else `ready`. */
  status: 'starting' | 'ready' | 'failing' | 'draining';
  checks: Record<string, { ok: boolean; error?: string }>;
}

/** The minimal route table `mount()` adds to (intake's `RouteCollector` and its groups are ones). */
export interface HealthRoutes {
  get(path: string, handler: (ctx: HttpContext) => unknown): unknown;
}

/**
 * Liveness and readiness of one server. `serve(kernel, { health })` marks it started once
 * listening and draining on `close()`; `mount()` adds `GET /live` and `GET /ready` to a route
 * table (or a group, to put them under any path).
 *
 * @example
 * const health = new Health({ checks: { database: () => pool.query('select 1') } });
 * routes.group('/health', (group) => health.mount(group));   // GET /health/live, /health/ready
 * await serve(new HttpKernel(routes), { health, signals: true });
 */
export class Health {
  readonly #checks: readonly (readonly [string, HealthCheck])[];
  readonly #timeoutMs: number;
  #state: 'starting' | 'started' | 'draining' = 'starting';

  constructor(options: HealthOptions = {}) {
    this.#checks = Object.entries(options.checks ?? {});
    this.#timeoutMs = options.timeoutMs ?? 2000;
    for (const [name, check] of this.#checks) {
      if (typeof check !== 'function') throw new TypeError(`Health check "${name}" must be a function`);
    }
    if (!(this.#timeoutMs > 0))
      throw new RangeError(`Health timeoutMs must be a positive number of ms, got ${this.#timeoutMs}`);
  }

  /** The server is listening (called by `serve()`; call it yourself with another server). */
  markStarted(): void {
    if (this.#state === 'starting') this.#state = 'started';
  }

  /** The server is closing: readiness is false from now on (called by `serve()`'s `close()`). */
  markDraining(): void {
    this.#state = 'draining';
  }

  /** Whether the process answers: true until it is gone (a drain does not change it). */
  live(): boolean {
    return true;
  }

  /** Runs every check (each within `timeoutMs`) and says whether this server should get traffic. */
  async ready(): Promise<HealthReport> {
    const outcomes = await Promise.all(this.#checks.map(([name, check]) => this.#run(name, check)));
    const checks: HealthReport['checks'] = {};
    for (const [name, outcome] of outcomes) checks[name] = outcome;
    const failing = outcomes.some(([, outcome]) => !outcome.ok);
    const status =
      this.#state === 'starting'
        ? 'starting'
        : this.#state === 'draining'
          ? 'draining'
          : failing
            ? 'failing'
            : 'ready';
    return { status, checks };
  }

  /** Adds `GET /live` (200) and `GET /ready` (200 when ready, else 503) to `routes`. */
  mount(routes: HealthRoutes): void {
    routes.get('/live', () => Reply.json({ status: 'live' }, { headers: { 'cache-control': 'no-store' } }));
    routes.get('/ready', async () => {
      const report = await this.ready();
      return Reply.json(report, {
        status: report.status === 'ready' ? 200 : 503,
        headers: { 'cache-control': 'no-store' },
      });
    });
  }

  async #run(name: string, check: HealthCheck): Promise<[string, { ok: boolean; error?: string }]> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expiry = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${this.#timeoutMs} ms`)), this.#timeoutMs);
    });
    try {
      await Promise.race([Promise.resolve().then(check), expiry]);
      return [name, { ok: true }];
    } catch (error) {
      return [name, { ok: false, error: error instanceof Error ? error.message : String(error) }];
    } finally {
      clearTimeout(timer);
    }
  }
}

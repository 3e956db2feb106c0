/**
 * Request timeouts without a timer per request: in-flight items sit in one insertion-ordered
 * map and one unref'd interval sweeps the expired ones. With a single timeout length the
 * map is also ordered by deadline, so a sweep stops at the first item still in time.
 */
export class DeadlineWatch<T> {
  readonly #pending = new Map<T, number>();
  readonly #timeoutMs: number;
  readonly #onExpire: (item: T) => void;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(timeoutMs: number, onExpire: (item: T) => void) {
    this.#timeoutMs = timeoutMs;
    this.#onExpire = onExpire;
  }

  /** Starts watching an item until `settle(item)`; a non-positive or infinite timeout disables the watch. */
  watch(item: T): void {
    if (!(this.#timeoutMs > 0 && this.#timeoutMs < Number.POSITIVE_INFINITY)) return;
    this.#pending.set(item, Date.now() + this.#timeoutMs);
    if (this.#timer === undefined) {
      // A quarter of the timeout keeps the overshoot small; 10 ms bounds the sweep rate.
      this.#timer = setInterval(() => this.#sweep(), Math.max(10, this.#timeoutMs / 4));
      this.#timer.unref();
    }
  }

  settle(item: T): void {
    this.#pending.delete(item);
  }

  #sweep(): void {
    const now = Date.now();
    for (const [item, deadline] of this.#pending) {
      if (deadline > now) break;
      this.#pending.delete(item);
      this.#onExpire(item);
    }
    if (this.#pending.size === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }
}

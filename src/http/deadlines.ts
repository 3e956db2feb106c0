/** One watched item; `watch` returns it and `settle` takes it back. */
export interface Watched<T> {
  readonly item: T;
  deadline: number;
  previous: Watched<T> | null;
  next: Watched<T> | null;
}

/**
 * Request timeouts without a timer per request: in-flight items form one intrusive,
 * doubly-linked list (oldest first) and one unref'd timer, armed for the head's deadline,
 * expires from its head. With a single timeout length the list is ordered by deadline, so
 * watching, settling and each sweep step are O(1), and an item expires on time: the timer is
 * re-armed for the next head's own deadline rather than polling at a fixed period. A linked list rather than a `Map`: under load a map keyed by requests
 * makes every young-generation GC slower.
 */
export class DeadlineWatch<T> {
  readonly #timeoutMs: number;
  readonly #onExpire: (item: T) => void;
  #head: Watched<T> | null = null;
  #tail: Watched<T> | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(timeoutMs: number, onExpire: (item: T) => void) {
    this.#timeoutMs = timeoutMs > 0 && timeoutMs < Number.POSITIVE_INFINITY ? timeoutMs : 0;
    this.#onExpire = onExpire;
  }

  /** Starts watching `item`; returns the handle for `settle`, or null when timeouts are off. */
  watch(item: T): Watched<T> | null {
    if (this.#timeoutMs === 0) return null;
    const entry: Watched<T> = {
      item,
      deadline: Date.now() + this.#timeoutMs,
      previous: this.#tail,
      next: null,
    };
    if (this.#tail === null) this.#head = entry;
    else this.#tail.next = entry;
    this.#tail = entry;
    // Armed already means armed for an earlier deadline: the sweep re-arms for the rest.
    if (this.#timer === undefined) this.#arm(this.#timeoutMs);
    return entry;
  }

  /** Stops watching (the item finished in time, or expired and is being answered). */
  settle(entry: Watched<T> | null): void {
    if (entry === null || entry.deadline === 0) return;
    entry.deadline = 0;
    if (entry.previous === null) this.#head = entry.next;
    else entry.previous.next = entry.next;
    if (entry.next === null) this.#tail = entry.previous;
    else entry.next.previous = entry.previous;
    entry.previous = entry.next = null;
  }

  #arm(delayMs: number): void {
    this.#timer = setTimeout(() => this.#sweep(), delayMs);
    this.#timer.unref();
  }

  #sweep(): void {
    this.#timer = undefined;
    const now = Date.now();
    try {
      while (this.#head !== null && this.#head.deadline <= now) {
        const expired = this.#head;
        this.settle(expired);
        this.#onExpire(expired.item);
      }
    } finally {
      // Re-armed even if an expiry threw, so later items still time out.
      if (this.#head !== null && this.#timer === undefined) this.#arm(Math.max(1, this.#head.deadline - now));
    }
  }
}

// Work for the event loop's quiet moments: run one piece a turn, after the requests of that turn,
// held weakly so that work nothing else needs any more is dropped rather than done. The first
// tier (src/mapping/pipeline/first-tier.ts) writes a class's fast path this way.
/** Work waiting for the event loop to turn, oldest first from `next` on. */
const waiting: Array<WeakRef<() => unknown> | undefined> = [];
let next = 0;
let scheduled = false;

/**
 * Runs `work` after the current turn of the event loop, between requests rather than inside one,
 * where the runtime has `setImmediate`: one piece of waiting work a turn, so that requests that
 * arrive meanwhile are answered in between; work nothing else holds any more is skipped. A
 * failure is left to the next call that needs the work, which throws it to its caller.
 */
export function whenIdle(work: () => unknown): void {
  if (typeof setImmediate !== 'function') return;
  waiting.push(new WeakRef(work));
  if (!scheduled) scheduleTurn();
}

function scheduleTurn(): void {
  scheduled = true;
  const immediate = setImmediate(() => {
    scheduled = false;
    let work: (() => unknown) | undefined;
    while (work === undefined && next < waiting.length) {
      work = waiting[next]?.deref();
      waiting[next++] = undefined;
    }
    if (next === waiting.length) waiting.length = next = 0;
    else scheduleTurn();
    try {
      work?.();
    } catch {
      // The call that next needs the work does it again, and throws.
    }
  });
  // A process with nothing else to do ends without it.
  immediate.unref?.();
}

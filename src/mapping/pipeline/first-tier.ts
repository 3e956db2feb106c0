// A class's first calls, before its fast path is written (ARCHITECTURE.md, "The first tier").
// Writing a fast path and having V8 compile it costs more than a few hundred calls of the code
// it makes, and a class may be called only a few times. Where every field of a flat class has a
// typed lane (typed-lane.ts), its first calls test each lane with library code instead: the
// field's type, each check's own test (which holds wherever the check's fast path would), and its
// cast leaving the value unchanged. When every lane holds, that is the DTO the fast path and the
// steps make; for any other input, after `PROMOTE_AFTER` calls, or once the process is idle, the
// fast path is written and takes over. This code is shared by every class, so V8 has it optimised
// by the time a new class arrives, where a class's own code starts in the interpreter.

import { whenIdle } from '../../shared/when-idle.js';
import type { RuleTest } from '../../validator/rules/definition.js';
import type { ResolvedCast } from '../casts/built-in-casts.js';
import { FreshDefault } from '../instance-blueprint.js';
import type { FieldWork } from './fast-path-work.js';
import { isReadable } from './read-code.js';
import { type BuiltFastPath, type FastPath, NOT_HANDLED } from './run-state.js';
import { laneKindOf } from './typed-lane.js';
import { blueprintStores, type DtoRecipe } from './write-instance.js';

/**
 * The calls a class answers in the first tier before its fast path is written anyway, where the
 * process was never idle in between (a burst of requests, a loop). A few calls more cost nothing
 * measurable; many more run the lanes' library code hot enough for V8 to optimise it as well.
 */
export const PROMOTE_AFTER = 8;

/** What the first tier asks of one field's value. */
interface LaneTest {
  readonly key: string;
  /** `typeof` the values the lane takes. */
  readonly type: string;
  readonly tests: readonly RuleTest[];
  readonly cast: ResolvedCast['cast'] | null;
}

/** One field of the DTO as the first tier stores it: a lane's value (by field), else a default. */
interface DtoStore {
  readonly key: string;
  /** The field whose lane gives the value, or undefined for the default. */
  readonly field: number | undefined;
  readonly value: unknown;
}

/** What the first tier of a class tests, and how it makes the DTO. */
export interface FirstTierLane {
  readonly fields: readonly LaneTest[];
  /** The DTO's constructor: an empty object with the class's prototype, sized for its fields. */
  readonly construct: new () => Record<string, unknown>;
  /** The DTO's fields in the order the fast path stores them (write-instance.ts). */
  readonly stores: readonly DtoStore[];
}

/**
 * The first tier of a class whose fields are `fields` and whose DTO is made by `dto`, or `null`
 * where it has none: a field without a typed lane, one read from another bag than the main input
 * or by a dot path, or a DTO that only `new Cls()` makes (a class with a constructor of its own).
 */
export function firstTierLane(fields: readonly FieldWork[], dto: DtoRecipe): FirstTierLane | null {
  const { factory } = dto;
  if (factory === null || !factory.callerStores || fields.length === 0) return null;
  const lanes: LaneTest[] = [];
  for (const field of fields) {
    const { source } = field.read;
    if (source.bag !== 'main' || source.path.length !== 1 || !isReadable(source)) return null;
    const kind = laneKindOf(field);
    if (kind === null) return null;
    const tests = (field.checks?.checks ?? []).map((check) => check.test);
    lanes.push({ key: source.path[0]!, type: kind.type, tests, cast: field.cast?.cast ?? null });
  }
  const { inOrder, rest } = blueprintStores(dto, factory);
  const stores: DtoStore[] = inOrder.map(({ key, index, value }) =>
    index === undefined ? { key, field: undefined, value } : { key, field: index, value: undefined },
  );
  for (const index of rest) stores.push({ key: dto.names[index]!, field: index, value: undefined });
  return { fields: lanes, construct: factory.construct as new () => Record<string, unknown>, stores };
}

/** The checks' payload, which no check of a fast path reads (fast-path.ts). */
const noPayload = undefined as unknown as Record<string, unknown>;

/**
 * The DTO when every lane of `lane` holds for `main`, else `NOT_HANDLED`. The values are read once
 * each, as the fast path reads them, and the DTO is made only once all hold.
 */
export function runFirstTier(
  lane: FirstTierLane,
  main: Record<string, unknown>,
): object | typeof NOT_HANDLED {
  const prototype = Object.getPrototypeOf(main);
  if (prototype !== Object.prototype && prototype !== null) return NOT_HANDLED;
  const { fields } = lane;
  const values = new Array<unknown>(fields.length);
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    const value = main[field.key];
    if (typeof value !== field.type || !Object.hasOwn(main, field.key)) return NOT_HANDLED;
    const { tests } = field;
    for (let k = 0; k < tests.length; k++) if (tests[k]!(value, noPayload) !== true) return NOT_HANDLED;
    if (field.cast !== null && !Object.is(field.cast(value), value)) return NOT_HANDLED;
    values[i] = value;
  }
  const dto = new lane.construct();
  for (const store of lane.stores) {
    dto[store.key] = store.field === undefined ? defaultOf(store.value) : values[store.field];
  }
  return dto;
}

/** A field's default as a fresh construction gives it: a new `[]` or `{}` each time. */
function defaultOf(value: unknown): unknown {
  if (value === FreshDefault.emptyArray) return [];
  if (value === FreshDefault.emptyObject) return {};
  return value;
}

/**
 * The fast path of a class in its first tier: it answers from `lane` until `write` has written
 * the class's own fast path, which it then hands every call to. `promoted` is told of the written
 * fast path, so the plan keeps it instead; `complete` and `promote` write it now.
 */
export function firstTier(
  lane: FirstTierLane,
  write: () => BuiltFastPath,
  promoted: (written: BuiltFastPath) => void,
): BuiltFastPath & { readonly promote: () => void } {
  let written: BuiltFastPath | null = null;
  let calls = 0;
  const promote = (): BuiltFastPath => {
    if (written === null) {
      written = write();
      promoted(written);
    }
    return written;
  };
  const run: FastPath = (main, route, context, maxDepth, maxItems, depth) => {
    if (written === null && ++calls <= PROMOTE_AFTER) {
      if (calls === 1) whenIdle(promote);
      const dto = runFirstTier(lane, main);
      if (dto !== NOT_HANDLED) return dto;
    }
    return promote().run(main, route, context, maxDepth, maxItems, depth);
  };
  const complete = () => promote().complete?.();
  return { run, complete, promote };
}

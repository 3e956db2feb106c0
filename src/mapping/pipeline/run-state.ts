// Per-call state of the compiled pipeline, and the loop that runs a plan's steps: synchronous
// until a step hands back a thenable, then resumed from the next step when it settles.

import { defineOwn } from '../../shared/own-property.js';
import type { ValidationErrors } from '../../validator/types.js';
import type { ClassShape } from '../class-shape.js';
import type { ProcessContext } from '../contracts.js';
import type { RequestObject } from '../request-class.js';

/** One compiled step; returns a thenable only when a user hook did. */
export type Step = (state: RunState) => PromiseLike<unknown> | undefined;

/** The compiled plan of one request class for one handler. */
export interface Plan {
  shape: ClassShape;
  /** Read, guard, pre-process, validate, cast, nested items: everything that can fail. */
  collect: Step[];
  /** Post-process and assignment: run only when the whole tree is valid. */
  finish: Step[];
  /**
   * The class's fast path (fast-path.ts), once built and when the class qualifies: it maps a
   * valid input in one pass and answers `NOT_HANDLED` for anything else, which the steps then
   * map and explain.
   */
  fastPath: FastPath | null;
  /** Builds `fastPath` when first needed (`fastPathOf`); `null` once done or under jitless. */
  buildFastPath: (() => BuiltFastPath | null) | null;
  /**
   * Compiles what the fast path leaves to its own first need (the per-field code behind a
   * whole-object lane, write-fast-path.ts); `null` when nothing is left.
   */
  completeFastPath: (() => void) | null;
  /**
   * Writes the class's own fast path where a first tier (first-tier.ts) stands in for it now;
   * `null` when there is none, or it is written.
   */
  promoteFastPath: (() => void) | null;
  /** Fills `collect` and `finish` when first needed (`stepsOf`); `null` once done (or while filling). */
  buildSteps: (() => void) | null;
}

/**
 * A class's fast path: the filled DTO, or `NOT_HANDLED` when anything in the tree is invalid
 * (or needs what only the steps do), in which case the steps map the same input again.
 */
export type FastPath = (
  main: Record<string, unknown>,
  route: Record<string, unknown>,
  context: Record<string, unknown>,
  maxDepth: number,
  maxItems: number,
  depth: number,
) => object | typeof NOT_HANDLED;

/** A fast path as written: the function, and what compiles its parts written on first need. */
export interface BuiltFastPath {
  readonly run: FastPath;
  readonly complete: (() => void) | null;
  /** The first tier's handing over to the class's own fast path (first-tier.ts). */
  readonly promote?: () => void;
}

/** What a fast path answers for an input it leaves to the steps. */
export const NOT_HANDLED: unique symbol = Symbol('intake.notHandled');

/** Marks a field that already failed: later steps skip it and the validator's errors for it are dropped. */
export const FAILED: unique symbol = Symbol('intake.failed');

/** What one `handle*` call maps with: its bags besides the main input, and its limits. */
export interface CallScope {
  readonly route: Record<string, unknown>;
  readonly context: Record<string, unknown>;
  /** Deepest chain of nested request objects accepted (limits.maxDepth). */
  readonly maxDepth: number;
  /** Longest `@Items` array accepted (limits.maxArrayLength). */
  readonly maxItems: number;
  /**
   * A `handle*Sync` call: a hook or validation that answers with a promise throws
   * `AsyncMappingError` where it happens (sync-mapping.ts) instead of being awaited.
   */
  readonly syncOnly: boolean;
  /** Where the call's abort signal is read, only when a lookup rule runs (the call's options). */
  readonly signalSource: { readonly signal?: AbortSignal | undefined };
}

/** Nested items are mapped with the call's context and an empty route. */
const EMPTY_ROUTE: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/**
 * The mapping of one request object: the top-level one of a call (`RunState.forCall`) or one
 * nested `@Items` element (`RunState.forItem`).
 */
export class RunState {
  /** Raw, then processed, then cast value per field; `undefined` = absent. */
  readonly values: unknown[];
  readonly payload: Record<string, unknown> = {};
  readonly dto: RequestObject;
  /** The top-level object of the call, which holds the errors of the whole tree. */
  readonly root: RunState;
  errors: ValidationErrors | null = null;

  readonly route: Record<string, unknown>;
  readonly context: Record<string, unknown>;
  readonly maxDepth: number;
  readonly maxItems: number;
  readonly syncOnly: boolean;
  readonly signalSource: CallScope['signalSource'];
  /** 1 for the top-level object, one more per level of nesting. */
  readonly depth: number;

  /** The top-level object of a `handle*` call. */
  static forCall(plan: Plan, main: Record<string, unknown>, scope: CallScope): RunState {
    return new RunState(plan, main, scope, null, '', 0);
  }

  /** Element `index` of the `@Items` field `field` of `parent`, or its `@Nested` object when `index` is -1. */
  static forItem(
    plan: Plan,
    item: Record<string, unknown>,
    parent: RunState,
    field: string,
    index: number,
  ): RunState {
    return new RunState(plan, item, parent, parent, field, index);
  }

  private constructor(
    readonly plan: Plan,
    readonly main: Record<string, unknown>,
    scope: CallScope,
    readonly parent: RunState | null,
    /** For a nested item: the parent's field and the item's index, -1 for a `@Nested` object (error paths are built only on failure). */
    readonly parentField: string,
    readonly index: number,
  ) {
    this.route = parent === null ? scope.route : EMPTY_ROUTE;
    this.context = scope.context;
    this.maxDepth = scope.maxDepth;
    this.maxItems = scope.maxItems;
    this.syncOnly = scope.syncOnly;
    this.signalSource = scope.signalSource;
    this.depth = parent === null ? 1 : parent.depth + 1;
    this.values = new Array(plan.shape.fields.length);
    this.dto = new plan.shape.cls();
    this.root = parent === null ? this : parent.root;
  }

  /** Error path prefix of this object: `''`, `lines.3.` for a nested item, `address.` for a nested object. */
  get path(): string {
    if (this.parent === null) return '';
    return this.index < 0
      ? `${this.parent.path}${this.parentField}.`
      : `${this.parent.path}${this.parentField}.${this.index}.`;
  }

  /**
   * The call's abort signal, read when a lookup rule (`exists`, `unique`) runs: with `context`,
   * the state is the `ValidationRun` the mapping's validation hands its lookups.
   */
  get signal(): AbortSignal | undefined {
    return this.signalSource.signal;
  }

  /** A `ProcessContext` for a hook call; only made for hooks that read it. */
  processContext(config: Record<string, unknown>): ProcessContext {
    return { config, route: this.route, context: this.context };
  }

  /** Records an error for a field of this object and marks the field failed. */
  fail(index: number, field: string, rule: string): void {
    this.values[index] = FAILED;
    this.addError(field, { rule });
  }

  addError(field: string, entry: { rule: string; params?: string[] }): void {
    const key = this.path + field;
    const root = this.root;
    let errors = root.errors;
    if (errors === null) errors = root.errors = {};
    const list = Object.hasOwn(errors, key) ? errors[key] : undefined;
    if (list === undefined) defineOwn(errors, key, [entry]);
    else list.push(entry);
  }
}

/** Runs `steps` from `from`; returns a promise only if some step went asynchronous. */
export function runSteps(steps: Step[], state: RunState, from: number): PromiseLike<unknown> | undefined {
  for (let i = from; i < steps.length; i++) {
    const pending = steps[i]!(state);
    if (pending !== undefined) return pending.then(() => runSteps(steps, state, i + 1));
  }
  return undefined;
}

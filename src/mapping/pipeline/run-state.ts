// Per-call state of the compiled pipeline, and the loop that runs a plan's steps: synchronous
// until a step hands back a thenable, then resumed from the next step when it settles.

import { defineOwn } from '../../shared/own-property.js';
import type { ValidationErrors } from '../../validator/types.js';
import type { ClassShape } from '../class-shape.js';
import type { ProcessContext } from '../contracts.js';
import type { Request } from '../request.js';
import type { FusedClass } from './generate-fused.js';

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
   * The fused class function (see generate-fused.ts), when the class qualifies: it maps a valid
   * input in one pass and returns `FAILED` for anything else, which the steps then handle.
   */
  fused: FusedClass | null;
}

/** Marks a field that already failed: later steps skip it and the validator's errors for it are dropped. */
export const FAILED: unique symbol = Symbol('intake.failed');

/** What the mapping of one call starts from. */
export interface RunInput {
  readonly plan: Plan;
  readonly main: Record<string, unknown>;
  readonly route: Record<string, unknown>;
  readonly context: Record<string, unknown>;
  /** Deepest chain of nested request objects accepted (limits.maxDepth). */
  readonly maxDepth: number;
  /** Longest `@Items` array accepted (limits.maxArrayLength). */
  readonly maxItems: number;
}

/** Where a nested item sits: its parent's state and field, and its index there. */
export interface ItemPlace {
  readonly parent: RunState;
  readonly field: string;
  readonly index: number;
}

/** Nested items see no route parameters (they belong to the top-level object). */
const noRoute: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** The mapping of one request object (the top-level one or one nested item). */
export class RunState {
  readonly plan: Plan;
  readonly main: Record<string, unknown>;
  readonly route: Record<string, unknown>;
  readonly context: Record<string, unknown>;
  readonly maxDepth: number;
  readonly maxItems: number;
  /** Raw, then processed, then cast value per field; `undefined` = absent. */
  readonly values: unknown[];
  readonly payload: Record<string, unknown> = {};
  readonly dto: Request;
  /** For a nested item: the parent's state and field and the item's index (paths are built only on failure). */
  readonly parent: RunState | null;
  readonly parentField: string;
  readonly index: number;
  /** 1 for the top-level object, one more per level of nesting. */
  readonly depth: number;
  /** The top-level object of the call, which holds the errors of the whole tree. */
  readonly root: RunState;
  errors: ValidationErrors | null = null;

  /** The top-level object of a call, or with `place` a nested item. */
  constructor(input: RunInput, place?: ItemPlace) {
    this.plan = input.plan;
    this.main = input.main;
    this.route = input.route;
    this.context = input.context;
    this.maxDepth = input.maxDepth;
    this.maxItems = input.maxItems;
    this.values = new Array(input.plan.shape.fields.length);
    this.dto = new input.plan.shape.cls();
    if (place === undefined) {
      this.parent = null;
      this.parentField = '';
      this.index = 0;
      this.depth = 1;
      this.root = this;
    } else {
      this.parent = place.parent;
      this.parentField = place.field;
      this.index = place.index;
      this.depth = place.parent.depth + 1;
      this.root = place.parent.root;
    }
  }

  /** The state of item `index` of this object's `field`, mapped with `plan`: same context, no route. */
  item(plan: Plan, item: Record<string, unknown>, field: string, index: number): RunState {
    const { context, maxDepth, maxItems } = this;
    return new RunState(
      { plan, main: item, route: noRoute, context, maxDepth, maxItems },
      { parent: this, field, index },
    );
  }

  /** Error path prefix of this object: `''`, or `lines.3.` for a nested item. */
  get path(): string {
    return this.parent === null ? '' : `${this.parent.path}${this.parentField}.${this.index}.`;
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

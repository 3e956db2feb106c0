// The plan a handler keeps per request class (run-state.ts `Plan`), made empty on the class's
// first use. Its shape is read from the class when first asked for: a class taken ready from an
// ahead-of-time build (built-fast-path.ts) maps valid input without it.
import { type ClassShape, shapeOf } from '../class-shape.js';
import type { BuiltFastPath, FastPath, Plan, Step } from './run-state.js';

export class ClassPlan implements Plan {
  readonly cls: Function;
  #shape: ClassShape | undefined;
  collect: Step[] = [];
  finish: Step[] = [];
  fastPath: FastPath | null = null;
  buildFastPath: (() => BuiltFastPath | null) | null = null;
  completeFastPath: (() => void) | null = null;
  promoteFastPath: (() => void) | null = null;
  buildSteps: (() => void) | null = null;

  constructor(cls: Function) {
    this.cls = cls;
  }

  /** The class's shape, read once; throws `ConfigurationException` for a misdeclared class. */
  get shape(): ClassShape {
    this.#shape ??= shapeOf(this.cls);
    return this.#shape;
  }
}

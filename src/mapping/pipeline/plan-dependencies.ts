// What compiling a plan needs from the handler that owns it.
import type { ValidatorInterface } from '../../validator/types.js';
import type { RequestClass } from '../class-shape.js';
import type { InstanceSource } from './hooks.js';
import type { Plan } from './run-state.js';

export interface PlanDependencies {
  validator: ValidatorInterface;
  instances: InstanceSource;
  /** The (possibly still filling) plan of a nested class; lets recursive `@Items` terminate. */
  planFor: (cls: RequestClass) => Plan;
  /** Write steps and fast paths as generated code (decided once by `generatesCode`). */
  generateCode: boolean;
  /** Told when a plan's fast path became another one (first-tier.ts): whoever kept the first asks again. */
  fastPathReplaced?: () => void;
}
